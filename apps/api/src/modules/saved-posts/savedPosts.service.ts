import { postMessages, type SavedPost, savedLimits, savedMessages } from '@skelbimai/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { addToDailyStats, type SavedKind, savedSetCondition, savedTables } from '../posts/index.ts';
import { findPostVisibleTo } from './visiblePost.ts';

/** The user's set, newest first: the ads the favorites/hidden list targets would show (and no others). */
export async function listSavedPosts(db: Database, user: UserRow, kind: SavedKind): Promise<SavedPost[]> {
  const set = savedTables[kind];
  const rows = await db
    .select({ postId: set.postId, createdAt: set.createdAt })
    .from(set)
    .innerJoin(posts, eq(posts.id, set.postId))
    .where(and(eq(set.userId, user.id), savedSetCondition(kind, user.id, publiclyVisible)))
    .orderBy(desc(set.createdAt), desc(set.postId));
  return rows.map((row) => ({ postId: row.postId, createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Adds an ad the user may see to the set (404 otherwise). Adding it again changes nothing: the first
 * createdAt stays. A full set (savedLimits.perUser) refuses new ads with 400.
 */
export async function addSavedPost(db: Database, user: UserRow, kind: SavedKind, postId: number): Promise<number> {
  const post = await findPostVisibleTo(db, user, postId);
  if (!post) throw AppError.notFound(postMessages.notFound);
  const set = savedTables[kind];
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      already: sql<boolean>`coalesce(bool_or(${set.postId} = ${postId}), false)`,
    })
    .from(set)
    .where(eq(set.userId, user.id));
  if (counts?.already) return postId;
  if (Number(counts?.total ?? 0) >= savedLimits.perUser) {
    throw AppError.badRequest(kind === 'favorites' ? savedMessages.favoritesFull : savedMessages.hiddenFull);
  }
  // The primary key (user, post) makes a concurrent second add a no-op as well.
  // A bookmark keeps the price it was made at: /mano/pazymeti and the price-drop e-mail compare with it.
  const values =
    kind === 'favorites'
      ? {
          userId: user.id,
          postId,
          savedPriceCents: sql`(select ${posts.priceCents} from ${posts} where ${posts.id} = ${postId})`,
        }
      : { userId: user.id, postId };
  const added = await db.insert(set).values(values).onConflictDoNothing().returning({ postId: set.postId });
  // A new bookmark by someone other than the seller counts in the seller's statistics.
  if (kind === 'favorites' && added.length > 0 && post.creatorId !== user.id) {
    await addToDailyStats(db, postId, 'bookmarks');
  }
  return postId;
}

/** Removes the ad from the set; removing what is not there is harmless. */
export async function removeSavedPost(db: Database, user: UserRow, kind: SavedKind, postId: number): Promise<number> {
  const set = savedTables[kind];
  await db.delete(set).where(and(eq(set.userId, user.id), eq(set.postId, postId)));
  return postId;
}
