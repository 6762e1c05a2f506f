import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { messagePictures, postPictures, type UserRow, users } from '../../src/db/schema/index.ts';
import { apiMessages, pictureMessages } from '../../src/http/messages.ts';
import { buildTestApp } from '../buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../factories.ts';
import { PICTURE_UPLOAD_URLS, plainPicture, type UploadFile, uploadPicture, uploadPostPicture } from '../pictures.ts';
import {
  animated,
  cmykJpeg,
  decompressionBomb,
  elevenMegabytes,
  gifScriptPolyglot,
  heicStart,
  htmlPage,
  hundredMegapixelJpeg,
  rawMultipart,
  svgWithScript,
  tiffPicture,
  truncatedJpeg,
} from './hostileFiles.ts';

/**
 * Hostile uploads on every picture route: each is refused with a Lithuanian message naming the file
 * (ad pictures) on PictureFile and leaves no row or file behind, or is stored safely as a re-encoded WebP.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  await hundredMegapixelJpeg(); // seconds of CPU on a busy machine: in the hook, not in a test's time
});
/** Decoding headers and re-encoding pictures is CPU work that a shared machine can slow a lot. */
const UPLOAD_TEST_TIMEOUT_MS = 60_000;
afterAll(async () => {
  await app?.close();
});

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

const picturesOf = async (user: UserRow) => [
  ...(await app.db.select().from(postPictures).where(eq(postPictures.ownerId, user.id))),
  ...(await app.db.select().from(messagePictures).where(eq(messagePictures.ownerId, user.id))),
];
/** Every file under the uploads folder, relative to it. */
const storedFiles = () =>
  readdirSync(app.config.uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

/** status: 400 unless said (a file over the size limit is 413, as docs/API.md says). */
type Refusal = { name: string; file: () => Promise<UploadFile>; message: string; status?: number };
const file = (filename: string, type: string, data: () => Buffer | Promise<Buffer>) => async () => ({
  filename,
  type,
  data: await data(),
});

const refused: Refusal[] = [
  {
    name: 'a text file renamed .jpg',
    file: file('nuotrauka.jpg', 'image/jpeg', () => Buffer.from('Tai tekstas, ne nuotrauka.\n')),
    message: pictureMessages.notImage('nuotrauka.jpg'),
  },
  {
    name: 'a truncated JPEG',
    file: file('nutrukes.jpg', 'image/jpeg', truncatedJpeg),
    message: pictureMessages.notImage('nutrukes.jpg'),
  },
  {
    name: 'a decompression bomb (a tiny PNG declaring 20,000 × 20,000)',
    file: file('bomba.png', 'image/png', decompressionBomb),
    message: 'Nuotrauka „bomba.png“ per didelė: ne daugiau kaip 40 megapikselių.',
  },
  {
    name: 'a real 100-megapixel JPEG',
    file: file('panorama.jpg', 'image/jpeg', hundredMegapixelJpeg),
    message: pictureMessages.tooManyPixels('panorama.jpg'),
  },
  {
    name: 'an SVG with a script',
    file: file('piesinys.svg', 'image/svg+xml', svgWithScript),
    message: 'Failo „piesinys.svg“ formatas (SVG) netinka. Tinka JPEG, PNG, WebP, GIF arba AVIF nuotraukos.',
  },
  {
    name: 'an HTML page with an image extension',
    file: file('puslapis.png', 'image/png', htmlPage),
    message: pictureMessages.notImage('puslapis.png'),
  },
  {
    name: 'a zero-byte file',
    file: file('tuscias.jpg', 'image/jpeg', () => Buffer.alloc(0)),
    message: 'Failas „tuscias.jpg“ tuščias. Pasirinkite kitą nuotrauką.',
  },
  {
    name: 'an 11 MB file',
    file: file('didelis.jpg', 'image/jpeg', elevenMegabytes),
    message: pictureMessages.tooLarge('didelis.jpg'),
    status: 413,
  },
  {
    name: 'an iPhone HEIC',
    file: file('IMG_0042.HEIC', 'image/heic', heicStart),
    message: pictureMessages.heic('IMG_0042.HEIC'),
  },
  {
    name: 'a TIFF',
    file: file('skenuota.tif', 'image/tiff', tiffPicture),
    message: 'Failo „skenuota.tif“ formatas (TIFF) netinka. Tinka JPEG, PNG, WebP, GIF arba AVIF nuotraukos.',
  },
  {
    name: "a refused file whose name climbs folders ('../'): only its own name is quoted",
    file: file('../../../etc/passwd.jpg', 'image/jpeg', () => Buffer.from('root:x:0:0:root:/root:/bin/bash\n')),
    message: pictureMessages.notImage('passwd.jpg'),
  },
];

describe('hostile files on every picture route: one status and one message per case', {
  timeout: UPLOAD_TEST_TIMEOUT_MS,
}, () => {
  for (const url of PICTURE_UPLOAD_URLS) {
    for (const { name, file: make, message, status = 400 } of refused) {
      it(`${url} refuses ${name} with ${status} naming it, storing nothing`, async () => {
        const { user, cookie } = await signedIn();
        const filesBefore = storedFiles().length;
        const response = await uploadPicture(app, cookie, await make(), url);
        expect(response.statusCode).toBe(status);
        expect(bodyOf(response)).toEqual({
          succeeded: false,
          data: null,
          messages: [message],
          errors: [{ property: 'PictureFile', errors: [message] }],
        });
        expect(await picturesOf(user)).toEqual([]);
        const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
        expect(account?.localPictureKey ?? null).toBeNull();
        expect(storedFiles().length).toBe(filesBefore);
      });
    }
  }

  it('names in the "not a picture" message exactly the formats it accepts (GIF too)', async () => {
    expect(pictureMessages.notImage('x.bin')).toBe(
      'Failas „x.bin“ nėra paveikslėlis. Tinka JPEG, PNG, WebP, GIF arba AVIF nuotraukos.',
    );
    const { cookie } = await signedIn();
    for (const url of PICTURE_UPLOAD_URLS) {
      for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
        const picture = { filename: `nuotrauka.${format}`, type: `image/${format}`, data: await plainPicture(format) };
        expect((await uploadPicture(app, cookie, picture, url)).statusCode, `${url} ${format}`).toBe(200);
      }
    }
  });
});

