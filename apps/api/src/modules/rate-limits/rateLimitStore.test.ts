import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import type { App } from '../../app.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

/** A route's `config.rateLimit` (@fastify/rate-limit) counted in the shared rows, one count per route. */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  app.get('/api/test/limited-a', { config: { rateLimit: { max: 2, timeWindow: 3_600_000 } } }, async () => ({}));
  app.get('/api/test/limited-b', { config: { rateLimit: { max: 2, timeWindow: 3_600_000 } } }, async () => ({}));
});
afterAll(async () => {
  await app?.close();
});

const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('route rate limits in the database', () => {
  it('counts each route on its own, in rows every process reads', async () => {
    expect([await statusOf('/api/test/limited-a'), await statusOf('/api/test/limited-a')]).toEqual([200, 200]);
    expect(await statusOf('/api/test/limited-a')).toBe(429);
    // Another route's limit is untouched by the first one's count.
    expect(await statusOf('/api/test/limited-b')).toBe(200);

    const rows = await app.db
      .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'route:%'));
    expect(rows.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'route:GET:/api/test/limited-a:127.0.0.1', hits: 3 },
      { key: 'route:GET:/api/test/limited-b:127.0.0.1', hits: 1 },
    ]);
  });

  it('a count kept by another process applies here too', async () => {
    // As if a second process had answered this client twice in the same window.
    await app.db
      .update(rateLimitCounters)
      .set({ hits: 2 })
      .where(like(rateLimitCounters.key, 'route:GET:/api/test/limited-b:%'));
    expect(await statusOf('/api/test/limited-b')).toBe(429);
  });
});
