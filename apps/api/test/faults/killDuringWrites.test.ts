import { mkdtempSync } from 'node:fs';
import { readdir, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseConnection, openPglite, openPostgres, queryRows } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../../src/http/session.ts';
import { runHousekeeping } from '../../src/modules/housekeeping.ts';
import { createSession } from '../../src/modules/sessions/sessions.service.ts';
import { plainPicture } from '../pictures.ts';
import { createScratchDatabase, runDatabaseKind } from './localPostgres.ts';
import { type ServerProcess, startServer } from './serverProcess.ts';

/**
 * kill -9 of the real server while 50 clients create ads with two pictures each and toggle favourites over
 * real connections; then a restart (PGlite: the dead process's lock is taken over) and the housekeeping pass.
 * Afterwards: no ad without its pictures, no picture row or file without its ad, no duplicate saved rows.
 */
const CLIENTS = 50;
const PICTURES_PER_AD = 2;
/** The kill comes when this many ads were answered as created: mid-way, whatever the machine's speed. */
const KILL_AFTER_ADS = 40;

type Kind = 'pglite' | 'postgres';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A database of the test's own, prepared and closed again, so the server process can open it. */
async function prepare(kind: Kind, dataDir: string) {
  let databaseUrl: string | undefined;
  let open: () => Promise<DatabaseConnection>;
  if (kind === 'postgres') {
    const database = await createScratchDatabase();
    cleanups.push(database.drop);
    databaseUrl = database.url;
    open = () => openPostgres(database.url);
  } else {
    open = async () => {
      const connection = await openPglite({ dataDir: join(dataDir, 'pglite') });
      await connection.migrate();
      return connection;
    };
  }
  const connection = await open();
  const cookies: string[] = [];
  try {
    await prepareDatabase(connection, { maxPostPictureCount: 20 });
    const rows = await connection.db
      .insert(users)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({ email: `kill-${i}@example.com`, fullName: `Klientas ${i}` })),
      )
      .returning({ id: users.id });
    for (const row of rows)
      cookies.push(`${SESSION_COOKIE}=${(await createSession(connection.db, row.id, true)).token}`);
  } finally {
    await connection.close();
  }
  return { databaseUrl, open, cookies };
}

/** One client's work until the server is gone: ads with pictures, favourites on and off. */
async function client(server: ServerProcess, cookie: string, png: Buffer, created: number[], onCreated: () => void) {
  const headers = { cookie, 'sec-fetch-site': 'same-origin' };
  const call = async (path: string, init: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    const body = (await response.json()) as { succeeded: boolean; data: { id: number } };
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  try {
    for (let round = 0; round < 20; round += 1) {
      const pictureIds: string[] = [];
      for (let n = 0; n < PICTURES_PER_AD; n += 1) {
        const form = new FormData();
        form.append('PictureFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), `nuotrauka-${n}.png`);
        pictureIds.push(String((await call('/api/posts/UploadPicture', { method: 'POST', body: form })).data.id));
      }
      const ad = {
        title: `Skelbimas prieš avariją ${round}`,
        subCategoryId: 203,
        postType: 'sell',
        price: 10,
        pictureIds,
      };
      const { data } = await call('/api/posts/create', {
        method: 'POST',
        body: JSON.stringify(ad),
        headers: { 'content-type': 'application/json' },
      });
      created.push(data.id);
      onCreated();
      const favourite = created[(round * 7 + created.length) % created.length] as number;
      const json = { 'content-type': 'application/json' };
      await call('/api/favorites', { method: 'POST', body: JSON.stringify({ postId: favourite }), headers: json });
      await call('/api/favorites', { method: 'POST', body: JSON.stringify({ postId: favourite }), headers: json });
      if (round % 2 === 1) await call(`/api/favorites/${favourite}`, { method: 'DELETE' });
    }
  } catch (error) {
    // Only the kill may stop a client: a refused connection or a reset, never an answer other than 200.
    if (!(error instanceof TypeError)) throw error;
  }
}

/** Files under uploads/post-pictures, as storage keys. */
async function storedPictureKeys(uploadsDir: string): Promise<string[]> {
  const folder = join(uploadsDir, 'post-pictures');
  return (await readdir(folder).catch(() => [])).map((name) => `post-pictures/${name}`);
}

describe.each([runDatabaseKind])('kill -9 during writes (%s)', (kind) => {
  it('restarts and, after housekeeping, no ad lacks a picture and no picture or file lacks its ad', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `skelbimai-kill-${kind}-`));
    const { databaseUrl, open, cookies } = await prepare(kind, dataDir);
    const png = await plainPicture('png', 640, 480);

    const server = await startServer({ dataDir, databaseUrl });
    cleanups.push(() => server.kill());
    const created: number[] = [];
    let killing: Promise<void> | undefined;
    const onCreated = () => {
      if (created.length >= KILL_AFTER_ADS && !killing) killing = server.kill();
    };
    await Promise.all(cookies.map((cookie) => client(server, cookie, png, created, onCreated)));
    expect(killing, 'the server was killed mid-way, not after every client finished').toBeDefined();
    await killing;

    // The restart takes over PGlite's lock left by the killed process and serves what was committed.
    const restarted = await startServer({ dataDir, databaseUrl });
    cleanups.push(() => restarted.kill());
    for (const id of created.slice(0, 5)) {
      const response = await fetch(`${restarted.url}/api/posts/single/${id}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { pictureUploads: { url: string }[] } };
      expect(data.pictureUploads).toHaveLength(PICTURES_PER_AD);
      for (const picture of data.pictureUploads) {
        expect((await fetch(`${restarted.url}${picture.url}`)).status).toBe(200);
      }
    }
    expect(await restarted.stop()).toBe(0);

    // The housekeeping pass as it runs a day later: staged pictures past 24 h, orphan files past an hour.
    const connection = await open();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database: connection });
    try {
      await app.db.execute(
        sql`update post_pictures set created_at = now() - interval '25 hours' where post_id is null`,
      );
      const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
      for (const key of await storedPictureKeys(app.config.uploadsDir)) {
        await utimes(join(app.config.uploadsDir, key), dayAgo, dayAgo);
      }
      await runHousekeeping(app);

      const ads = await queryRows<{ id: number; pictures: number }>(
        app.db,
        sql`select p.id, count(pp.id)::int as pictures from posts p left join post_pictures pp on pp.post_id = p.id
              group by p.id`,
      );
      // Every ad answered as created survived, and every ad that exists has all its pictures.
      expect(ads.map((ad) => ad.id)).toEqual(expect.arrayContaining(created));
      expect(ads.filter((ad) => ad.pictures !== PICTURES_PER_AD)).toEqual([]);
      const pictureRows = await queryRows<{ post_id: number | null; large_key: string; thumbnail_key: string }>(
        app.db,
        sql`select post_id, large_key, thumbnail_key from post_pictures`,
      );
      expect(pictureRows.filter((row) => row.post_id === null)).toEqual([]);
      const rowKeys = pictureRows.flatMap((row) => [row.large_key, row.thumbnail_key]).sort();
      const fileKeys = (await storedPictureKeys(app.config.uploadsDir)).sort();
      expect(fileKeys).toEqual(rowKeys); // no file without a row, no row without its files, no '.partial'
      for (const key of fileKeys) expect((await stat(join(app.config.uploadsDir, key))).size).toBeGreaterThan(0);
      const duplicates = await queryRows(
        app.db,
        sql`select user_id, post_id from favorite_posts group by user_id, post_id having count(*) > 1`,
      );
      expect(duplicates).toEqual([]);
    } finally {
      await app.close();
    }
  }, 600_000);
});
