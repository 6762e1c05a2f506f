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

describe('GET /api/auth/myProfile', () => {
  it('answers 401 Prisijunkite. while there are no sessions', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/myProfile' });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toEqual({ succeeded: false, data: null, messages: ['Prisijunkite.'], errors: [] });
  });
});
