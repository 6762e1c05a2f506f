import { openPostgres } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/migrate.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../testDatabase.ts';

/**
 * The machine's PostgreSQL for the fault tests, which need a real server to cut off or to share with a child
 * process whatever database the rest of the run uses: TEST_DATABASE_URL, else the local trust login.
 */
export const localPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The database kind this run tests: PostgreSQL under `npm run test:api:pg` (TEST_DATABASE_URL), else PGlite.
 * The slow process-level fault tests (kill -9, the stream soak) take the run's own kind, so CI's two API runs
 * cover both kinds once each instead of both kinds twice.
 */
export const runDatabaseKind = process.env.TEST_DATABASE_URL ? ('postgres' as const) : ('pglite' as const);

/** A fresh migrated and seeded database of its own; `drop` removes it (connections are forced off). */
export async function createScratchDatabase(maxPostPictureCount = 20) {
  const name = uniqueDatabaseName('skelbimai_fault');
  await adminQuery(localPostgresUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(localPostgresUrl, name);
  const connection = await openPostgres(url);
  try {
    await prepareDatabase(connection, { maxPostPictureCount });
  } finally {
    await connection.close();
  }
  return {
    name,
    url,
    drop: () => adminQuery(localPostgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
