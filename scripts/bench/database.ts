import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseConnection, migrationsFolder, POSTGRES_SESSION_OPTIONS } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';

/** A statement the app sent, kept so the bench can EXPLAIN exactly what a request ran. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** What the bench needs beyond the app's connection: the queries it sent, EXPLAIN, and clean-up. */
export interface BenchDatabase {
  connection: DatabaseConnection;
  captured: CapturedQuery[];
  /** EXPLAIN (ANALYZE, FORMAT JSON) of a captured query, with the search setting the app uses. */
  explain(query: CapturedQuery): Promise<PlanNode>;
  /**
   * A session of its own for running captured statements raw (the raw-SQL comparison), with the search
   * setting the app sets per transaction set for the session instead.
   */
  rawSession(): Promise<RawSession>;
  /** Runs one statement outside the app (e.g. a CREATE INDEX to try). */
  run(statement: string): Promise<void>;
  drop(): Promise<void>;
  label: string;
}

export interface RawSession {
  query(query: CapturedQuery): Promise<void>;
  release(): Promise<void>;
}

/** The search setting for a whole session (RawSession), and its undoing. */
const SESSION_SEARCH_SETTING = `select set_config('pg_trgm.word_similarity_threshold', '0.4', false)`;
const SESSION_SEARCH_RESET = 'reset pg_trgm.word_similarity_threshold';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** The trigram threshold listPosts sets per search (postList.service.ts TYPO_THRESHOLD). */
const SEARCH_SETTING = `select set_config('pg_trgm.word_similarity_threshold', '0.4', true)`;

function capturingLogger(captured: CapturedQuery[]): Logger {
  return {
    logQuery(query, params) {
      captured.push({ sql: query, params });
    },
  };
}

const planOf = (rows: Record<string, unknown>[]) => {
  const value = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  return parsed[0]?.Plan as PlanNode;
};

/** A fresh PGlite in `dataDir`, opened like the app's (same extensions) but with a query logger. */
export async function openBenchPglite(dataDir: string): Promise<BenchDatabase> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
  const captured: CapturedQuery[] = [];
  const db = drizzlePglite({ client, schema, logger: capturingLogger(captured) });
  return {
    label: 'PGlite',
    captured,
    connection: {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    },
    explain: (query) =>
      client.transaction(async (tx) => {
        await tx.query(SEARCH_SETTING);
        const result = await tx.query<Record<string, unknown>>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`,
          query.params as unknown[],
        );
        // EXPLAIN ANALYZE runs the statement: a write (the ad page's view count) is undone, as on PostgreSQL.
        await tx.rollback();
        return planOf(result.rows);
      }),
    rawSession: async () => {
      // One PGlite connection: the session is the app's, so the setting is undone at the end.
      await client.query(SESSION_SEARCH_SETTING);
      return {
        query: async (query) => {
          await client.query(query.sql, query.params as unknown[]);
        },
        release: async () => {
          await client.query(SESSION_SEARCH_RESET);
        },
      };
    },
    run: async (statement) => {
      await client.exec(statement);
    },
    drop: async () => {},
  };
}

/**
 * A new database `name` on the server of `adminUrl` (dropped first if it exists), with a query logger. With
 * `reuse`, the existing database `name` as it is (seeded before, e.g. by seed:large): neither created nor
 * dropped, so a large run can be repeated without seeding again.
 */
export async function openBenchPostgres(
  adminUrl: string,
  name: string,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<BenchDatabase> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (!reuse) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The app's session settings, for its statements and the raw replay of them alike.
  const pool = new pg.Pool({ connectionString: url.toString(), options: POSTGRES_SESSION_OPTIONS });
  // pool.end() resolves while its clients' connections are still closing; DROP DATABASE … WITH (FORCE) right
  // after can terminate one, and an 'error' event with no listener would end the bench before its report.
  pool.on('error', () => {});
  const captured: CapturedQuery[] = [];
  const db = drizzlePg({ client: pool, schema, logger: capturingLogger(captured) });
  let closed = false;
  const close = async () => {
    if (!closed) await pool.end();
    closed = true;
  };
  return {
    label: reuse ? `PostgreSQL (${name}, reused)` : 'PostgreSQL',
    captured,
    connection: { db, kind: 'postgres', migrate: () => migratePg(db, { migrationsFolder }), close },
    explain: async (query) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(SEARCH_SETTING);
        const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params);
        await client.query('rollback');
        return planOf(result.rows);
      } finally {
        client.release();
      }
    },
    rawSession: async () => {
      const client = await pool.connect();
      await client.query(SESSION_SEARCH_SETTING);
      return {
        query: async (query) => {
          await client.query(query.sql, query.params);
        },
        release: async () => {
          await client.query(SESSION_SEARCH_RESET);
          client.release();
        },
      };
    },
    run: async (statement) => {
      await pool.query(statement);
    },
    drop: async () => {
      await close();
      if (!reuse) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
