import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { categories, posts, type UserRow } from '../../../db/schema/index.ts';
import { publiclyVisible, visiblePostCountsByCategory } from '../../post-visibility/index.ts';
import { categoryIdOf, inCategory, matchesOf, type PostListQueryParsed } from './conditions.ts';
import { inSavedSet } from './listConditions.ts';

// A list's total: exact or capped counts (DECISIONS #63, #64, #85).

/**
 * Filtered totals are exact up to this many ads; past it the answer says "more than" (DECISIONS #64), so no
 * request counts a million rows.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * Search totals are exact up to this many ads (DECISIONS #85): the statement that reads a search's relevance
 * candidates, the newest SEARCH_COUNT_CAP + 1 matches of each alternative, counts them too.
 */
export const SEARCH_COUNT_CAP = 1000;

/** A count read up to cap + 1 rows, as the answer gives it: the cap and `capped` when there were more. */
export const cappedAt = (count: number, cap: number) =>
  count > cap ? { count: cap, capped: true } : { count, capped: false };

/**
 * How many ads match the filters and any one of the search's alternatives, counted up to `cap` as
 * countPostsUpTo counts (a search in another order than relevance, a page past its matches). Each alternative
 * is read apart, at most cap + 1 of it, and the ids united, so each uses its own index (the word match the GIN
 * index on search_vector or a list walk, the typo match the trigram index, a category word the category index)
 * instead of one OR that rechecks trigram similarity on every word match. Exact up to the cap: if no
 * alternative reached cap + 1, each read all its matches.
 */
export async function countMatchesUpTo(
  db: Database,
  filters: SQL[],
  alternatives: SQL[],
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const branches = alternatives.map((alternative) => sql`(${matchesOf(db, filters, alternative).limit(cap + 1)})`);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${sql.join(branches, sql` union `)}) as matching`,
  );
  return cappedAt(Number(row?.count ?? 0), cap);
}

/**
 * How many ads match `where` (conditions on posts alone, never the category aliases), counted up to `cap`:
 * the count reads at most cap + 1 rows (a LIMIT subquery), and `capped` says there were more.
 */
export async function countPostsUpTo(
  db: Database,
  where: SQL | undefined,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(posts)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return cappedAt(Number(row?.count ?? 0), cap);
}

/**
 * The public list's total read from the category counters: the categories the target names (or all), less
 * the ads a signed-in viewer hid among them (a count over the viewer's own hidden set, small).
 */
export async function countFromCounters(
  db: Database,
  viewer: UserRow | null,
  query: PostListQueryParsed,
): Promise<number> {
  const inScope: SQL[] = [];
  const postInScope: SQL[] = [];
  if (query.categoryName) {
    const id = categoryIdOf(query.categoryName);
    inScope.push(sql`(${categories.id} = ${id} or ${categories.parentId} = ${id})`);
    postInScope.push(inCategory(query.categoryName));
  }
  if (query.subCategoryName) {
    inScope.push(eq(categories.id, categoryIdOf(query.subCategoryName)));
    postInScope.push(eq(posts.categoryId, categoryIdOf(query.subCategoryName)));
  }
  const [counts, scopeIds] = await Promise.all([
    visiblePostCountsByCategory(db),
    inScope.length > 0
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(and(...inScope))
      : null,
  ]);
  const total = scopeIds
    ? scopeIds.reduce((sum, row) => sum + (counts.get(row.id) ?? 0), 0)
    : [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (!viewer) return total;
  const [hidden] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(publiclyVisible, inSavedSet('hidden', viewer.id), ...postInScope));
  return total - Number(hidden?.count ?? 0);
}
