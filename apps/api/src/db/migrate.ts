import type { DatabaseConnection } from './client.ts';
import { type SeedOptions, seedDatabase } from './seed/index.ts';

/** What start-up does before serving: bring the schema up to date, then the reference data. */
export async function prepareDatabase(connection: DatabaseConnection, seed: SeedOptions): Promise<void> {
  await connection.migrate();
  await seedDatabase(connection.db, seed);
}
