import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { posts, type UserRow } from '../../../db/schema/index.ts';
import { cachedSharedFor } from '../../../http/sharedCache.ts';
import { filterConditions, type PostListQueryParsed, topActive } from './conditions.ts';
import { notHiddenBy } from './listConditions.ts';

// Paid places (DECISIONS #104): a list's TOP block and the home page's showcase show a few of the ads that bought
// the service, in turns, apart from the list, whose order stays the one the visitor chose.

/** How many TOP ads a list page shows in its block above the list. */
export const TOP_BLOCK_SIZE = 3;

/**
 * How long one turn of the rotation lasts. A turn is the same for every visitor and request within it, so a
 * server-rendered page and the browser that hydrates it, two visitors, and a reload agree; a random pick per
 * request would differ between them and make the list's answer uncacheable. Over n turns each of n ads is shown
 * equally often (rotatingPick).
 */
export const ROTATION_TURN_MS = 10 * 60_000;

/** The rotation's turn at this moment: a whole number that grows by one every ROTATION_TURN_MS. */
export const rotationTurn = (nowMs: number = Date.now()): number => Math.floor(nowMs / ROTATION_TURN_MS);

/**
 * The ids of at most `size` ads matching `where`, a window that moves `size` places a turn through all of them
 * in id order (stable while the set is: a bump or a new ad does not reshuffle it) and wraps around. Each ad is
 * in the window for `size` turns of every n (n the ads matching), so the service's buyers share the place
 * equally, whatever their number. One statement; it reads every matching ad's id, which stays small because
 * only ads with a paid, running service match (the partial indexes on top_until and showcase_until).
 */
export async function rotatingPick(db: Database, where: SQL, size: number, turn: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (
        select id, mod(place - mod(${turn}::bigint * ${size}, n) + n, n) as position from (
          select ${posts.id} as id, row_number() over (order by ${posts.id}) - 1 as place, count(*) over () as n
          from ${posts} where ${where}
        ) as paid
      ) as turned
      where position < ${size}
      order by position`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * A list page's TOP block: ads with an active TOP service that match the list's conditions (the search's
 * included), page p showing the window after page p − 1's, so paging on shows the others.
 */
export function topBlockIds(db: Database, where: SQL | undefined, page: number, nowMs?: number): Promise<number[]> {
  return rotatingPick(db, and(where, topActive) as SQL, TOP_BLOCK_SIZE, rotationTurn(nowMs) + page - 1);
}

/**
 * The public list's TOP block for this viewer. Numbering the TOP ads reads every one that matches: ~9,000 on
 * the whole site of the 1,000,000-ad bench (~7 ms), so a list without a search, the same for everyone in a turn,
 * is kept in the shared cache (10 s, forgotten by every ad write, as the counts are); a search's block reads only
 * the TOP ads its words or category words match, from indexes of the TOP ads alone (posts_top_search_vector_idx,
 * posts_top_title_vector_idx, posts_top_category_id_idx: DECISIONS #153), and runs in the search's transaction
 * (a typo match needs its threshold). The viewer's hidden ads are taken out afterwards, so the cached block is everyone's.
 */
export async function topBlockFor(
  db: Database,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  searchWhere: SQL | undefined,
): Promise<number[]> {
  const page = query.page ?? 1;
  const everyone = and(...filterConditions(null, query).conditions, searchWhere);
  const ids = searchWhere
    ? await topBlockIds(db, everyone, page)
    : await cachedSharedFor(db, 'topBlocks', topBlockKey(query, rotationTurn() + page - 1), () =>
        topBlockIds(db, everyone, page),
      );
  if (!viewer || ids.length === 0) return ids;
  const kept = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, ids), notHiddenBy(viewer.id)));
  const keptIds = new Set(kept.map((row) => row.id));
  return ids.filter((id) => keptIds.has(id));
}

/** What makes one list's block differ from another's (the filters of a list without a search) and the turn. */
const topBlockKey = (query: PostListQueryParsed, turn: number) =>
  JSON.stringify([
    query.categoryName,
    query.subCategoryName,
    query.minPrice,
    query.maxPrice,
    query.postTypes,
    query.location,
    query.postIds,
    turn,
  ]);
