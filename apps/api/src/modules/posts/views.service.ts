import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { posts, postViews, type UserRow } from '../../db/schema/index.ts';

/**
 * Who is looking, as post_views keys it: 'u:<user id>' signed in, else 'a:' + sha256 of IP and user agent
 * (never the raw IP: the table holds no personal data a leak could reveal directly).
 */
export function visitorKey(request: FastifyRequest, viewer: UserRow | null): string {
  if (viewer) return `u:${viewer.id}`;
  const userAgent = request.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${request.ip}\n${userAgent}`).digest('hex')}`;
}

/**
 * Counts a view of ad `postId` by `visitor` at most once per UTC day: the (ad, visitor, day) row is inserted
 * unless it exists, and only a new row adds to posts.view_count. Answers the count after this view, or null
 * when the view was already counted today.
 *
 * One statement (data-modifying CTEs) rather than a transaction of two: it is as atomic, and every ad page
 * saves the BEGIN and COMMIT round trips (at 1,000,000 ads they were half of the page's statements). Its outer
 * part is a SELECT, so Drizzle can build it as a prepared statement (DECISIONS #99).
 */
export async function countView(db: Database, postId: number, visitor: string): Promise<number | null> {
  const [row] = await prepared(db, 'count_view', (q) => {
    const counted = q.$with('counted', { postId: sql<number>`post_id`.as('post_id') }).as(
      sql`insert into ${postViews} (post_id, visitor_key, day)
        values (${sql.placeholder('postId')}, ${sql.placeholder('visitor')}, (now() at time zone 'utc')::date)
        on conflict do nothing
        returning post_id`,
    );
    const bumped = q.$with('bumped', { viewCount: sql<number>`view_count`.as('view_count') }).as(
      sql`update ${posts} set view_count = view_count + 1 where id = (select post_id from counted)
        returning view_count`,
    );
    return q.with(counted, bumped).select({ viewCount: bumped.viewCount }).from(bumped).prepare('count_view');
  }).execute({ postId, visitor });
  return row ? Number(row.viewCount) : null;
}

/** Rows before yesterday (UTC) can no longer stop a double count: the totals stay in posts.view_count. */
export async function deleteOldViews(db: Database): Promise<void> {
  await db.delete(postViews).where(lt(postViews.day, sql`(now() at time zone 'utc')::date - 1`));
}
