import type { PostPicture } from '@skelbimai/contract';
import { type S3Fake, startS3Fake } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { plainPicture, uploadPostPicture } from '../../../test/pictures.ts';
import type { App } from '../../app.ts';
import type { S3Config } from '../../config.ts';
import { postPictures } from '../../db/schema/index.ts';
import { deleteOrphanPictureFiles } from '../../modules/orphanPictureFiles.ts';
import { createS3PictureStorage } from './s3.ts';

/** The S3 picture storage against a local S3-compatible server (test-fakes) that checks each request's signature. */
let s3: S3Fake;
let config: S3Config;
beforeAll(async () => {
  s3 = await startS3Fake({ pageSize: 10 });
  config = { ...s3, forcePathStyle: true };
});
afterAll(async () => {
  await s3?.close();
});

async function keysIn(storage: ReturnType<typeof createS3PictureStorage>, folder: string) {
  const keys: string[] = [];
  for await (const object of storage.list(folder)) keys.push(object.key);
  return keys.sort();
}

describe('S3 picture storage', () => {
  it('stores, lists, reads back and deletes objects', async () => {
    const storage = createS3PictureStorage(config);
    const webp = await plainPicture('webp', 20, 10);
    await storage.put('post-pictures/aaa.webp', webp, 'image/webp');
    await storage.put('post-pictures/bbb.webp', webp, 'image/webp');
    await storage.put('profile-pictures/ccc.webp', webp, 'image/webp');

    expect(await keysIn(storage, 'post-pictures')).toEqual(['post-pictures/aaa.webp', 'post-pictures/bbb.webp']);
    const opened = await storage.open('post-pictures/aaa.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(webp)).toBe(true);
    expect(storage.url('post-pictures/aaa.webp')).toBe('/uploads/post-pictures/aaa.webp');

    await storage.delete('post-pictures/aaa.webp');
    await storage.delete('post-pictures/never-was.webp'); // missing: not an error
    expect(await keysIn(storage, 'post-pictures')).toEqual(['post-pictures/bbb.webp']);
    expect(await storage.open('post-pictures/aaa.webp')).toBeUndefined();
    storage.close();
  });

  it('lists past one page of results', async () => {
    const storage = createS3PictureStorage(config);
    const webp = await plainPicture('webp', 4, 4);
    // The server answers at most 10 keys a page here.
    const keys = Array.from({ length: 25 }, (_, i) => `many/p${String(i).padStart(2, '0')}.webp`);
    await Promise.all(keys.map((key) => storage.put(key, webp, 'image/webp')));
    expect(await keysIn(storage, 'many')).toEqual(keys);
    storage.close();
  });

  it('refuses keys the API never makes and content types that do not fit the key', async () => {
    const storage = createS3PictureStorage(config);
    const webp = await plainPicture('webp', 4, 4);
    await expect(storage.put('../escape.webp', webp, 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('post-pictures/x.png', webp, 'image/webp')).rejects.toThrow(/does not fit/);
    storage.close();
  });

  it('is refused by the server when signed with the wrong secret', async () => {
    const storage = createS3PictureStorage({ ...config, secretAccessKey: 'not-the-secret' });
    const webp = await plainPicture('webp', 4, 4);
    await expect(storage.put('post-pictures/forged.webp', webp, 'image/webp')).rejects.toThrow(/signature/i);
    expect(s3.refusedSignatures()).toBe(1);
    expect(s3.keys()).not.toContain('post-pictures/forged.webp');
    storage.close();
  });
});

describe('the app with STORAGE=s3', () => {
  let app: App;
  // A bucket of its own: the orphan count below must not see the objects of the tests above.
  let s3: S3Fake;
  beforeAll(async () => {
    s3 = await startS3Fake();
    app = await buildTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('serves an uploaded picture from the bucket at its /uploads/ URL', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const png = await plainPicture('png', 800, 600);
    const response = await uploadPostPicture(app, cookie, { data: png, filename: 'dviratis.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const picture = bodyOf<{ data: PostPicture }>(response).data;
    expect(picture.url).toMatch(/^\/uploads\/post-pictures\/.+\.webp$/);

    const served = await app.inject({ method: 'GET', url: picture.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const again = await app.inject({
      method: 'GET',
      url: picture.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: picture.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    expect((await app.inject({ method: 'GET', url: picture.thumbnailUrl })).statusCode).toBe(200);
  });

  it('answers 404 for a missing picture and for paths that cannot be a picture', async () => {
    for (const url of [
      '/uploads/post-pictures/nera.webp',
      '/uploads/post-pictures/nera.exe',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/Post-Pictures/X.webp',
      '/uploads/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(bodyOf(response).succeeded, url).toBe(false);
    }
  });

  it('housekeeping deletes bucket objects no row points at and keeps the rest', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const uploaded = bodyOf<{ data: PostPicture }>(
      await uploadPostPicture(app, cookie, {
        data: await plainPicture('png', 50, 50),
        filename: 'a.png',
        type: 'image/png',
      }),
    ).data;
    const orphan = 'post-pictures/orphan-after-a-crash.webp';
    const youngOrphan = 'post-pictures/may-still-get-its-row.webp';
    for (const key of [orphan, youngOrphan]) {
      await app.pictureStorage.put(key, await plainPicture('webp', 4, 4), 'image/webp');
    }
    // Two hours ago: what an upload interrupted by a crash looks like by the next hourly pass.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [orphan, uploaded.url, uploaded.thumbnailUrl]) {
      s3.setModifiedAt(key.replace(/^\/uploads\//, ''), twoHoursAgo);
    }

    expect(await deleteOrphanPictureFiles(app.db, app.pictureStorage)).toBe(1);

    expect((await app.inject({ method: 'GET', url: `/uploads/${orphan}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/uploads/${youngOrphan}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: uploaded.thumbnailUrl })).statusCode).toBe(200);
  });
});

describe('the app with its bucket unreachable', () => {
  let app: App;
  beforeAll(async () => {
    // A port nothing listens on: every S3 request is refused at connect.
    const gone = await startS3Fake();
    await gone.close();
    app = await buildTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: gone.endpoint,
      S3_REGION: gone.region,
      S3_BUCKET: gone.bucket,
      S3_ACCESS_KEY_ID: gone.accessKeyId,
      S3_SECRET_ACCESS_KEY: gone.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with the Lithuanian message and keeps no picture row', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const upload = await uploadPostPicture(app, cookie, {
      data: await plainPicture('png', 40, 40),
      filename: 'a.png',
      type: 'image/png',
    });
    expect(upload.statusCode).toBe(503);
    expect(bodyOf(upload).messages).toEqual(['Paslauga laikinai nepasiekiama. Bandykite vėliau.']);
    expect(await app.db.select().from(postPictures).where(eq(postPictures.ownerId, user.id))).toEqual([]);

    const read = await app.inject({ method: 'GET', url: '/uploads/post-pictures/kazkas.webp' });
    expect(read.statusCode).toBe(503);
  });
});
