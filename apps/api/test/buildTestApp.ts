import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/migrate.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * The real app on a real, migrated and seeded database of the test file's own, as main.ts builds it.
 * `env` overrides configuration variables (never process.env). By default no web build is served,
 * so a build in apps/web/dist cannot change API tests. Call app.close() in afterAll: it drops the database.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    // Its own folder per app: the development outbox and uploaded pictures of one test never meet another's.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skelbimai-test-data-')),
    WEB_DIST_DIR: join(tmpdir(), 'skelbimai-test-no-web-build'),
    ...env,
  });
  const database = await openTestDatabase();
  try {
    await prepareDatabase(database, { maxPostPictureCount: config.maxPostPictureCount });
    return await buildApp({ config, database });
  } catch (error) {
    await database.close();
    throw error;
  }
}
