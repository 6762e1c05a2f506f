import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { jpegFile, phoneCameraJpeg, uploadPostPicture } from '../../../test/pictures.ts';
import { sceneJpeg } from '../../../test/scenes.ts';
import { postPictures } from '../../db/schema/index.ts';
import { postApiMessages } from '../../http/messages.ts';
import { sharesPicture } from './duplicates.ts';

// The same seller posting the same ad again is refused: by a near-identical text, or an alike text with the
// same picture; never by a picture alone (decision 0085).
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Answer = { data: { id: number } | null; messages: string[] };

async function post(cookie: string, fields: { title: string; description: string; pictureIds?: string[] }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/posts/create',
    headers: { cookie },
    payload: { subCategoryId: 101, postType: 'sell', price: 50, pictureIds: [], ...fields },
  });
  return { status: response.statusCode, body: bodyOf<Answer>(response) };
}

async function picture(cookie: string, data: Buffer): Promise<string> {
  const response = await uploadPostPicture(app, cookie, jpegFile(data));
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ data: { id: string } }>(response).data.id;
}

async function seller() {
  return sessionCookie(app, await createUser(app));
}

const sofa = {
  title: 'Parduodu kampinę sofą',
  description: 'Pilka kampinė sofa, 2 metų, be dėmių. Atsiimti Kėdainiuose, Josvainių g.',
};

describe('duplicate ads (POST /api/posts/create)', () => {
  it('refuses the same text again with a message naming the earlier ad; another seller may post it', async () => {
    const cookie = await seller();
    const first = await post(cookie, sofa);
    expect(first.status).toBe(200);
    const id = first.body.data?.id as number;
    // A changed letter and spacing is still the same ad.
    const again = await post(cookie, { ...sofa, description: `${sofa.description.replace('2 metų', '2 metu')}  ` });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([postApiMessages.duplicateAd(id, sofa.title)]);
    expect(again.body.messages[0]).toContain(`(nr. ${id})`);
    expect(again.body.messages[0]).toContain('pratęskite');
    // A different ad of the same seller, and the same ad of someone else, are fine.
    expect(
      (await post(cookie, { title: 'Parduodu dviratį', description: 'Kalnų dviratis, 26 colių ratai.' })).status,
    ).toBe(200);
    expect((await post(await seller(), sofa)).status).toBe(200);
  });

  it('refuses the same picture only under a lightly edited text; other words or other photos pass', async () => {
    const cookie = await seller();
    const photo = await phoneCameraJpeg(900, 600);
    const first = await post(cookie, { ...sofa, pictureIds: [await picture(cookie, photo)] });
    expect(first.status).toBe(200);
    const id = first.body.data?.id as number;
    const copyOf = async () =>
      picture(cookie, await sharp(photo).rotate().resize(450).jpeg({ quality: 60 }).toBuffer());
    // The same photo, resized and re-encoded, under the same ad with its price and a sentence changed: refused.
    const edited = {
      title: 'Parduodu kampinę sofą pigiau',
      description: 'Pilka kampinė sofa, 2 metų, be dėmių. Kaina derinama. Atsiimti Kėdainiuose.',
    };
    const copy = await post(cookie, { ...edited, pictureIds: [await copyOf()] });
    expect(copy.status).toBe(409);
    expect(copy.body.messages).toEqual([postApiMessages.duplicateAd(id, sofa.title)]);
    // That edited text without the photo is another ad (it is not near-identical on its own).
    expect((await post(cookie, edited)).status).toBe(200);
    // The same photo under other words is another ad: a picture alone never refuses (decision 0085).
    const otherWords = await post(cookie, {
      title: 'Fotelis pigiai',
      description: 'Skubiai, nes kraustausi. Rudas odinis fotelis.',
      pictureIds: [await copyOf()],
    });
    expect(otherWords.status).toBe(200);
  });

  it('a different ad with a photo of a similar scene and another text is not refused', async () => {
    const cookie = await seller();
    // Two bikes against the same wall: distinct photos whose hashes are as close as a copy's.
    const bikeOne = await picture(cookie, await sceneJpeg('bike', 4));
    const bikeTwo = await picture(cookie, await sceneJpeg('bike', 20));
    const hashes = await app.db
      .select({ hash: postPictures.perceptualHash })
      .from(postPictures)
      .where(inArray(postPictures.id, [bikeOne, bikeTwo]));
    expect(sharesPicture([hashes[0]?.hash ?? null], [hashes[1]?.hash ?? null])).toBe(true);
    const first = await post(cookie, {
      title: 'Kalnų dviratis Author, 26 colių',
      description: 'Mėlynas, 21 pavara, nauji stabdžiai. Kaina 180 eur.',
      pictureIds: [bikeOne],
    });
    expect(first.status).toBe(200);
    const second = await post(cookie, {
      title: 'Miesto dviratis Romet moterims',
      description: 'Raudonas, su krepšeliu ir bagažine, 3 pavaros. Kaina 95 eur.',
      pictureIds: [bikeTwo],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
  });

  it('a deleted or sold earlier ad does not count', async () => {
    const cookie = await seller();
    const first = await post(cookie, sofa);
    const id = first.body.data?.id as number;
    const removed = await app.inject({ method: 'DELETE', url: `/api/posts/delete/${id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    const second = await post(cookie, sofa);
    expect(second.status).toBe(200);
    // Sold: the same ad again is the next such item ('Įkelti panašų skelbimą').
    const sold = await app.inject({
      method: 'POST',
      url: '/api/posts/MarkSold',
      headers: { cookie },
      payload: { postId: second.body.data?.id },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await post(cookie, sofa)).status).toBe(200);
    expect((await post(cookie, sofa)).status).toBe(409);
  });
});
