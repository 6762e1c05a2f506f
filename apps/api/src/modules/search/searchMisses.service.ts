import { normaliseSearchQuery, type SearchMiss } from '@skelbimai/contract';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchMisses } from '../../db/schema/index.ts';

/** Counts one search that found nothing under its normalised text (no user identity is kept). */
export async function recordSearchMiss(db: Database, keyword: string): Promise<void> {
  const query = normaliseSearchQuery(keyword);
  if (!query) return;
  await db
    .insert(searchMisses)
    .values({ queryNormalised: query })
    .onConflictDoUpdate({
      target: searchMisses.queryNormalised,
      set: { count: sql`${searchMisses.count} + 1`, lastSeenAt: sql`now()` },
    });
}

/** One page (20) of the misses, the most frequent first, the latest first among equals. */
export async function listSearchMisses(
  db: Database,
  page: number,
  pageSize: number,
): Promise<{ misses: SearchMiss[]; totalCount: number }> {
  const rows = await db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeenAt), searchMisses.queryNormalised)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(searchMisses);
  return {
    misses: rows.map((row) => ({
      query: row.queryNormalised,
      count: row.count,
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    totalCount: Number(total?.count ?? 0),
  };
}
