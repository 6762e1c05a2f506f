import { tmpdir } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/faults/localPostgres.ts';
import { createLocalPictureStorage } from '../adapters/storage/local.ts';
import { AppError } from '../http/errors.ts';
import { visiblePostCountsByCategory } from '../modules/post-visibility/postCounts.service.ts';
import { getPost } from '../modules/posts/posts.service.ts';
import { type Database, POSTGRES_SESSION_OPTIONS } from './client.ts';
import { prepared } from './prepared.ts';
import * as schema from './schema/index.ts';

// The fixed statements every ad page and list page runs are named prepared statements on PostgreSQL
// (DECISIONS #99): planned once per connection. One client here, so the statements it prepared can be read
// back from pg_prepared_statements on the same session.

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let client: pg.Client;
let db: Database;
beforeAll(async () => {
  scratch = await createScratchDatabase();
  client = new pg.Client({ connectionString: scratch.url, options: POSTGRES_SESSION_OPTIONS });
  await client.connect();
  db = drizzle({ client, schema }) as unknown as Database;
});
afterAll(async () => {
  await client?.end();
  await scratch?.drop();
});

const preparedNames = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

describe('prepared statements', () => {
  it('the ad page and the lists’ total run as named statements, prepared once on the connection', async () => {
    const storage = createLocalPictureStorage(tmpdir());
    const missing = () => getPost(db, storage, null, 2_000_000_000);
    await expect(missing()).rejects.toBeInstanceOf(AppError);
    await visiblePostCountsByCategory(db);
    expect(await preparedNames()).toEqual(['ad_row_by_id', 'visible_post_counts']);
    // Run again: the connection reuses them (preparing a name twice would be an error).
    await expect(missing()).rejects.toMatchObject({ status: 404 });
    expect(await visiblePostCountsByCategory(db)).toBeInstanceOf(Map);
    expect(await preparedNames()).toEqual(['ad_row_by_id', 'visible_post_counts']);
  });

  it('builds a statement once per database object', () => {
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = prepared(db, 'test_once', build);
    expect(prepared(db, 'test_once', build)).toBe(first);
    const other = {} as Database;
    expect(prepared(other, 'test_once', build)).not.toBe(first);
    expect(builds).toBe(2);
  });
});
