import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { jpegFile, phoneCameraJpeg, uploadPostPicture } from '../../../test/pictures.ts';
import { postApiMessages } from '../../http/messages.ts';

// The same seller posting the same ad again is refused, by its text or by its picture.
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

  it('refuses a new ad with the same picture, even resized and re-encoded, under other words', async () => {
    const cookie = await seller();
    const photo = await phoneCameraJpeg(900, 600);
    const first = await post(cookie, { ...sofa, pictureIds: [await picture(cookie, photo)] });
    expect(first.status).toBe(200);
    const smaller = await sharp(photo).rotate().resize(450).jpeg({ quality: 60 }).toBuffer();
    const copy = await post(cookie, {
      title: 'Sofa pigiai',
      description: 'Skubiai, nes kraustausi.',
      pictureIds: [await picture(cookie, smaller)],
    });
    expect(copy.status).toBe(409);
    expect(copy.body.messages).toEqual([postApiMessages.duplicateAd(first.body.data?.id as number, sofa.title)]);
    // A different photo under those words is a different ad.
    const other = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#22aa44' } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const different = await post(cookie, {
      title: 'Sofa pigiai',
      description: 'Skubiai, nes kraustausi.',
      pictureIds: [await picture(cookie, other)],
    });
    expect(different.status).toBe(200);
  });

  it('a deleted earlier ad does not count', async () => {
    const cookie = await seller();
    const first = await post(cookie, sofa);
    const id = first.body.data?.id as number;
    const removed = await app.inject({ method: 'DELETE', url: `/api/posts/delete/${id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect((await post(cookie, sofa)).status).toBe(200);
  });
});
