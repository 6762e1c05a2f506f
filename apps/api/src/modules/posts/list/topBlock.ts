import { and, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import { topActive } from './conditions.ts';

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
