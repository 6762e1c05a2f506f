import { adminMessages, holdMessages } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, type PostRow, postReports, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { endDecisions, recordDecision } from '../decisions/index.ts';
import type { HoldStatement } from './holdStatement.ts';

/**
 * Holds an active ad ('Laukia patikrinimo'): it leaves every public list at once (publiclyVisible wants
 * 'active'), its owner gets the statement of reasons (recordDecision, kind 'ad_hold'). Runs in the caller's transaction; an ad that is not active (already held,
 * blocked, sold…) is left as it is. Answers whether it held the ad. The caller forgets the cached counts after
 * its commit (forgetPostCounts).
 */
export async function holdPostIn(
  tx: Database,
  postId: number,
  statement: HoldStatement,
  site: AppConfig['site'],
): Promise<boolean> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
  if (row?.status !== 'active' || !row.creatorId) return false;
  await tx
    .update(posts)
    .set({ status: 'held', blockedReason: statement.facts, updatedAt: new Date() })
    .where(eq(posts.id, postId));
  // No person acted: the audit row has no actor.
  await tx.insert(auditLog).values({
    actorId: null,
    action: 'post.hold',
    targetType: 'post',
    targetId: String(postId),
    before: { status: row.status },
    after: { status: 'held', blockedReason: statement.facts, automatic: statement.automatic },
  });
  await recordDecision(
    tx,
    {
      kind: 'ad_hold',
      userId: row.creatorId,
      postId,
      rule: statement.rule,
      facts: `${statement.facts} ${statement.ruleText}`,
      automatic: statement.automatic,
    },
    site,
  );
  return true;
}

/**
 * 'Patvirtinti': a moderator releases a held ad (held → active). The ad's open reports are closed as
 * dismissed by that moderator, so the same reports cannot hold it again (new reports count afresh). Runs in the
 * caller's transaction (the appeal reversal of the statements of reasons calls it at merge); 404/400 as
 * blockPostIn's. The caller forgets the cached counts after its commit.
 */
export async function releaseHeldPost(tx: Database, actor: UserRow, postId: number): Promise<PostRow> {
  const [current] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
  if (!current) throw AppError.notFound(adminMessages.postNotFound);
  if (current.status !== 'held') throw AppError.badRequest(holdMessages.notHeld);
  const [row] = await tx
    .update(posts)
    .set({ status: 'active', blockedReason: null, updatedAt: new Date() })
    .where(eq(posts.id, postId))
    .returning();
  await tx
    .update(postReports)
    .set({ status: 'dismissed', resolvedById: actor.id, resolvedAt: new Date(), resolutionNote: 'Patvirtinta' })
    .where(and(eq(postReports.postId, postId), eq(postReports.status, 'open')));
  await endDecisions(tx, { kind: 'ad_hold', postId }, 'lifted');
  await writeAudit(tx, actor, {
    action: 'post.release',
    targetType: 'post',
    targetId: postId,
    before: { status: 'held', blockedReason: current.blockedReason },
    after: { status: 'active' },
  });
  return row ?? current;
}
