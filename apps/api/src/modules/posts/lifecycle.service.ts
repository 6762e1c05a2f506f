import { limits, type Post } from '@skelbimai/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postApiMessages } from '../../http/messages.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { newestFirst } from './postList.service.ts';
import { baseQuery, getPost, publiclyVisible, requireEditable, toPost } from './posts.service.ts';

/** How many ads the home page showcase shows. */
export const SHOWCASE_SIZE = 12;

/**
 * Renewal (free, PRODUCT.md): the ad runs for postExpiryDays from now, and an expired ad is active again.
 * Owner or moderator; a blocked ad stays blocked (400). Not a bump: the list position is a paid service.
 */
export async function renewPost(db: Database, user: UserRow, id: number): Promise<Post> {
  const row = await requireEditable(db, user, id);
  if (row.status === 'blocked') {
    throw AppError.badRequest(postApiMessages.renewBlocked);
  }
  await db
    .update(posts)
    .set({
      expiresAt: sql`now() + make_interval(days => ${limits.postExpiryDays})`,
      status: row.status === 'expired' ? 'active' : row.status,
      updatedAt: sql`now()`,
    })
    .where(eq(posts.id, id));
  forgetPostCounts(db);
  return getPost(db, user, id);
}

/** Active ads past their expiry become 'expired' (lists already leave them out; this makes the status say so). */
export async function expireOverduePosts(db: Database): Promise<number> {
  const expired = await db
    .update(posts)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(posts.status, 'active'), lte(posts.expiresAt, sql`now()`)))
    .returning({ id: posts.id });
  // The counts already leave out ads past their date; forgetting here bounds a stale count by the housekeeping run.
  if (expired.length > 0) forgetPostCounts(db);
  return expired.length;
}

/** The home page showcase: publicly visible ads with an active showcase service, newest bumped first. */
export async function listShowcase(db: Database): Promise<Post[]> {
  const rows = await baseQuery(db)
    .where(and(publiclyVisible, gt(posts.showcaseUntil, sql`now()`)))
    .orderBy(...newestFirst)
    .limit(SHOWCASE_SIZE);
  return rows.map(toPost);
}
