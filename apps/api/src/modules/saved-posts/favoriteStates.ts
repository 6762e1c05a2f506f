import type { FavoriteState, FavoriteStateItem } from '@skelbimai/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { favoritePosts, posts, type UserRow } from '../../db/schema/index.ts';
import { fieldsByCategory } from '../categories/index.ts';
import { creatorNotBlocked } from '../post-visibility/index.ts';
import { rowsById, toPost } from '../posts/index.ts';

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * Every bookmarked ad of `user` with what became of it, newest bookmark first: /mano/pazymeti lists
 * the live ones with their price at bookmarking, and keeps a sold or expired one marked rather than dropping it.
 * A deleted or blocked ad, or one whose seller is blocked, is 'removed' and gives nothing but its id: what a
 * moderator took down stays down (the user's own ad excepted only while it is not deleted or blocked).
 */
export async function favoriteStates(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
): Promise<FavoriteStateItem[]> {
  const rows = await db
    .select({
      postId: favoritePosts.postId,
      createdAt: favoritePosts.createdAt,
      savedPriceCents: favoritePosts.savedPriceCents,
      status: posts.status,
      past: sql<boolean>`${posts.expiresAt} <= now()`,
      sellerShown: sql<boolean>`(${posts.creatorId} = ${user.id} or ${creatorNotBlocked})`,
    })
    .from(favoritePosts)
    .innerJoin(posts, eq(posts.id, favoritePosts.postId))
    .where(eq(favoritePosts.userId, user.id))
    .orderBy(desc(favoritePosts.createdAt), desc(favoritePosts.postId));
  const stateOf = (row: (typeof rows)[number]): FavoriteState => {
    if (row.status === 'deleted' || row.status === 'blocked' || !row.sellerShown) return 'removed';
    if (row.status === 'sold') return 'sold';
    if (row.status === 'expired' || row.past) return 'expired';
    return 'active';
  };
  const states = rows.map((row) => ({ row, state: stateOf(row) }));
  const shown = states.filter((item) => item.state !== 'removed').map((item) => item.row.postId);
  const fields = await fieldsByCategory(db);
  const ads = new Map((await rowsById(db, shown)).map((row) => [row.post.id, toPost(row, storage, fields)]));
  return states.map(({ row, state }) => {
    const ad = state === 'removed' ? undefined : ads.get(row.postId);
    return {
      postId: row.postId,
      createdAt: new Date(row.createdAt).toISOString(),
      state: ad ? state : 'removed',
      savedPrice: ad ? euros(row.savedPriceCents) : null,
      price: ad ? ad.price : null,
      title: ad ? ad.title : null,
      thumbnailUrl: ad?.pictureUploads[0]?.thumbnailUrl ?? null,
    };
  });
}
