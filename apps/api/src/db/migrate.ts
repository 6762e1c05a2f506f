import { withAdvisoryLock } from './advisoryLock.ts';
import type { DatabaseConnection } from './client.ts';
import { type SeedOptions, seedDatabase } from './seed/index.ts';

/**
 * What start-up does before serving: bring the schema up to date, then the reference data. Processes starting
 * together on one PostgreSQL database take turns (the second finds the work done), instead of applying the
 * same migration twice.
 */
export async function prepareDatabase(connection: DatabaseConnection, seed: SeedOptions): Promise<void> {
  await withAdvisoryLock(connection.db, 'prepare-database', { wait: true }, async () => {
    await connection.migrate();
    await seedDatabase(connection.db, seed);
  });
}
