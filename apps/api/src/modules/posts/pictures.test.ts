import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Post, PostPicture } from '@skelbimai/contract';
import { pngClaiming } from '@skelbimai/test-fakes';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { jpegFile, phoneCameraJpeg, plainPicture, uploadPostPicture } from '../../../test/pictures.ts';
import { MAX_PICTURE_BYTES } from '../../adapters/images/index.ts';
import { postPictures, posts, rateLimitCounters, settingKeys, settings } from '../../db/schema/index.ts';
import { pictureMessages, postApiMessages } from '../../http/messages.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { POST_PICTURE_UPLOAD_LIMIT } from './pictures.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T = unknown> = {
  succeeded: boolean;
  data: T;
  messages: string[];
  errors: { property: string; errors: string[] }[];
  posts?: Post[];
};

const validAd = {
  title: 'Parduodu dviratį su nuotraukomis',
  description: 'Geros būklės.',
  subCategoryId: 203,
  postType: 'sell',
  price: 99,
};

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

function inject(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}

/** Uploads a small picture as `cookie`'s user and answers the staged picture. */
async function staged(cookie: string, color = '#33aa55'): Promise<PostPicture> {
  const data = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
  const response = await uploadPostPicture(app, cookie, { data, filename: 'nuotrauka.png', type: 'image/png' });
  expect(response.statusCode).toBe(200);
  return bodyOf<Body<PostPicture>>(response).data;
}

const keyOf = (url: string) => url.slice('/uploads/'.length);
const fileExists = (url: string) => existsSync(join(app.config.uploadsDir, keyOf(url)));
const pictureRows = (ids: string[]) => app.db.select().from(postPictures).where(sql`${postPictures.id} in ${ids}`);
const adCountOf = async (userId: string) =>
  (await app.db.select().from(posts).where(eq(posts.creatorId, userId))).length;

async function single(id: number, cookie?: string): Promise<Post> {
  return bodyOf<Body<Post>>(await inject('GET', `/api/posts/single/${id}`, cookie)).data;
}

