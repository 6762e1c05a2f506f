import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/migrate.ts';
import { openTestDatabase } from './testDatabase.ts';

export interface TestAppOptions {
  /**
   * true (default): inject() sends `Sec-Fetch-Site: same-origin` unless the test gives its own, as a browser on
   * the portal's page does, so POSTs with a cookie pass the cross-site refusal. false: inject() sends only
   * the test's headers (the cross-site tests).
   */
  sameOrigin?: boolean;
}

/**
 * The real app on a real, migrated and seeded database of the test file's own, as main.ts builds it.
 * `env` overrides configuration variables (never process.env). By default no web build (nor its server
 * render) is served, so a build in apps/web/dist or dist-server cannot change API tests. Call app.close() in afterAll: it drops the database.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { sameOrigin = true }: TestAppOptions = {},
): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    // Its own folder per app: the development outbox and uploaded pictures of one test never meet another's.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skelbimai-test-data-')),
    WEB_DIST_DIR: join(tmpdir(), 'skelbimai-test-no-web-build'),
    WEB_SSR_ENTRY: join(tmpdir(), 'skelbimai-test-no-ssr-build', 'entry-server.js'),
    ...env,
  });
  const database = await openTestDatabase();
  try {
    await prepareDatabase(database, { maxPostPictureCount: config.maxPostPictureCount });
    const app = await buildApp({ config, database });
    if (sameOrigin) sendSameOriginByDefault(app);
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Wraps app.inject so every request carries `Sec-Fetch-Site: same-origin` unless the test set that header. */
function sendSameOriginByDefault(app: App): void {
  const inject = app.inject.bind(app);
  const withHeader = (options: InjectOptions | string): InjectOptions => {
    const given = typeof options === 'string' ? { url: options } : options;
    return { ...given, headers: { 'sec-fetch-site': 'same-origin', ...given.headers } };
  };
  app.inject = ((
    options?: InjectOptions | string,
    callback?: (error: Error | undefined, response?: unknown) => void,
  ) => {
    if (options === undefined) return inject();
    return callback ? inject(withHeader(options), callback as never) : inject(withHeader(options));
  }) as typeof app.inject;
}

/**
 * For a test file that reads the texts of the e-mails its requests queued: stops the app's sender. It polls every
 * 5 s, and on a slow run it sent a row between two steps and erased its text, as it does once a mail is delivered.
 */
export async function keepQueuedMailUnsent(app: { outbox: { stop(): Promise<void> } }): Promise<void> {
  await app.outbox.stop();
}
