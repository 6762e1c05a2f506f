import { type SQL, sql } from 'drizzle-orm';
import { favoritePosts, hiddenPosts, posts } from '../../../db/schema/index.ts';

/** The two per-user sets of PRODUCT.md §3: bookmarked (favourite) ads and hidden ads. */
export type SavedKind = 'favorites' | 'hidden';

export const savedTables = { favorites: favoritePosts, hidden: hiddenPosts } as const;

// SQL pieces for postList.service.ts's listPosts. They take the visibility rule as an argument instead of importing
// it, so postList.service.ts can import this file without an import cycle.

/** The ad is in `userId`'s set. */
export function inSavedSet(kind: SavedKind, userId: string): SQL {
  const set = savedTables[kind];
  return sql`exists (select 1 from ${set} where ${set.userId} = ${userId} and ${set.postId} = ${posts.id})`;
}

/**
 * The ads a set lists: still visible to everyone (`publiclyVisible`), or the user's own and not deleted. An ad
 * that was blocked or expired drops out and comes back if it is visible again; the row stays.
 */
export function savedSetCondition(kind: SavedKind, userId: string, publiclyVisible: SQL): SQL {
  return sql`(${inSavedSet(kind, userId)} and (${publiclyVisible} or (${posts.creatorId} = ${userId} and ${posts.status} <> 'deleted')))`;
}

/** The public list leaves out what this signed-in viewer hid (guests hide in their browser). */
export function notHiddenBy(userId: string): SQL {
  return sql`not ${inSavedSet('hidden', userId)}`;
}

/** Newest-saved first: the default order of the favorites and hidden targets. */
export function newestSavedFirst(kind: SavedKind, userId: string): SQL {
  const set = savedTables[kind];
  return sql`(select ${set.createdAt} from ${set} where ${set.userId} = ${userId} and ${set.postId} = ${posts.id}) desc nulls last`;
}