describe('POST /api/posts/UploadPicture', () => {
  it('stores an upright large WebP and thumbnail without EXIF or GPS, staged for the uploader', async () => {
    const input = await phoneCameraJpeg(900, 600);
    // The GPS IFD pointer (tag 0x8825, little-endian) is really in the input.
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { user, cookie } = await signedIn();
    const response = await uploadPostPicture(app, cookie, jpegFile(input));
    expect(response.statusCode).toBe(200);
    const picture = bodyOf<Body<PostPicture>>(response).data;
    expect(picture.url).toBe(`/uploads/post-pictures/${picture.id}-large.webp`);
    expect(picture.thumbnailUrl).toBe(`/uploads/post-pictures/${picture.id}-thumb.webp`);
    // Turned upright (orientation 6): 900 × 600 becomes 600 × 900, not enlarged.
    expect(picture).toMatchObject({ width: 600, height: 900 });

    const [row] = await pictureRows([picture.id]);
    expect(row).toMatchObject({ postId: null, ownerId: user.id, width: 600, height: 900 });

    for (const [url, size] of [
      [picture.url, { width: 600, height: 900 }],
      [picture.thumbnailUrl, { width: 267, height: 400 }],
    ] as const) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const output = served.rawPayload;
      const metadata = await sharp(output).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...size });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const marker of ['Exif', 'Testas', 'Telefonas']) expect(output.includes(Buffer.from(marker))).toBe(false);
    }

    // Upright: the red top of the photo is on the viewer's right after the 90° clockwise turn.
    const large = (await app.inject({ method: 'GET', url: picture.url })).rawPayload;
    const { data, info } = await sharp(large).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] as number;
    expect(red(50, 450)).toBeLessThan(60);
    expect(red(550, 450)).toBeGreaterThan(200);
  });

  it('fits a big picture inside 1600 px (thumbnail 400 px) keeping its proportions', async () => {
    const { cookie } = await signedIn();
    const big = await plainPicture('png', 2400, 1800);
    const response = await uploadPostPicture(app, cookie, { data: big, filename: 'didele.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const picture = bodyOf<Body<PostPicture>>(response).data;
    expect(picture).toMatchObject({ width: 1600, height: 1200 });
    const thumb = await app.inject({ method: 'GET', url: picture.thumbnailUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('accepts PNG, WebP, AVIF and GIF by content, whatever the file is called', async () => {
    const { cookie } = await signedIn();
    for (const format of ['png', 'webp', 'avif', 'gif'] as const) {
      const response = await uploadPostPicture(app, cookie, {
        data: await plainPicture(format),
        filename: 'be-pletinio',
        type: 'application/octet-stream',
      });
      expect(response.statusCode, format).toBe(200);
      expect(bodyOf<Body<PostPicture>>(response).data).toMatchObject({ width: 300, height: 200 });
    }
  });

  it('refuses a text file named .jpg, naming the file, and stores nothing', async () => {
    const { user, cookie } = await signedIn();
    const response = await uploadPostPicture(app, cookie, {
      data: Buffer.from('Tai ne nuotrauka, o tekstas.\n'),
      filename: 'nuotrauka.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    const message = 'Failas „nuotrauka.jpg“ nėra paveikslėlis. Tinka JPEG, PNG, WebP, GIF arba AVIF nuotraukos.';
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: [message],
      errors: [{ property: 'PictureFile', errors: [message] }],
    });
    expect(await app.db.select().from(postPictures).where(eq(postPictures.ownerId, user.id))).toEqual([]);
  });

  it('refuses a file over 10 MB with a 413 naming it', async () => {
    const { user, cookie } = await signedIn();
    const response = await uploadPostPicture(
      app,
      cookie,
      jpegFile(Buffer.alloc(MAX_PICTURE_BYTES + 1, 0xff), 'didelis.jpg'),
    );
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response).errors).toEqual([
      { property: 'PictureFile', errors: [pictureMessages.tooLarge('didelis.jpg')] },
    ]);
    expect(pictureMessages.tooLarge('didelis.jpg')).toBe(
      'Failas „didelis.jpg“ per didelis: nuotrauka gali būti ne didesnė kaip 10 MB.',
    );
    expect(await app.db.select().from(postPictures).where(eq(postPictures.ownerId, user.id))).toEqual([]);
  });

  it('delivers that 413 over a real connection while the browser is still sending', async () => {
    const { cookie } = await signedIn();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append(
      'PictureFile',
      new Blob([new Uint8Array(MAX_PICTURE_BYTES + 2_000_000)], { type: 'image/jpeg' }),
      'x.jpg',
    );
    const response = await fetch(`${address}/api/posts/UploadPicture`, {
      method: 'POST',
      body: form,
      // As the portal's own page would: without it the cross-site refusal stops a POST carrying a cookie.
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Body).messages).toEqual([pictureMessages.tooLarge('x.jpg')]);
  });

  it('refuses a picture of more than 40 megapixels', async () => {
    const { cookie } = await signedIn();
    const response = await uploadPostPicture(app, cookie, {
      data: pngClaiming(10_000, 5_000),
      filename: 'bomba.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).errors).toEqual([
      { property: 'PictureFile', errors: ['Nuotrauka „bomba.png“ per didelė: ne daugiau kaip 40 megapikselių.'] },
    ]);
  });

  it('asks for JPEG when an iPhone HEIC cannot be read', async () => {
    const { cookie } = await signedIn();
    // An ISO media 'ftyp' box of brand heic, as iPhone photos start.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    const response = await uploadPostPicture(app, cookie, {
      data: heic,
      filename: 'IMG_1234.HEIC',
      type: 'image/heic',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).messages).toEqual([pictureMessages.heic('IMG_1234.HEIC')]);
  });

  it('answers 401 signed out, 403 for a blocked account, 400 without a file', async () => {
    const picture = jpegFile(await plainPicture('jpeg'));
    expect((await uploadPostPicture(app, undefined, picture)).statusCode).toBe(401);
    const blocked = await signedIn({ isBlocked: true });
    const refused = await uploadPostPicture(app, blocked.cookie, picture);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).messages).toEqual(['Jūsų paskyra užblokuota, skelbti negalima.']);
    const { cookie } = await signedIn();
    const json = await inject('POST', '/api/posts/UploadPicture', cookie, {});
    expect(json.statusCode).toBe(400);
    expect(bodyOf(json).errors).toEqual([{ property: 'PictureFile', errors: ['Pasirinkite nuotrauką.'] }]);
  });

  it('limits uploads per account per hour with a Lithuanian 429', async () => {
    const { user, cookie } = await signedIn();
    const now = Date.now();
    await app.db.insert(rateLimitCounters).values({
      key: `post-picture-upload:user:${user.id}`,
      windowStart: new Date(now - (now % POST_PICTURE_UPLOAD_LIMIT.windowMs)),
      hits: POST_PICTURE_UPLOAD_LIMIT.limit,
    });
    const response = await uploadPostPicture(app, cookie, jpegFile(await plainPicture('jpeg')));
    expect(response.statusCode).toBe(429);
    expect(bodyOf(response).messages).toEqual(['Per daug įkeltų nuotraukų per valandą. Pabandykite vėliau.']);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect(
      (await uploadPostPicture(app, (await signedIn()).cookie, jpegFile(await plainPicture('jpeg')))).statusCode,
    ).toBe(200);
  });
});

