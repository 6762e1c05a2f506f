import { adminMessages, type PostModerationResult } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PostRow, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/audit.service.ts';

/** The ad to moderate, locked for this transaction; a deleted ad cannot change (400), a missing one is 404. */
async function lockPost(tx: Database, postId: number): Promise<PostRow> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
  if (!row) throw AppError.notFound(adminMessages.postNotFound);
  if (row.status === 'deleted') throw AppError.badRequest(adminMessages.postDeleted);
  return row;
}

const resultOf = (row: PostRow): PostModerationResult => ({
  id: row.id,
  status: row.status,
  blockedReason: row.status === 'blocked' ? row.blockedReason : null,
});

/**
 * Blocks an ad (status blocked) with a reason its owner sees; it leaves every public list at once. Runs inside
 * the caller's transaction (ResolveReport blocks as part of resolving) and writes its audit row there.
 */
export async function blockPostIn(tx: Database, actor: UserRow, postId: number, reason: string): Promise<PostRow> {
  const current = await lockPost(tx, postId);
  const [row] = await tx
    .update(posts)
    .set({ status: 'blocked', blockedReason: reason, updatedAt: new Date() })
    .where(eq(posts.id, postId))
    .returning();
  await writeAudit(tx, actor, {
    action: 'post.block',
    targetType: 'post',
    targetId: postId,
    before: { status: current.status, blockedReason: current.blockedReason },
    after: { status: 'blocked', blockedReason: reason },
  });
  return row ?? current;
}

/** POST /api/posts/BlockPost (Moderator). */
export async function blockPost(
  db: Database,
  actor: UserRow,
  postId: number,
  reason: string,
): Promise<PostModerationResult> {
  const row = await db.transaction((tx) => blockPostIn(tx, actor, postId, reason));
  forgetPostCounts(db);
  return resultOf(row);
}

/**
 * POST /api/posts/UnblockPost (Moderator): back to active (an ad past its expiry date stays out of the public
 * lists by its date, as any expired ad); the reason is cleared.
 */
export async function unblockPost(db: Database, actor: UserRow, postId: number): Promise<PostModerationResult> {
  const result = await db.transaction(async (tx) => {
    const current = await lockPost(tx, postId);
    if (current.status !== 'blocked') throw AppError.badRequest(adminMessages.postNotBlocked);
    const [row] = await tx
      .update(posts)
      .set({ status: 'active', blockedReason: null, updatedAt: new Date() })
      .where(eq(posts.id, postId))
      .returning();
    await writeAudit(tx, actor, {
      action: 'post.unblock',
      targetType: 'post',
      targetId: postId,
      before: { status: current.status, blockedReason: current.blockedReason },
      after: { status: 'active', blockedReason: null },
    });
    return resultOf(row ?? current);
  });
  forgetPostCounts(db);
  return result;
}
