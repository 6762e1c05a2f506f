import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * The SET clause of an upsert that overwrites every column but the key with the inserted row's value,
 * so re-running the seed brings existing rows back to the seeded content instead of failing or duplicating.
 */
export function overwriteWithExcluded<T extends PgTable>(table: T, keyColumns: string[]): PgUpdateSetSource<T> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!keyColumns.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set as PgUpdateSetSource<T>;
}
