import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Envelope, User } from '@skelbimai/contract';
import { errorMessages } from '@skelbimai/contract';
import { pngClaiming } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { jpegFile, multipart, phoneCameraJpeg, type UploadFile } from '../../../test/pictures.ts';
import { MAX_PICTURE_BYTES } from '../../adapters/images/index.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { authMessages, pictureMessages } from '../../http/messages.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface UploadAnswer {
  pictureUrl: string | null;
  localPictureUrl: string | null;
}

const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/vartotojas=s96-c';
const FACEBOOK_PICTURE = 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1';

async function upload(cookie: string | undefined, fields: Record<string, string | UploadFile>) {
  const { payload, headers } = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: '/api/auth/UploadProfilePicture',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

function postJson(url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}

async function rowOf(id: string): Promise<UserRow> {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user missing');
  return row;
}

const uploadedFiles = async () =>
  existsSync(join(app.config.uploadsDir, 'profile-pictures'))
    ? (await readdir(join(app.config.uploadsDir, 'profile-pictures'))).sort()
    : [];

async function userWithUpload(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(app, overrides);
  const cookie = await sessionCookie(app, user);
  const response = await upload(cookie, { PictureFile: jpegFile(await phoneCameraJpeg()) });
  expect(response.statusCode).toBe(200);
  return { user: await rowOf(user.id), cookie, urls: bodyOf<Envelope<UploadAnswer>>(response).data as UploadAnswer };
}

describe('POST /api/auth/UploadProfilePicture', () => {
  it('stores an upright 512 px square WebP without EXIF or GPS and serves it at its URL', async () => {
    const input = await phoneCameraJpeg();
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) is really in the input.
    expect(inputMetadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const user = await createUser(app, { googlePictureUrl: GOOGLE_PICTURE, pictureSource: 'google' });
    const cookie = await sessionCookie(app, user);
    const response = await upload(cookie, { PictureFile: jpegFile(input) });
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Envelope<UploadAnswer>>(response);
    expect(body.messages).toEqual([authMessages.pictureUploaded]);
    const url = body.data?.localPictureUrl as string;
    expect(url).toMatch(/^\/uploads\/profile-pictures\/[0-9a-f]{32}\.webp$/);
    // Uploading makes the local picture the one shown.
    expect(body.data?.pictureUrl).toBe(url);
    expect(await rowOf(user.id)).toMatchObject({
      pictureSource: 'local',
      localPictureKey: url.slice('/uploads/'.length),
    });

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const output = served.rawPayload;
    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    for (const marker of ['Exif', 'Testas', 'Telefonas']) expect(output.includes(Buffer.from(marker))).toBe(false);

    // Turned upright: the red top of the stored photo is on the viewer's right after a 90° clockwise turn.
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]] as number[];
    };
    const [leftRed, , leftBlue] = pixel(40, 256);
    const [rightRed, , rightBlue] = pixel(470, 256);
    expect(leftBlue).toBeGreaterThan(200);
    expect(leftRed).toBeLessThan(50);
    expect(rightRed).toBeGreaterThan(200);
    expect(rightBlue).toBeLessThan(50);
  });

  it('never enlarges a small picture, only squares it', async () => {
    const small = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    const user = await createUser(app);
    const response = await upload(await sessionCookie(app, user), {
      PictureFile: { data: small, filename: 'a.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const served = await app.inject({
      method: 'GET',
      url: bodyOf<Envelope<UploadAnswer>>(response).data?.localPictureUrl as string,
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120, height: 120 });
  });

  it('replaces the previous upload and deletes its file', async () => {
    const { user, cookie, urls } = await userWithUpload();
    const second = await upload(cookie, { PictureFile: jpegFile(await phoneCameraJpeg()) });
    expect(second.statusCode).toBe(200);
    const newUrl = bodyOf<Envelope<UploadAnswer>>(second).data?.localPictureUrl as string;
    expect(newUrl).not.toBe(urls.localPictureUrl);
    expect((await app.inject({ method: 'GET', url: urls.localPictureUrl as string })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    expect(existsSync(join(app.config.uploadsDir, (urls.localPictureUrl as string).slice('/uploads/'.length)))).toBe(
      false,
    );
    expect((await rowOf(user.id)).localPictureKey).toBe(newUrl.slice('/uploads/'.length));
  });

  it('refuses a text file named .jpg by its content, changing nothing', async () => {
    const { user, cookie } = await userWithUpload();
    const filesBefore = await uploadedFiles();
    const response = await upload(cookie, {
      PictureFile: {
        data: Buffer.from('Tai ne nuotrauka, o tekstas.\n'),
        filename: 'nuotrauka.jpg',
        type: 'image/jpeg',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: [pictureMessages.notImage('nuotrauka.jpg')],
      errors: [{ property: 'PictureFile', errors: [pictureMessages.notImage('nuotrauka.jpg')] }],
    });
    expect(await rowOf(user.id)).toEqual(user);
    expect(await uploadedFiles()).toEqual(filesBefore);
  });

  it('refuses an SVG and a truncated JPEG', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const svgAnswer = await upload(cookie, { PictureFile: { data: svg, filename: 'a.svg', type: 'image/svg+xml' } });
    expect(svgAnswer.statusCode).toBe(400);
    const jpeg = await phoneCameraJpeg();
    const truncated = await upload(cookie, { PictureFile: jpegFile(jpeg.subarray(0, Math.floor(jpeg.length / 2))) });
    expect(truncated.statusCode).toBe(400);
    expect(bodyOf(truncated).messages).toEqual([pictureMessages.notImage('IMG_0001.JPG')]);
    expect((await rowOf(user.id)).localPictureKey).toBeNull();
  });

  it('refuses a file over 10 MB with 413 on PictureFile', async () => {
    const { user, cookie } = await userWithUpload();
    const filesBefore = await uploadedFiles();
    const response = await upload(cookie, { PictureFile: jpegFile(Buffer.alloc(MAX_PICTURE_BYTES + 1, 0xff)) });
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response).errors).toEqual([
      { property: 'PictureFile', errors: [pictureMessages.tooLarge('IMG_0001.JPG')] },
    ]);
    expect(await rowOf(user.id)).toEqual(user);
    expect(await uploadedFiles()).toEqual(filesBefore);
  });

  it('refuses a picture of more than 40 megapixels (a small file claiming a huge canvas)', async () => {
    const user = await createUser(app);
    const response = await upload(await sessionCookie(app, user), {
      PictureFile: { data: pngClaiming(10_000, 5_000), filename: 'bomb.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).errors).toEqual([
      { property: 'PictureFile', errors: [pictureMessages.tooManyPixels('bomb.png')] },
    ]);
    expect((await rowOf(user.id)).localPictureKey).toBeNull();
  });

  it('asks for a file when none is sent', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const empty = await upload(cookie, { Other: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).errors).toEqual([{ property: 'PictureFile', errors: [pictureMessages.required] }]);
    const json = await postJson('/api/auth/UploadProfilePicture', cookie, {});
    expect(json.statusCode).toBe(400);
    expect(bodyOf(json).errors).toEqual([{ property: 'PictureFile', errors: [pictureMessages.required] }]);
  });

  it('lets an administrator upload for another user, and nobody else', async () => {
    const admin = await createUser(app, { authRole: 'administrator' });
    const member = await createUser(app);
    const other = await createUser(app);
    const picture = jpegFile(await phoneCameraJpeg());

    const byAdmin = await upload(await sessionCookie(app, admin), { UserId: member.id, PictureFile: picture });
    expect(byAdmin.statusCode).toBe(200);
    const memberKey = (await rowOf(member.id)).localPictureKey;
    expect(memberKey).toBeTruthy();
    expect((await rowOf(admin.id)).localPictureKey).toBeNull();

    const byOther = await upload(await sessionCookie(app, other), { PictureFile: picture, UserId: member.id });
    expect(byOther.statusCode).toBe(403);
    expect(bodyOf(byOther).messages).toEqual([errorMessages.forbidden]);
    expect((await rowOf(member.id)).localPictureKey).toBe(memberKey);
    expect((await rowOf(other.id)).localPictureKey).toBeNull();

    // Naming yourself is fine for anyone.
    expect((await upload(await sessionCookie(app, other), { UserId: other.id, PictureFile: picture })).statusCode).toBe(
      200,
    );
    const unknown = await upload(await sessionCookie(app, admin), { UserId: 'not-a-user', PictureFile: picture });
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown).messages).toEqual([authMessages.pictureUserNotFound]);
  });

  it('is for signed-in users only', async () => {
    const response = await upload(undefined, { PictureFile: jpegFile(await phoneCameraJpeg()) });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).messages).toEqual([errorMessages.unauthorized]);
  });
});

