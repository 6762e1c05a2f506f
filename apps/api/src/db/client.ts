import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './dataDirLock.ts';
import * as schema from './schema/index.ts';

/**
 * One database type for both drivers. Services only see `Database`, so the same queries run on embedded
 * PGlite (the default) and on PostgreSQL (DATABASE_URL); driver-specific results are not exposed.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (src/db/migrations) with drizzle-orm's migrator for this driver. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, for tests that dump it (undefined on PostgreSQL). */
  pglite?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// The extensions the search migration creates; PGlite only has those passed here.
const pgliteExtensions = { pg_trgm, unaccent };

export interface PgliteOptions {
  /** A folder to persist in; omitted means in memory. */
  dataDir?: string;
  /** A dump (PGlite.dumpDataDir) to start from instead of running initdb: how tests get a migrated database fast. */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseConnection> {
  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Session settings of the app's PostgreSQL connections (a startup parameter, so every pooled connection has
 * them). No parallel workers: starting them cost ~100 ms here, and the planner chose them for a search
 * branch that found nothing (a typo's word match at 1,000,000 ads: 135 ms, 25 ms without); a web request's
 * statements are short, and on a small server the cores are better spent on the requests running beside it.
 * No JIT: compiling a statement the planner thinks is large costs tens of milliseconds that a statement
 * reading a few thousand rows never wins back. DECISIONS #93.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

export async function openPostgres(connectionString: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString,
    // A database that does not answer (a network cut, not a refusal) fails the request after this long
    // instead of holding it forever; the error handler answers 503 (db/unavailable.ts).
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    options: POSTGRES_SESSION_OPTIONS,
  });
  // An idle client's connection dropping (a server restart) emits 'error' on the pool; unhandled, it would
  // crash the process. The pool discards that client and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * Rows of a raw SQL query (db.execute). The drivers' result objects differ but both carry `rows`;
 * this is the one place that relies on it.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR/pglite. */
export function openDatabase(config: { databaseUrl: string | undefined; pgliteDir: string }) {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.pgliteDir });
}
