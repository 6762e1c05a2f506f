import {
  APPEAL_WINDOW_MONTHS,
  type AppealSummary,
  clientRoutes,
  type DecisionKind,
  type DecisionStatement,
  decisionKindTitles,
  type ModerationRuleId,
  moderationRuleTitles,
} from '@skelbimai/contract';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  type ModerationAppealRow,
  type ModerationDecisionRow,
  moderationAppeals,
  moderationDecisions,
  posts,
  users,
} from '../../db/schema/index.ts';
import { signLinkToken, siteUrl } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { blockedMessage } from '../user-records/index.ts';
import { statementMail } from './statementMail.ts';

/**
 * Statements of reasons (DSA Art. 17). Every module that restricts an ad or an account calls
 * `recordDecision` inside its own transaction: the decision row and the e-mail to its owner are written with
 * the restriction, so there is never one without the other.
 */

export interface DecisionInput {
  kind: DecisionKind;
  userId: string;
  /** The ad, for 'ad_block' and 'ad_hold'. */
  postId?: number | null;
  /** The rating, for 'rating_removal' (PRODUCT.md §27). */
  ratingId?: number | null;
  rule: ModerationRuleId;
  /** What happened, in words the owner understands (the moderator's text, or generated for automatic ones). */
  facts: string;
  automatic: boolean;
  /** The moderator's id; absent for automatic decisions. */
  decidedBy?: string | null;
}

/** The last moment an appeal is accepted: 6 calendar months after the decision. */
export function appealDeadline(createdAt: Date): Date {
  const deadline = new Date(createdAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  return deadline;
}

const APPEAL_LINK_PURPOSE = 'appeal';

/** The signed link of the statement e-mail: it lets the owner appeal without signing in (a blocked account cannot). */
export function appealToken(db: Database, decision: Pick<ModerationDecisionRow, 'id' | 'userId'>): Promise<string> {
  return signLinkToken(db, APPEAL_LINK_PURPOSE, { d: decision.id, u: decision.userId });
}

export { APPEAL_LINK_PURPOSE };

/**
 * Ends the decisions of one restriction still in force: `lifted` when a moderator unblocks (or a new decision
 * replaces them), `reversed` on appeal. Call it in the transaction that lifts the restriction.
 */
export async function endDecisions(
  tx: Database,
  where: { kind: DecisionKind; userId?: string; postId?: number; ratingId?: number },
  how: 'lifted' | 'reversed',
  now = new Date(),
): Promise<void> {
  const conditions: SQL[] = [eq(moderationDecisions.kind, where.kind), isNull(moderationDecisions.endedAt)];
  if (where.userId) conditions.push(eq(moderationDecisions.userId, where.userId));
  if (where.postId) conditions.push(eq(moderationDecisions.postId, where.postId));
  if (where.ratingId) conditions.push(eq(moderationDecisions.ratingId, where.ratingId));
  await tx
    .update(moderationDecisions)
    .set({ endedAt: now, endedHow: how })
    .where(and(...conditions));
}

/**
 * THE way to record a decision: writes it (ending an earlier one of the same restriction still in force) and
 * queues the statement of reasons to the owner's e-mail with the signed appeal link, in `tx`. An account
 * without e-mail (phone only) reads the statement on its ads list. For 'account_block' the e-mail is also the
 * block notice (until when and why, the sentence a refused sign-in shows).
 */
export async function recordDecision(
  tx: Database,
  input: DecisionInput,
  site: AppConfig['site'],
): Promise<ModerationDecisionRow> {
  const target = input.ratingId
    ? { ratingId: input.ratingId }
    : input.postId
      ? { postId: input.postId }
      : { userId: input.userId };
  await endDecisions(tx, { kind: input.kind, ...target }, 'lifted');
  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      kind: input.kind,
      userId: input.userId,
      postId: input.postId ?? null,
      ratingId: input.ratingId ?? null,
      ruleId: input.rule,
      facts: input.facts,
      automatic: input.automatic,
      decidedById: input.automatic ? null : (input.decidedBy ?? null),
    })
    .returning();
  if (!decision) throw new Error('decision not recorded');

  const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (user?.email) {
    const postTitle = await titleOf(tx, decision.postId);
    const token = await appealToken(tx, decision);
    const mail = statementMail(
      site,
      { ...factsOf(decision), postTitle },
      siteUrl(site, `${clientRoutes.appeal.path}?token=${encodeURIComponent(token)}`),
      input.kind === 'account_block'
        ? [blockedMessage(user), 'Kol paskyra užblokuota, negalite prisijungti ir skelbti, o jūsų skelbimai nerodomi.']
        : [],
    );
    await enqueueMail(tx, { to: user.email, ...mail });
  }
  return decision;
}

async function titleOf(db: Database, postId: number | null): Promise<string | null> {
  if (postId === null) return null;
  const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, postId));
  return post?.title ?? null;
}

export const factsOf = (decision: ModerationDecisionRow) => ({
  kind: decision.kind,
  ruleId: decision.ruleId,
  facts: decision.facts,
  automatic: decision.automatic,
  createdAt: decision.createdAt,
  appealUntil: appealDeadline(decision.createdAt),
});

/** The statement as the API answers it, from a decision, its ad's title and its appeal. */
export function toStatement(
  decision: ModerationDecisionRow,
  postTitle: string | null,
  appeal: ModerationAppealRow | null,
  now = new Date(),
): DecisionStatement {
  const appealUntil = appealDeadline(decision.createdAt);
  return {
    id: decision.id,
    kind: decision.kind,
    kindTitle: decisionKindTitles[decision.kind],
    postId: decision.postId,
    postTitle,
    ruleId: decision.ruleId,
    ruleTitle: moderationRuleTitles[decision.ruleId],
    facts: decision.facts,
    automatic: decision.automatic,
    createdAt: decision.createdAt.toISOString(),
    endedAt: decision.endedAt?.toISOString() ?? null,
    endedHow: decision.endedHow ?? null,
    appealUntil: appealUntil.toISOString(),
    canAppeal: !appeal && !decision.endedAt && now <= appealUntil,
    appeal: appeal ? appealSummaryOf(appeal) : null,
  };
}

/** An appeal as its author and the statement see it. */
export function appealSummaryOf(appeal: ModerationAppealRow): AppealSummary {
  return {
    id: appeal.id,
    state: appeal.state,
    text: appeal.text,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    outcomeText: appeal.outcomeText,
  };
}

/** Statements of the decisions matching `where`, newest first, with their ads' titles and appeals. */
export async function loadStatements(db: Database, where: SQL, limit = 100): Promise<DecisionStatement[]> {
  const rows = await db
    .select({ decision: moderationDecisions, postTitle: posts.title, appeal: moderationAppeals })
    .from(moderationDecisions)
    .leftJoin(posts, eq(posts.id, moderationDecisions.postId))
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.id))
    .where(where)
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(limit);
  return rows.map((row) => toStatement(row.decision, row.postTitle, row.appeal));
}

/**
 * GET /api/moderation/myDecisions: the signed-in user's decisions, newest first (the last 100): the ads list
 * shows each blocked ad's statement from here.
 */
export function myDecisions(db: Database, userId: string): Promise<DecisionStatement[]> {
  return loadStatements(db, eq(moderationDecisions.userId, userId));
}

export async function statementsByIds(db: Database, ids: number[]): Promise<Map<number, DecisionStatement>> {
  if (ids.length === 0) return new Map();
  const statements = await loadStatements(db, inArray(moderationDecisions.id, ids), ids.length);
  return new Map(statements.map((statement) => [statement.id, statement]));
}
