import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';

/**
 * Counts every row written, so the fuzz can tell whether a refused request changed data. A row-level
 * trigger on every table adds one to a single counter row: reading it is one tiny query per request, and a
 * statement that touches no row counts nothing (a statement-level trigger would fire for `UPDATE … WHERE
 * false` too). The counter rolls back with the transaction it was written in, like the data.
 *
 * Tables a refused request is meant to write are left out, each for its reason:
 */
export const WRITTEN_BY_REFUSED_REQUESTS: Record<string, string> = {
  rate_limit_counters: 'a refused sign-in or code request is exactly what the limits count',
  verification_codes: 'a wrong code is counted against the code (void after 3 wrong entries)',
  sessions: 'any request with a session slides its expiry; a dead session is deleted',
  outbox: 'the sender marks queued messages sent in the background, during whatever request runs then',
  account_exports:
    'an export an earlier request asked for is built in the background, during whatever request runs then',
};

const COUNTER_TABLE = 'fuzz_write_counter';

export async function installWriteCounter(app: App): Promise<void> {
  await app.db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${COUNTER_TABLE} (id int PRIMARY KEY, n bigint NOT NULL)`));
  await app.db.execute(sql.raw(`INSERT INTO ${COUNTER_TABLE} VALUES (1, 0) ON CONFLICT DO NOTHING`));
  await app.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE ${COUNTER_TABLE} SET n = n + 1 WHERE id = 1; RETURN NULL; END $$`),
  );
  const result = await app.db.execute(
    sql.raw(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
  );
  for (const { table_name: table } of rowsOf<{ table_name: string }>(result)) {
    if (table === COUNTER_TABLE || table in WRITTEN_BY_REFUSED_REQUESTS || table.startsWith('__drizzle')) continue;
    await app.db.execute(
      sql.raw(
        `CREATE OR REPLACE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
      ),
    );
  }
}

/** Rows written so far in the watched tables. */
export async function writeCount(app: App): Promise<number> {
  const result = await app.db.execute(sql.raw(`SELECT n FROM ${COUNTER_TABLE} WHERE id = 1`));
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n);
}

/** PGlite answers { rows }, node-postgres a QueryResult with rows too. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
