import type { Post } from '@skelbimai/contract';
import { postMessages } from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { type PostRow, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postApiMessages } from '../../http/messages.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { getPost } from './posts.service.ts';

// 'Rezervuota' and 'Parduota': the owner's word about the ad, so a moderator may not say it for them.

/** The owner's own ad, else 404 (missing, deleted) or 403 (anyone else, a moderator too). */
async function requireOwned(db: Database, user: UserRow, id: number): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row || row.status === 'deleted') throw AppError.notFound(postMessages.notFound);
  if (row.creatorId !== user.id) throw AppError.forbidden(postApiMessages.notOwner);
  return row;
}

/** 'Rezervuota' on or off: a badge on an active ad, which stays in the lists. */
export async function markReserved(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
  id: number,
  reserved: boolean,
): Promise<Post> {
  const row = await requireOwned(db, user, id);
  if (row.status !== 'active') throw AppError.badRequest(postApiMessages.reserveNotActive);
  await db.update(posts).set({ reserved, updatedAt: sql`now()` }).where(eq(posts.id, id));
  return getPost(db, storage, user, id);
}

/**
 * 'Parduota': status sold, so the ad leaves every public list and count at once (they all read status
 * 'active'); its page still says so for limits.soldPageDays (getPost). Marking it twice keeps the first date.
 */
export async function markSold(db: Database, storage: PictureStorage, user: UserRow, id: number): Promise<Post> {
  const row = await requireOwned(db, user, id);
  if (row.status === 'blocked') throw AppError.badRequest(postApiMessages.sellBlocked);
  if (row.status !== 'sold') {
    await db
      .update(posts)
      .set({ status: 'sold', soldAt: sql`now()`, reserved: false, updatedAt: sql`now()` })
      .where(eq(posts.id, id));
    forgetPostCounts(db);
  }
  return getPost(db, storage, user, id);
}
