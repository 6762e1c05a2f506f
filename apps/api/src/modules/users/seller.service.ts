import { displayName, type Seller, sellerMessages } from '@skelbimai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { profilePictureUrl, publicPersonColumns } from '../names/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { ratingSummary } from '../ratings/index.ts';
import { isBlockedNow } from '../user-records/index.ts';
import { replyMinutesMedian } from './replyTime.ts';

/**
 * GET /api/users/GetSeller/{id}: what anyone may know of a seller. A deleted account and a blocked
 * one (while the block lasts) are 404, as a missing one: a block hides the seller's ads, so it hides their page
 * too, and nothing says that a block is the reason. No contact detail leaves here, only whether one is confirmed.
 */
export async function getSeller(db: Database, id: string): Promise<Seller> {
  const [row] = await db
    .select({
      id: users.id,
      ...publicPersonColumns,
      createdAt: users.createdAt,
      email: users.email,
      emailConfirmed: users.emailConfirmed,
      phoneNumber: users.phoneNumber,
      phoneNumberConfirmed: users.phoneNumberConfirmed,
      isBlocked: users.isBlocked,
      blockedUntil: users.blockedUntil,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row || row.deletedAt !== null || isBlockedNow(row)) throw AppError.notFound(sellerMessages.notFound);
  // The public list's rule (publiclyVisible), so the count is what the seller's page lists.
  const [[count], replyMinutes, rating] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(eq(posts.creatorId, row.id), publiclyVisible)),
    replyMinutesMedian(db, row.id),
    ratingSummary(db, row.id),
  ]);
  return {
    id: row.id,
    displayName: displayName(row),
    pictureUrl: profilePictureUrl(row),
    memberSince: row.createdAt.toISOString(),
    emailConfirmed: row.email !== null && row.emailConfirmed,
    phoneConfirmed: row.phoneNumber !== null && row.phoneNumberConfirmed,
    activeAdCount: Number(count?.count ?? 0),
    replyMinutesMedian: replyMinutes,
    rating,
  };
}
