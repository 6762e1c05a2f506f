import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

/**
 * Active ads per (sub)category id. 'Visible' will also exclude blocked users' ads once accounts exist;
 * this is the one place that rule lives, so the category counts follow it automatically.
 */
export async function countActivePostsByCategory(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: posts.categoryId, count: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.status, 'active'))
    .groupBy(posts.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}