describe('pictures of an ad (create and update with pictureIds)', () => {
  it('attaches staged pictures in order on create; single and list show them, cover first', async () => {
    const { cookie } = await signedIn();
    const first = await staged(cookie, '#ff0000');
    const second = await staged(cookie, '#00ff00');
    const created = await inject('POST', '/api/posts/create', cookie, {
      ...validAd,
      title: 'Skelbimas su dviem nuotraukom',
      pictureIds: [second.id, first.id],
    });
    expect(created.statusCode).toBe(200);
    const { id } = bodyOf<Body<{ id: number }>>(created).data;

    expect((await single(id)).pictureUploads).toEqual([second, first]);
    const rows = await pictureRows([first.id, second.id]);
    expect(rows.map((row) => [row.id, row.postId, row.position]).sort()).toEqual(
      [
        [second.id, id, 0],
        [first.id, id, 1],
      ].sort(),
    );
    const listed = bodyOf<Body>(await inject('GET', '/api/posts/list?searchKeyword=nuotraukom')).posts ?? [];
    expect(listed.find((post) => post.id === id)?.pictureUploads).toEqual([second, first]);
  });

  it('fills pictures of every ad of a page', async () => {
    const { user, cookie } = await signedIn();
    const ids: number[] = [];
    // Three different ads (the same one thrice would be refused as a duplicate, duplicates.test.ts).
    const texts = [
      { title: 'Juoda spinta', description: 'Ąžuolinė spinta su veidrodžiu.' },
      { title: 'Pilkas kilimas', description: 'Vilnonis kilimas, 2 x 3 metrai.' },
      { title: 'Tamsi lempa', description: 'Pastatomas šviestuvas su gaubtu.' },
    ];
    for (const [index, color] of ['#111111', '#222222', '#333333'].entries()) {
      const picture = await staged(cookie, color);
      const created = await inject('POST', '/api/posts/create', cookie, {
        ...validAd,
        ...texts[index],
        pictureIds: [picture.id],
      });
      ids.push(bodyOf<Body<{ id: number }>>(created).data.id);
    }
    const mine = bodyOf<Body<Post[]>>(await inject('GET', '/api/posts/list?listTarget=my&page=1', cookie)).data;
    expect(mine.map((post) => post.id).sort()).toEqual([...ids].sort());
    for (const post of mine) {
      expect(post.creatorId).toBe(user.id);
      expect(post.pictureUploads).toHaveLength(1);
    }
  });

  it("refuses another user's picture and an unknown id: 400 on pictureIds and no ad saved", async () => {
    const { user, cookie } = await signedIn();
    const other = await signedIn();
    const theirs = await staged(other.cookie);
    const mine = await staged(cookie);
    for (const pictureIds of [[mine.id, theirs.id], ['00000000-0000-4000-8000-000000000000']]) {
      const response = await inject('POST', '/api/posts/create', cookie, { ...validAd, pictureIds });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).errors).toEqual([{ property: 'pictureIds', errors: [postApiMessages.pictureUnknown] }]);
    }
    expect(await adCountOf(user.id)).toBe(0);
    // Still staged and usable: the refused save changed nothing.
    expect((await pictureRows([mine.id, theirs.id])).every((row) => row.postId === null)).toBe(true);
  });

  it('refuses more pictures than the maxPostPictureCount setting', async () => {
    const { user, cookie } = await signedIn();
    const pictures = [await staged(cookie), await staged(cookie), await staged(cookie)];
    await app.db.update(settings).set({ value: '2' }).where(eq(settings.key, settingKeys.maxPostPictureCount));
    try {
      const response = await inject('POST', '/api/posts/create', cookie, {
        ...validAd,
        pictureIds: pictures.map((picture) => picture.id),
      });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).errors).toEqual([
        { property: 'pictureIds', errors: ['Skelbime gali būti ne daugiau kaip 2 nuotraukų.'] },
      ]);
      expect(await adCountOf(user.id)).toBe(0);
    } finally {
      await app.db.update(settings).set({ value: '20' }).where(eq(settings.key, settingKeys.maxPostPictureCount));
    }
  });

  it('on update reorders, adds and removes pictures; removed files are deleted', async () => {
    const { cookie } = await signedIn();
    const [a, b, c] = [await staged(cookie), await staged(cookie), await staged(cookie)];
    const created = await inject('POST', '/api/posts/create', cookie, { ...validAd, pictureIds: [a.id, b.id] });
    const { id } = bodyOf<Body<{ id: number }>>(created).data;

    const updated = await inject('PATCH', '/api/posts/update', cookie, { id, pictureIds: [c.id, a.id] });
    expect(updated.statusCode).toBe(200);
    expect(bodyOf<Body<Post>>(updated).data.pictureUploads).toEqual([c, a]);
    expect(await pictureRows([b.id])).toEqual([]);
    expect(fileExists(b.url)).toBe(false);
    expect(fileExists(b.thumbnailUrl)).toBe(false);
    expect(fileExists(a.url)).toBe(true);

    // Without pictureIds the pictures stay as they are.
    const retitled = await inject('PATCH', '/api/posts/update', cookie, { id, title: 'Naujas pavadinimas' });
    expect(bodyOf<Body<Post>>(retitled).data.pictureUploads).toEqual([c, a]);

    const cleared = await inject('PATCH', '/api/posts/update', cookie, { id, pictureIds: [] });
    expect(bodyOf<Body<Post>>(cleared).data.pictureUploads).toEqual([]);
    expect(fileExists(a.url) || fileExists(c.url)).toBe(false);
  });

  it('a refused picture on update leaves the ad and its pictures unchanged', async () => {
    const { cookie } = await signedIn();
    const a = await staged(cookie);
    const created = await inject('POST', '/api/posts/create', cookie, { ...validAd, pictureIds: [a.id] });
    const { id } = bodyOf<Body<{ id: number }>>(created).data;
    const foreign = await staged((await signedIn()).cookie);
    const response = await inject('PATCH', '/api/posts/update', cookie, {
      id,
      title: 'Neturi išsisaugoti',
      pictureIds: [foreign.id],
    });
    expect(response.statusCode).toBe(400);
    const after = await single(id, cookie);
    expect(after.title).toBe(validAd.title);
    expect(after.pictureUploads).toEqual([a]);
    expect(fileExists(a.url)).toBe(true);
  });

  it("another user can neither change an ad's pictures nor take them for their own ad", async () => {
    const owner = await signedIn();
    const a = await staged(owner.cookie);
    const { id } = bodyOf<Body<{ id: number }>>(
      await inject('POST', '/api/posts/create', owner.cookie, { ...validAd, pictureIds: [a.id] }),
    ).data;
    const other = await signedIn();
    const update = await inject('PATCH', '/api/posts/update', other.cookie, { id, pictureIds: [] });
    expect(update.statusCode).toBe(403);
    const stolen = await inject('POST', '/api/posts/create', other.cookie, { ...validAd, pictureIds: [a.id] });
    expect(stolen.statusCode).toBe(400);
    expect((await single(id)).pictureUploads).toEqual([a]);
  });

  it("lets a moderator keep, reorder and remove pictures of someone's ad", async () => {
    const owner = await signedIn();
    const [a, b, c] = [await staged(owner.cookie), await staged(owner.cookie), await staged(owner.cookie)];
    const { id } = bodyOf<Body<{ id: number }>>(
      await inject('POST', '/api/posts/create', owner.cookie, { ...validAd, pictureIds: [a.id, b.id, c.id] }),
    ).data;
    const moderator = await signedIn({ authRole: 'Moderator' });
    const response = await inject('PATCH', '/api/posts/update', moderator.cookie, { id, pictureIds: [c.id, a.id] });
    expect(response.statusCode).toBe(200);
    expect((await single(id)).pictureUploads).toEqual([c, a]);
    expect(fileExists(b.url)).toBe(false);
  });
});

describe('housekeeping of pictures', () => {
  it('deletes staged pictures older than 24 hours with their files, never attached ones', async () => {
    const { user, cookie } = await signedIn();
    const old = await staged(cookie);
    const fresh = await staged(cookie);
    const attached = await staged(cookie);
    const post = await createPost(app, user);
    await app.db
      .update(postPictures)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(sql`${postPictures.id} in ${[old.id, attached.id]}`);
    await app.db.update(postPictures).set({ postId: post.id }).where(eq(postPictures.id, attached.id));

    await runHousekeeping(app);
    expect((await pictureRows([old.id, fresh.id, attached.id])).map((row) => row.id).sort()).toEqual(
      [fresh.id, attached.id].sort(),
    );
    expect(fileExists(old.url)).toBe(false);
    expect(fileExists(old.thumbnailUrl)).toBe(false);
    expect(fileExists(fresh.url)).toBe(true);
    expect(fileExists(attached.url)).toBe(true);
  });
});
