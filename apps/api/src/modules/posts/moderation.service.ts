import { adminMessages, DEFAULT_RULE_ID, type ModerationRuleId, type PostModerationResult } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type PostRow, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import { endDecisions, recordDecision } from '../decisions/index.ts';

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

/** What a block applies: the reason its owner reads (the statement's facts) and the rule it rests on. */
export interface PostBlock {
  reason: string;
  ruleId?: ModerationRuleId | undefined;
}

/**
 * Blocks an ad (status blocked) with a reason its owner sees; it leaves every public list at once. Runs inside
 * the caller's transaction (ResolveReport blocks as part of resolving) and writes its audit row and the
 * statement of reasons (a moderation decision, e-mailed to the owner, PRODUCT.md §17) there.
 */
export async function blockPostIn(
  tx: Database,
  actor: UserRow,
  postId: number,
  block: PostBlock,
  site: AppConfig['site'],
): Promise<PostRow> {
  const { reason } = block;
  const ruleId = block.ruleId ?? DEFAULT_RULE_ID;
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
  // A held ad blocked after a look: the hold ends, the block is the decision in force.
  if (current.status === 'held') await endDecisions(tx, { kind: 'ad_hold', postId }, 'lifted');
  // An ad whose owner's account is gone (creator null) has nobody to tell or to appeal.
  if (current.creatorId) {
    const decision = { kind: 'ad_block', userId: current.creatorId, postId, rule: ruleId, facts: reason } as const;
    await recordDecision(tx, { ...decision, automatic: false, decidedBy: actor.id }, site);
  }
  return row ?? current;
}

/** POST /api/posts/BlockPost (Moderator). */
export async function blockPost(
  db: Database,
  actor: UserRow,
  postId: number,
  block: PostBlock,
  site: AppConfig['site'],
): Promise<PostModerationResult> {
  const row = await db.transaction((tx) => blockPostIn(tx, actor, postId, block, site));
  forgetPostCounts(db);
  return resultOf(row);
}

/**
 * POST /api/posts/UnblockPost (Moderator): back to active (an ad past its expiry date stays out of the public
 * lists by its date, as any expired ad); the reason is cleared and the block's decision ends ('lifted').
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
    await endDecisions(tx, { kind: 'ad_block', postId }, 'lifted');
    return resultOf(row ?? current);
  });
  forgetPostCounts(db);
  return result;
}