describe('POST /api/auth/ChangeProfilePicture', () => {
  it('switches among the pictures the account has and refuses one it lacks', async () => {
    const { user, cookie, urls } = await userWithUpload({ googlePictureUrl: GOOGLE_PICTURE });
    const toGoogle = await postJson('/api/auth/ChangeProfilePicture', cookie, { profilePictureSourceType: 'google' });
    expect(toGoogle.statusCode).toBe(200);
    expect(bodyOf(toGoogle).data).toEqual({ profilePictureSourceType: 'google', pictureUrl: GOOGLE_PICTURE });
    expect((await rowOf(user.id)).pictureSource).toBe('google');

    const toFacebook = await postJson('/api/auth/ChangeProfilePicture', cookie, {
      profilePictureSourceType: 'facebook',
    });
    expect(toFacebook.statusCode).toBe(400);
    expect(bodyOf(toFacebook).errors).toEqual([
      { property: 'profilePictureSourceType', errors: [authMessages.pictureNoFacebook] },
    ]);
    expect((await rowOf(user.id)).pictureSource).toBe('google');

    const toLocal = await postJson('/api/auth/ChangeProfilePicture', cookie, { profilePictureSourceType: 'local' });
    expect(bodyOf(toLocal).data).toEqual({ profilePictureSourceType: 'local', pictureUrl: urls.localPictureUrl });
  });

  it('refuses local without an upload, and an unknown source type', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const local = await postJson('/api/auth/ChangeProfilePicture', cookie, { profilePictureSourceType: 'local' });
    expect(local.statusCode).toBe(400);
    expect(bodyOf(local).errors).toEqual([
      { property: 'profilePictureSourceType', errors: [authMessages.pictureNoLocal] },
    ]);
    const unknown = await postJson('/api/auth/ChangeProfilePicture', cookie, { profilePictureSourceType: 'myspace' });
    expect(unknown.statusCode).toBe(400);
  });

  it('acts on another user only for an administrator', async () => {
    const member = await createUser(app, { facebookPictureUrl: FACEBOOK_PICTURE });
    const other = await sessionCookie(app, await createUser(app));
    const body = { profilePictureSourceType: 'facebook', targetUserId: member.id };
    expect((await postJson('/api/auth/ChangeProfilePicture', other, body)).statusCode).toBe(403);
    expect((await rowOf(member.id)).pictureSource).toBe('local');
    const admin = await sessionCookie(app, await createUser(app, { authRole: 'Administrator' }));
    const byAdmin = await postJson('/api/auth/ChangeProfilePicture', admin, body);
    expect(byAdmin.statusCode).toBe(200);
    expect(bodyOf(byAdmin).data).toEqual({ profilePictureSourceType: 'facebook', pictureUrl: FACEBOOK_PICTURE });
  });

  it('is for signed-in users only', async () => {
    const response = await postJson('/api/auth/ChangeProfilePicture', undefined, { profilePictureSourceType: 'local' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/DeleteProfilePicture', () => {
  it('deletes the file and falls back to the Google picture when the upload was shown', async () => {
    const { user, cookie, urls } = await userWithUpload({
      googlePictureUrl: GOOGLE_PICTURE,
      facebookPictureUrl: FACEBOOK_PICTURE,
    });
    const response = await postJson('/api/auth/DeleteProfilePicture', cookie);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Envelope<User>>(response);
    expect(body.messages).toEqual([authMessages.pictureDeleted]);
    expect(body.data).toMatchObject({
      id: user.id,
      localPictureUrl: null,
      profilePictureSourceType: 'google',
      pictureUrl: GOOGLE_PICTURE,
    });
    expect((await app.inject({ method: 'GET', url: urls.localPictureUrl as string })).statusCode).toBe(404);
    expect((await rowOf(user.id)).localPictureKey).toBeNull();
  });

  it('falls back to Facebook, or to no picture, and keeps a provider picture that was chosen', async () => {
    const facebookOnly = await userWithUpload({ facebookPictureUrl: FACEBOOK_PICTURE });
    const toFacebook = await postJson('/api/auth/DeleteProfilePicture', facebookOnly.cookie);
    expect(bodyOf<Envelope<User>>(toFacebook).data).toMatchObject({
      profilePictureSourceType: 'facebook',
      pictureUrl: FACEBOOK_PICTURE,
    });

    const none = await userWithUpload();
    const toNothing = await postJson('/api/auth/DeleteProfilePicture', none.cookie);
    expect(bodyOf<Envelope<User>>(toNothing).data).toMatchObject({
      profilePictureSourceType: 'local',
      pictureUrl: null,
    });

    const googleChosen = await userWithUpload({ googlePictureUrl: GOOGLE_PICTURE });
    await postJson('/api/auth/ChangeProfilePicture', googleChosen.cookie, { profilePictureSourceType: 'google' });
    const keep = await postJson('/api/auth/DeleteProfilePicture', googleChosen.cookie);
    expect(bodyOf<Envelope<User>>(keep).data).toMatchObject({
      profilePictureSourceType: 'google',
      localPictureUrl: null,
    });
  });

  it('acts on another user only for an administrator', async () => {
    const member = await userWithUpload();
    const other = await sessionCookie(app, await createUser(app));
    const forbidden = await postJson('/api/auth/DeleteProfilePicture', other, { targetUserId: member.user.id });
    expect(forbidden.statusCode).toBe(403);
    expect((await rowOf(member.user.id)).localPictureKey).toBe(member.user.localPictureKey);
    const admin = await sessionCookie(app, await createUser(app, { authRole: 'Administrator' }));
    const byAdmin = await postJson('/api/auth/DeleteProfilePicture', admin, { targetUserId: member.user.id });
    expect(byAdmin.statusCode).toBe(200);
    expect((await rowOf(member.user.id)).localPictureKey).toBeNull();
  });

  it('is for signed-in users only', async () => {
    expect((await postJson('/api/auth/DeleteProfilePicture', undefined)).statusCode).toBe(401);
  });
});
