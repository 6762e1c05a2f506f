import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalPictureStorage } from '../adapters/storage/index.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';
import { seedLargeDataSet } from '../db/seed/demo/large.ts';

/**
 * A large data set for benchmarks, added to the configured database (DATABASE_URL, or DATA_DIR's PGlite with the
 * server stopped):
 *
 *   npm run seed:large -w apps/api -- --count 100000
 *
 * It adds rows every time it runs; use a database meant for it (a fresh DATA_DIR, a bench database).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const connection = await openDatabase(config);
  try {
    await prepareDatabase(connection, { maxPostPictureCount: config.maxPostPictureCount });
    await seedLargeDataSet(connection, {
      count,
      storage: createLocalPictureStorage(config.uploadsDir),
      townName: config.site.townName,
      log: (message) => console.log(`seed:large: ${message}`),
    });
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `seed:large failed: ${error.message}` : error);
  process.exit(1);
});
