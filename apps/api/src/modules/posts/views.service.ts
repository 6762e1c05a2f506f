import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
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
 */
export async function countView(db: Database, postId: number, visitor: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postViews)
      .values({ postId, visitorKey: visitor, day: sql`(now() at time zone 'utc')::date` })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length === 0) return null;
    const [row] = await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ viewCount: posts.viewCount });
    return row?.viewCount ?? null;
  });
}

/** Rows before yesterday (UTC) can no longer stop a double count: the totals stay in posts.view_count. */
export async function deleteOldViews(db: Database): Promise<void> {
  await db.delete(postViews).where(lt(postViews.day, sql`(now() at time zone 'utc')::date - 1`));
}
