import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { okResponse } from '../../src/http/envelope.ts';
import { AppError } from '../../src/http/errors.ts';
import { buildTestApp } from '../buildTestApp.ts';
import { fuzz } from './fuzzer.ts';

/**
 * The fuzz can fail: routes that break each rule, added to a real app, are caught. They are also proof that
 * a route nobody listed is found (the fuzz reads them from the OpenAPI document like any other).
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  const body = z.object({ title: z.string().max(10) });
  app.post('/api/fuzz-proof/refuse-after-write', { schema: { body } }, async () => {
    await app.db.execute(sql`update categories set name = name`);
    throw AppError.badRequest('Atmesta.');
  });
  app.post('/api/fuzz-proof/crash', { schema: { body } }, async (request) => {
    if (request.body.title.includes('a')) throw new Error('boom');
    return { succeeded: true, data: null, messages: [], errors: [] };
  });
  app.get(
    '/api/fuzz-proof/plain',
    { schema: { querystring: z.object({ q: z.string().optional() }) } },
    async (_request, reply) => reply.type('text/plain').send('OK'),
  );
  // Fails as PostgreSQL's websearch_to_tsquery did on 33 '-' in a row, behind a length limit.
  app.get(
    '/api/fuzz-proof/search',
    { schema: { querystring: z.object({ q: z.string().max(50).optional(), page: z.coerce.number().optional() }) } },
    async (request) => {
      if (/-{33}/.test(request.query.q ?? '')) throw new Error('tsquery stack too small');
      return { succeeded: true, data: [], messages: [], errors: [] };
    },
  );
  // Documents a 200 of { count: number }, answers 409 for one query and a count that is text for another.
  app.get(
    '/api/fuzz-proof/documented',
    {
      schema: {
        querystring: z.object({ q: z.string().optional() }),
        response: { 200: okResponse(z.object({ count: z.number() })) },
      },
    },
    async (request, reply) => {
      if (request.query.q?.includes('a')) throw new AppError(409, 'Nesutampa.');
      // Sent as text: the serializer would refuse it, and the fuzz must see such a body even so.
      const text = '{"succeeded":true,"data":{"count":"du"},"messages":[],"errors":[]}';
      return reply.type('application/json').send(text as never);
    },
  );
});
afterAll(async () => {
  await app?.close();
});

const reasonsFor = async (path: string) => {
  const report = await fuzz(app, { seed: 7, requests: 60, only: (operation) => operation.path === path });
  expect(report.routes).toBe(1);
  return new Set(report.failures.map((failure) => failure.reason));
};

describe('the fuzz harness', () => {
  it('catches a refused request that wrote rows', async () => {
    expect([...(await reasonsFor('/api/fuzz-proof/refuse-after-write'))]).toContainEqual(
      expect.stringMatching(/^refused, yet \d+ row\(s\) written$/),
    );
  });

  it('catches a 5xx', async () => {
    expect(await reasonsFor('/api/fuzz-proof/crash')).toContain('server error');
  });

  it('catches an /api answer that is not the envelope', async () => {
    expect(await reasonsFor('/api/fuzz-proof/plain')).toContain('not the envelope');
  });

  it('holds every answer to the OpenAPI document: a status it does not list, a body its schema refuses', async () => {
    const reasons = await reasonsFor('/api/fuzz-proof/documented');
    expect(reasons).toContain('undocumented status 409');
    expect(reasons).toContain('status 200: the body breaks its documented schema (/data/count must be number)');
  });

  it('gives every text field search-looking text, cut to its length, so a parser that fails on it is caught', async () => {
    const report = await fuzz(app, {
      seed: 7,
      requests: 0,
      only: (operation) => operation.path === '/api/fuzz-proof/search',
      searchTextSweep: true,
    });
    expect(report.swept).toBeGreaterThan(0);
    expect(report.failures.map((failure) => failure.reason)).toContain('server error');
    expect(report.failures[0]?.request.url).toMatch(/q=-{33}/);
  });
});
