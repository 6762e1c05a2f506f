import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { migratedPgliteDump } from './migratedDump.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from './testDatabase.ts';

/** Migrates one database for the whole run (initdb and migrations are the slow part); test files copy it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('testDatabase', { kind: 'pglite', dumpFile: await migratedPgliteDump() });
    return;
  }
  const template = uniqueDatabaseName('skelbimai_template');
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const connection = await openPostgres(withDatabase(url, template));
  try {
    await connection.migrate();
  } finally {
    // A template must have no open connections while databases are created from it.
    await connection.close();
  }
  project.provide('testDatabase', { kind: 'postgres', url, template });
  return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}
