import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import { bodyOf } from '../factories.ts';
import { createScratchDatabase, localPostgresUrl } from './localPostgres.ts';
import { startTcpProxy, type TcpProxy } from './tcpProxy.ts';

/**
 * PostgreSQL going away while the server runs, for real: the app's pool reaches a database of its own through
 * a TCP proxy that the test cuts and restores. Runs on every run (the machine's PostgreSQL is always there).
 */
let app: App;
let proxy: TcpProxy;
let database: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  database = await createScratchDatabase();
  const target = new URL(localPostgresUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skelbimai-test-data-')),
    WEB_DIST_DIR: join(tmpdir(), 'skelbimai-test-no-web-build'),
  });
  app = await buildApp({ config, database: await openPostgres(throughProxy.toString()) });
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.drop();
});

const unavailable = 'Paslauga laikinai nepasiekiama. Bandykite vėliau.';

describe('PostgreSQL unreachable for a while', () => {
  it('answers 503 with Retry-After and a Lithuanian message, then recovers by itself', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(200);
    expect(bodyOf(before)).toEqual({
      succeeded: true,
      data: { status: 'ok', database: 'ok' },
      messages: [],
      errors: [],
    });
    // Warm the pool, so idle connections exist and are lost in the cut (their 'error' must not crash anything).
    // Other lists than the ones asked below: a guest's list kept in memory would be answered without the database.
    await Promise.all([3, 4, 5].map((page) => app.inject({ method: 'GET', url: `/api/posts/list?page=${page}` })));

    await proxy.cut();
    for (const url of ['/api/posts/list', '/api/posts/single/1', '/api/categories/get', '/api/posts/showcase']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(bodyOf(response), url).toEqual({ succeeded: false, data: null, messages: [unavailable], errors: [] });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(bodyOf(health)).toEqual({
      succeeded: false,
      data: { status: 'ok', database: 'unavailable' },
      messages: [unavailable],
      errors: [],
    });

    await proxy.restore();
    const after = await app.inject({ method: 'GET', url: '/api/posts/list' });
    expect(after.statusCode).toBe(200);
    expect(bodyOf(after).succeeded).toBe(true);
    const healthAfter = await app.inject({ method: 'GET', url: '/api/health' });
    expect(healthAfter.statusCode).toBe(200);
    expect(bodyOf(healthAfter).data).toEqual({ status: 'ok', database: 'ok' });
  });

  it('a write refused during the outage changes nothing once the database is back', async () => {
    await proxy.cut();
    const register = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { emailOrPhone: 'nutruko@example.com', password: 'Slaptas-zodis-42' },
      });
    const refused = await register();
    expect(refused.statusCode).toBe(503);
    expect(bodyOf(refused).messages).toEqual([unavailable]);
    await proxy.restore();
    // The address is still free: the refused registration left no account behind.
    const accepted = await register();
    expect(accepted.statusCode).toBe(200);
    expect(bodyOf(accepted).succeeded).toBe(true);
  });
});
