import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../test/factories.ts';
import { apiMessages } from './messages.ts';
import { jsonLimits, jsonNestsDeeperThan } from './requestLimits.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = await sessionCookie(app, await createUser(app));
});
afterAll(async () => {
  await app?.close();
});

const post = (payload: string, url = '/api/auth/ChangeProfileName') =>
  app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestsDeeperThan(nested(16), 16)).toBe(false);
    expect(jsonNestsDeeperThan(nested(17), 16)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'x\\"[[[[[[' }), 2)).toBe(false);
  });

  it('a body nested past the limit is a 400 in the envelope', async () => {
    const response = await post(`{"newFullName":${nested(jsonLimits.depth)}}`);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).messages).toEqual([apiMessages.jsonTooDeep]);
  });

  it('100,000 levels do not reach JSON.parse (first the size limit)', async () => {
    const response = await post(nested(100_000));
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response).messages).toEqual([apiMessages.payloadTooLarge]);
  });
});

describe('JSON size', () => {
  it('a body over 64 KiB is a 413 in the envelope; under it is read', async () => {
    const big = await post(JSON.stringify({ newFullName: 'a'.repeat(jsonLimits.bodyBytes) }));
    expect(big.statusCode).toBe(413);
    expect(bodyOf(big)).toEqual({ succeeded: false, data: null, messages: [apiMessages.payloadTooLarge], errors: [] });
    const fits = await post(JSON.stringify({ newFullName: 'a'.repeat(jsonLimits.bodyBytes - 100) }));
    expect(fits.statusCode).toBe(400);
    expect(bodyOf(fits).errors).toEqual([{ property: 'newFullName', errors: [expect.stringContaining('60')] }]);
  });
});

describe('prototype keys', () => {
  it.each([
    '{"__proto__":{"isAdmin":true},"newFullName":"Jonas"}',
    '{"constructor":{"prototype":{"isAdmin":true}},"newFullName":"Jonas"}',
  ])('%s is refused as malformed and pollutes nothing', async (payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).messages).toEqual([apiMessages.malformedBody]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('broken multipart', () => {
  it.each([
    [
      'cut off mid-part',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="PictureFile"; filename="a.jpg"\r\n\r\nab',
    ],
    ['without a boundary', 'multipart/form-data', '--b\r\n'],
  ])('%s is a 400 in the envelope, not a 500', async (_name, type, payload) => {
    for (const url of ['/api/posts/UploadPicture', '/api/auth/UploadProfilePicture']) {
      const response = await app.inject({ method: 'POST', url, headers: { cookie, 'content-type': type }, payload });
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response).messages).toEqual([apiMessages.malformedUpload]);
    }
  });
});

describe('router errors', () => {
  it('a malformed path is a 400 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts/single/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ succeeded: false, data: null, errors: [] });
  });
});
