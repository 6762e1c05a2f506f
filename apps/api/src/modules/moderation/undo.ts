import type { DecisionKind } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ModerationDecisionRow, posts, ratings, type UserRow, users } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { releaseHeldPost } from '../holds/index.ts';

/**
 * What reversing a decision on appeal does, in one place: each kind lifts its own restriction inside the
 * appeal's transaction, with its audit row. A restriction already lifted meanwhile (a moderator unblocked the
 * ad) is left as it is.
 */
type Undo = (tx: Database, actor: UserRow, decision: ModerationDecisionRow) => Promise<void>;

const unblockAd: Undo = async (tx, actor, decision) => {
  if (decision.postId === null) return;
  const [post] = await tx.select().from(posts).where(eq(posts.id, decision.postId)).for('update');
  if (post?.status !== 'blocked') return;
  await tx
    .update(posts)
    .set({ status: 'active', blockedReason: null, updatedAt: new Date() })
    .where(eq(posts.id, decision.postId));
  await writeAudit(tx, actor, {
    action: 'post.unblock',
    targetType: 'post',
    targetId: decision.postId,
    before: { status: post.status, blockedReason: post.blockedReason },
    after: { status: 'active', blockedReason: null, appealOf: decision.id },
  });
};

const unblockAccount: Undo = async (tx, actor, decision) => {
  const [user] = await tx.select().from(users).where(eq(users.id, decision.userId)).for('update');
  if (!user?.isBlocked) return;
  await tx
    .update(users)
    .set({ isBlocked: false, blockedUntil: null, blockedReason: null, updatedAt: new Date() })
    .where(eq(users.id, decision.userId));
  await writeAudit(tx, actor, {
    action: 'user.unblock',
    targetType: 'user',
    targetId: decision.userId,
    before: { isBlocked: true, blockedUntil: user.blockedUntil },
    after: { isBlocked: false, blockedUntil: null, appealOf: decision.id },
  });
};

/** A hold reversed: the ad is released as 'Patvirtinti' releases it (unless a moderator already did). */
const releaseHold: Undo = async (tx, actor, decision) => {
  if (decision.postId === null) return;
  const [post] = await tx.select({ status: posts.status }).from(posts).where(eq(posts.id, decision.postId));
  if (post?.status !== 'held') return;
  await releaseHeldPost(tx, actor, decision.postId);
};

/** A removed rating reversed: it shows again (unless it is gone with its author's account). */
const restoreRating: Undo = async (tx, actor, decision) => {
  if (decision.ratingId === null) return;
  const [restored] = await tx
    .update(ratings)
    .set({ removedAt: null })
    .where(eq(ratings.id, decision.ratingId))
    .returning({ id: ratings.id });
  if (!restored) return;
  await writeAudit(tx, actor, {
    action: 'rating.restore',
    targetType: 'rating',
    targetId: restored.id,
    before: { removed: true },
    after: { removed: false, appealOf: decision.id },
  });
};

export const undoDecision: Record<DecisionKind, Undo> = {
  ad_block: unblockAd,
  account_block: unblockAccount,
  ad_hold: releaseHold,
  rating_removal: restoreRating,
};
