import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, buildApp } from './app.ts';
import { loadConfig, repoRoot } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/migrate.ts';
import { terminalLogStream } from './http/logStream.ts';
import { scheduleHousekeeping } from './modules/housekeeping.ts';
import { scheduleUnreadMessageMails } from './modules/messages/index.ts';

/** Start-up: configuration, database (migrated and seeded), HTTP server. Any failure exits non-zero. */
async function start(): Promise<App> {
  // A `.env` file in the repository root is optional; variables already set in the environment win.
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const logStream = await terminalLogStream(config.isProduction);
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logStream });
  try {
    await prepareDatabase(database, {
      maxPostPictureCount: config.maxPostPictureCount,
      demo: config.demoData
        ? { storage: app.pictureStorage, townName: config.site.townName, log: (message) => app.log.info(message) }
        : undefined,
    });
    scheduleHousekeeping(app); // before listen: Fastify takes no hooks once listening
    scheduleUnreadMessageMails(app);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    { database: database.kind === 'pglite' ? config.pgliteDir : 'PostgreSQL (DATABASE_URL)' },
    `${config.site.name} is listening on http://${shownHost}:${config.port} (API reference: /api/docs)`,
  );
  return app;
}

/** Finish in-flight requests and close the database cleanly (PGlite must flush its files) before exiting. */
function closeOnSignals(app: App) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1); // a second Ctrl+C: stop waiting
      closing = true;
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'Error while closing');
          process.exit(1);
        },
      );
    });
  }
}

try {
  closeOnSignals(await start());
} catch (error) {
  // Configuration and database errors come before the logger exists: say what is wrong, plainly.
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
}
