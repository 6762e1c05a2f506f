import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import type { SharedKey } from '../../src/http/sharedCache.ts';
import { onForgetHeard } from '../../src/http/sharedCacheSync.ts';
import { bodyOf, createUser, sessionCookie } from '../factories.ts';
import { createScratchDatabase } from './localPostgres.ts';

/**
 * Two apps on one PostgreSQL database, as two processes have (each its own pool, cache and listening
 * connection): a write through one makes the other forget its cached answer at once, not after the
 * cache's 10 s (sharedCacheSync.ts). Runs on every run: the machine's PostgreSQL is always there.
 */
let first: App;
let second: App;
let database: Awaited<ReturnType<typeof createScratchDatabase>>;

const appOn = async (url: string) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skelbimai-test-data-')),
      WEB_DIST_DIR: join(tmpdir(), 'skelbimai-test-no-web-build'),
    }),
    database: await openPostgres(url),
  });

beforeAll(async () => {
  database = await createScratchDatabase();
  first = await appOn(database.url);
  second = await appOn(database.url);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

type Tree = { id: number; postCount: number }[];

async function categoryCount(app: App, id: number): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/categories/get' });
  expect(response.statusCode).toBe(200);
  return bodyOf<{ data: Tree }>(response).data.find((category) => category.id === id)?.postCount ?? -1;
}

describe('cached answers with two apps on one database', () => {
  it('a new ad through one app shows in the other app’s category counts at once', async () => {
    const before = await categoryCount(second, 400); // now cached by the second app
    const heard = new Promise<SharedKey[]>((resolve) => onForgetHeard(second.db, resolve));

    const user = await createUser(first);
    const created = await first.inject({
      method: 'POST',
      url: '/api/posts/create',
      headers: { cookie: await sessionCookie(first, user), 'sec-fetch-site': 'same-origin' },
      payload: { title: 'Spinta iš kito proceso', subCategoryId: 401, postType: 'sell' },
    });
    expect(created.statusCode).toBe(200);

    // An ad write changes the category counts, the words suggested while typing and the lists' TOP blocks.
    expect(await heard).toEqual(['categoryTree', 'searchSuggestions', 'topBlocks']);
    expect(await categoryCount(second, 400)).toBe(before + 1);
  });
});