describe('hostile ad pictures (POST /api/posts/UploadPicture)', { timeout: UPLOAD_TEST_TIMEOUT_MS }, () => {
  /** Uploads `upload` and answers the stored large picture's bytes (checked to be served as WebP, nosniff). */
  async function storedSafely(upload: UploadFile) {
    const { cookie } = await signedIn();
    const response = await uploadPostPicture(app, cookie, upload);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = bodyOf<{ data: { url: string } }>(response).data;
    expect(url).toMatch(/^\/uploads\/post-pictures\/[0-9a-f-]{36}-large\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    return { data: served.rawPayload, url };
  }

  it('stores a GIF/JavaScript polyglot only as a re-encoded WebP, without the script', async () => {
    const polyglot = await gifScriptPolyglot();
    expect(polyglot.toString('latin1')).toContain('alert(document.domain)');
    const { data } = await storedSafely({ filename: 'animacija.gif', type: 'image/gif', data: polyglot });
    expect(data.toString('latin1', 0, 4)).toBe('RIFF');
    expect(data.toString('latin1', 8, 12)).toBe('WEBP');
    expect(data.toString('latin1')).not.toContain('alert');
  });

  for (const format of ['gif', 'webp'] as const) {
    it(`keeps the first frame only of an animated ${format.toUpperCase()}`, async () => {
      const { data } = await storedSafely({
        filename: `animacija.${format}`,
        type: `image/${format}`,
        data: await animated(format),
      });
      const metadata = await sharp(data).metadata();
      expect(metadata.pages ?? 1).toBe(1);
      expect([metadata.width, metadata.height]).toEqual([40, 30]);
      const { data: pixels } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
      // The first frame is red (lossy WebP: near, not exact).
      expect(pixels[0]).toBeGreaterThan(200);
      expect(pixels[2]).toBeLessThan(40);
    });
  }

  it('accepts AVIF and a CMYK JPEG, stored as sRGB WebP with the right colour', async () => {
    await storedSafely({ filename: 'nuotrauka.avif', type: 'image/avif', data: await plainPicture('avif') });
    const { data } = await storedSafely({ filename: 'spaustuve.jpg', type: 'image/jpeg', data: await cmykJpeg() });
    const metadata = await sharp(data).metadata();
    expect(metadata.space).toBe('srgb');
    const { data: pixels } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
    expect(pixels[0]).toBeGreaterThan(180); // red, not the inverted cyan of a CMYK file read as RGB
    expect(pixels[1]).toBeLessThan(80);
  });

  it("stores a picture named '../../x.png' under a key of the server's choosing, inside the uploads folder", async () => {
    const { user, cookie } = await signedIn();
    const { payload, contentType } = rawMultipart([
      {
        name: 'PictureFile',
        filename: '../../../../tmp/isbegusi.png',
        type: 'image/png',
        data: await plainPicture('png'),
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts/UploadPicture',
      payload,
      headers: { cookie, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await picturesOf(user);
    expect(row?.largeKey).toMatch(/^post-pictures\/[0-9a-f-]{36}-large\.webp$/);
    expect(row?.thumbnailKey).toMatch(/^post-pictures\/[0-9a-f-]{36}-thumb\.webp$/);
  });
});

describe('multipart bodies that break the rules (picture routes)', { timeout: UPLOAD_TEST_TIMEOUT_MS }, () => {
  const post = (url: string, cookie: string, payload: Buffer | string, contentType: string) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie, 'content-type': contentType } });
  const routes = ['/api/posts/UploadPicture', '/api/auth/UploadProfilePicture'];

  for (const url of routes) {
    it(`${url}: more files than the limit in one request is a 400, nothing stored`, async () => {
      const { user, cookie } = await signedIn();
      const png = await plainPicture('png');
      const { payload, contentType } = rawMultipart(
        ['a.png', 'b.png', 'c.png'].map((filename) => ({
          name: 'PictureFile',
          filename,
          type: 'image/png',
          data: png,
        })),
      );
      const response = await post(url, cookie, payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toEqual({
        succeeded: false,
        data: null,
        messages: [apiMessages.tooManyFiles],
        errors: [{ property: 'PictureFile', errors: [apiMessages.tooManyFiles] }],
      });
      expect(await picturesOf(user)).toEqual([]);
      const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(account?.localPictureKey ?? null).toBeNull();
    });

    it(`${url}: too many text fields, a truncated body and a missing boundary are 400s in the envelope`, async () => {
      const { cookie } = await signedIn();
      const manyFields = rawMultipart(Array.from({ length: 50 }, (_, i) => ({ name: `laukas${i}`, data: 'x' })));
      const truncated = rawMultipart([
        { name: 'PictureFile', filename: 'a.png', type: 'image/png', data: await plainPicture('png') },
      ]);
      const cases: [Buffer | string, string, string][] = [
        [manyFields.payload, manyFields.contentType, apiMessages.tooManyFiles],
        [
          truncated.payload.subarray(0, truncated.payload.length - 60),
          truncated.contentType,
          apiMessages.malformedUpload,
        ],
        [
          '--x\r\nContent-Disposition: form-data; name="PictureFile"\r\n\r\nabc',
          'multipart/form-data',
          apiMessages.malformedUpload,
        ],
        ['šiukšlės be jokios struktūros', 'multipart/form-data; boundary=niekada', apiMessages.malformedUpload],
      ];
      for (const [payload, contentType, message] of cases) {
        const response = await post(url, cookie, payload, contentType);
        expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
        expect(bodyOf(response).succeeded).toBe(false);
        expect(bodyOf(response).messages).toEqual([message]);
      }
    });
  }
});
