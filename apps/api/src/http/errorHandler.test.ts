import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf } from '../../test/factories.ts';
import { AppError } from './errors.ts';
import { apiMessages } from './messages.ts';

/** Routes that exist only in this test, to drive each branch of the one error handler. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/validate',
    { schema: { body: z.object({ emailOrPhone: z.string().min(1), password: z.string().min(8).max(20) }) } },
    async () => ({ succeeded: true }),
  );
  app.get(
    '/validate-query',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async () => ({
      succeeded: true,
    }),
  );
  app.get('/app-error', async () => {
    throw AppError.conflict('Toks el. paštas jau užregistruotas.', [
      { property: 'emailOrPhone', errors: ['Toks el. paštas jau užregistruotas.'] },
    ]);
  });
  app.get('/crash', async () => {
    throw new Error('connection refused at db.internal:5432 — secret detail');
  });
  app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ succeeded: true }));
};

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  await app.register(testRoutes, { prefix: '/api/test' });
});
afterAll(async () => {
  await app?.close();
});

describe('request validation', () => {
  it('answers 400 with Lithuanian messages per property', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/validate', payload: { password: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: ['Patikrinkite pažymėtus laukelius.'],
      errors: [
        { property: 'emailOrPhone', errors: ['Laukelis yra privalomas.'] },
        { property: 'password', errors: ['Turi būti sudarytas bent iš 8 simbolių.'] },
      ],
    });
  });

  it('validates the query string the same way', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/validate-query?page=0' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).errors).toEqual([{ property: 'page', errors: ['Turi būti ne mažiau kaip 1.'] }]);
  });

  it('answers 400 with a Lithuanian message when the JSON body is malformed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrPhone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: [apiMessages.malformedBody],
      errors: [],
    });
  });
});

describe('AppError', () => {
  it('keeps its status, messages and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: ['Toks el. paštas jau užregistruotas.'],
      errors: [{ property: 'emailOrPhone', errors: ['Toks el. paštas jau užregistruotas.'] }],
    });
  });
});

describe('unknown API routes', () => {
  it('answer 404 with the raw not-found text, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({
        succeeded: false,
        data: null,
        messages: ['This page could not be found'],
        errors: [],
      });
    }
  });

  it('answer 404 JSON even to a browser asking for HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with the generic Lithuanian message and no detail or stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: ['Įvyko serverio klaida.'],
      errors: [],
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
    expect(response.body).not.toContain('.ts');
  });
});

describe('rate limiting', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 in Lithuanian once a route limit is exceeded', async () => {
    // Limits count in fixed windows (a minute here): two requests either side of a minute's end would each be
    // the first of their window, so the clock stands still in the middle of one.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:30Z') });
    expect((await app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: ['Per daug užklausų. Pabandykite vėliau.'],
      errors: [],
    });
    expect(response.headers['retry-after']).toBeDefined();
  });
});
