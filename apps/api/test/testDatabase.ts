import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseConnection, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * How a test file gets a migrated database of its own, without running initdb or the migrations again:
 * - PGlite (default): globalSetup migrated one instance and dumped it to a file; each file loads the dump.
 * - PostgreSQL (TEST_DATABASE_URL): globalSetup migrated a template database; each file gets
 *   CREATE DATABASE ... TEMPLATE ..., dropped again when the app closes.
 */
export type TestDatabaseInfo =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export async function openTestDatabase(): Promise<DatabaseConnection> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([await readFile(info.dumpFile)]) });
  }
  const name = uniqueDatabaseName('skelbimai_test');
  await adminQuery(info.url, `CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  const connection = await openPostgres(withDatabase(info.url, name));
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await adminQuery(info.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Lower-case letters, digits and underscores only, so the name needs no quoting. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
