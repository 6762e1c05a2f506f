import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * Publicly visible ads per (sub)category id without counting every ad (DECISIONS #63). post_category_counts
 * (kept by triggers, migration 0009) holds the listed ads: active, creator's is_blocked flag off. Two things
 * change visibility with no write, only because time passes, and are corrected here from small index reads:
 * - active ads whose expires_at has passed are listed but no longer visible; the expiry job turns them
 *   'expired' every minute (expireOverduePosts), so at most about a minute's worth are read here;
 * - ads of sellers whose block has ended (blocked_until passed, is_blocked still on) are visible but not
 *   listed; users_blocked_until_idx finds those sellers.
 */
export async function visiblePostCountsByCategory(db: Database): Promise<Map<number, number>> {
  // A select from the union (not db.execute) so that it can be a prepared statement (DECISIONS #99): every public list
  // page without filters reads its total from here.
  const rows = await prepared(db, 'visible_post_counts', (q) =>
    q
      .select({ categoryId: sql<number>`category_id`, count: sql<number>`sum(n)::int` })
      .from(sql`(
        select category_id, listed_count as n from post_category_counts
        union all
        select p.category_id, -count(*) from posts p left join users u on u.id = p.creator_id
          where p.status = 'active' and p.expires_at <= now() and not coalesce(u.is_blocked, false)
          group by p.category_id
        union all
        select p.category_id, count(*) from users u join posts p on p.creator_id = u.id
          where u.is_blocked and u.blocked_until <= now() and p.status = 'active' and p.expires_at > now()
          group by p.category_id
      ) as parts`)
      .groupBy(sql`category_id`)
      .prepare('visible_post_counts'),
  ).execute();
  return new Map(rows.map((row) => [Number(row.categoryId), Number(row.count)]));
}
