import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf } from '../../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/posts/GetMaxPostPictureCount', () => {
  it('defaults to 20 pictures', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/posts/GetMaxPostPictureCount' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ succeeded: true, data: 20, messages: [], errors: [] });
  });

  it('matches the path however it is cased, with or without a trailing slash', async () => {
    for (const url of ['/api/posts/getmaxpostpicturecount', '/API/Posts/GetMaxPostPictureCount/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
    }
  });
});
