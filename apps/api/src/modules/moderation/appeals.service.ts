import {
  ADMIN_ROLE,
  type AdminAppeal,
  type AppealSummary,
  type appealRequestSchema,
  type appealsQuerySchema,
  type decideAppealRequestSchema,
  limits,
  MODERATOR_ROLE,
  moderationMessages,
} from '@skelbimai/contract';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  type ModerationAppealRow,
  moderationAppeals,
  moderationDecisions,
  posts,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import {
  APPEAL_LINK_PURPOSE,
  appealDeadline,
  appealSummaryOf,
  factsOf,
  outcomeMail,
  statementsByIds,
} from '../decisions/index.ts';
import { readLinkToken } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { personRefs } from '../user-records/index.ts';
import { undoDecision } from './undo.ts';

/**
 * Appeals (DSA Art. 20): the affected user appeals a decision once within 6 months; a moderator
 * other than the decision's maker decides (the only staff member may, and it is recorded); reversal lifts the
 * restriction; the user gets the outcome by e-mail either way.
 */

const notFound = () => AppError.notFound(moderationMessages.decisionNotFound);

/** Who the signed link names, when it was signed for appeals here: { decisionId, userId } or null. */
async function tokenTarget(db: Database, token: string): Promise<{ decisionId: number; userId: string } | null> {
  const data = (await readLinkToken(db, APPEAL_LINK_PURPOSE, token)) as { d?: unknown; u?: unknown } | null;
  if (!data || typeof data.d !== 'number' || typeof data.u !== 'string') return null;
  return { decisionId: data.d, userId: data.u };
}

/** GET /api/moderation/statement?token=: the statement the e-mail's link names (no sign-in needed). */
export async function statementByToken(db: Database, token: string) {
  const target = await tokenTarget(db, token);
  if (!target) throw AppError.badRequest(moderationMessages.badLink);
  const statement = (await statementsByIds(db, [target.decisionId])).get(target.decisionId);
  if (!statement) throw notFound();
  return statement;
}

/**
 * POST /api/moderation/appeal. The caller is the signed-in owner of the decision or holds the e-mail's signed
 * link for it; anyone else gets 404 (a decision of another user is not disclosed). `now` is injected by tests.
 */
export async function createAppeal(
  db: Database,
  caller: UserRow | null,
  input: z.output<typeof appealRequestSchema>,
  now = new Date(),
): Promise<AppealSummary> {
  const byToken = input.token ? await tokenTarget(db, input.token) : null;
  if (input.token && !byToken) throw AppError.badRequest(moderationMessages.badLink);
  return db.transaction(async (tx) => {
    const [decision] = await tx
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, input.decisionId))
      .for('update');
    const owns =
      decision &&
      (byToken
        ? byToken.decisionId === decision.id && byToken.userId === decision.userId
        : caller?.id === decision.userId);
    if (!decision || !owns) throw notFound();
    const [existing] = await tx
      .select({ id: moderationAppeals.id })
      .from(moderationAppeals)
      .where(eq(moderationAppeals.decisionId, decision.id));
    if (existing) throw AppError.conflict(moderationMessages.alreadyAppealed);
    if (now > appealDeadline(decision.createdAt)) throw AppError.badRequest(moderationMessages.appealTooLate);
    if (decision.endedAt) throw AppError.badRequest(moderationMessages.decisionEnded);
    const [appeal] = await tx
      .insert(moderationAppeals)
      .values({ decisionId: decision.id, userId: decision.userId, text: input.text, createdAt: now })
      .returning();
    if (!appeal) throw new Error('appeal not stored');
    const [owner] = await tx.select().from(users).where(eq(users.id, decision.userId));
    if (owner) {
      await writeAudit(tx, owner, {
        action: 'appeal.create',
        targetType: 'appeal',
        targetId: appeal.id,
        after: { decisionId: decision.id, kind: decision.kind },
      });
    }
    return appealSummaryOf(appeal);
  });
}

/** GET /api/moderation/appeals: open ones oldest first (the queue), decided ones newest first; 20 a page. */
export async function listAppeals(
  db: Database,
  query: z.output<typeof appealsQuerySchema>,
): Promise<{ items: AdminAppeal[]; totalCount: number }> {
  const where = query.state === 'open' ? eq(moderationAppeals.state, 'open') : ne(moderationAppeals.state, 'open');
  const order =
    query.state === 'open'
      ? [asc(moderationAppeals.createdAt), asc(moderationAppeals.id)]
      : [desc(moderationAppeals.decidedAt), desc(moderationAppeals.id)];
  const rows = await db
    .select()
    .from(moderationAppeals)
    .where(where)
    .orderBy(...order)
    .limit(limits.pageSize)
    .offset((query.page - 1) * limits.pageSize);
  const [total] = await db.select({ value: count() }).from(moderationAppeals).where(where);
  return { items: await toAdminAppeals(db, rows), totalCount: total?.value ?? 0 };
}

async function toAdminAppeals(db: Database, rows: ModerationAppealRow[]): Promise<AdminAppeal[]> {
  const statements = await statementsByIds(
    db,
    rows.map((row) => row.decisionId),
  );
  const makers = await db
    .select({ id: moderationDecisions.id, decidedById: moderationDecisions.decidedById })
    .from(moderationDecisions)
    .where(inArray(moderationDecisions.id, [0, ...rows.map((row) => row.decisionId)]));
  const makerOf = new Map(makers.map((row) => [row.id, row.decidedById]));
  const people = await personRefs(db, [
    ...rows.map((row) => row.userId),
    ...rows.flatMap((row) => (row.decidedById ? [row.decidedById] : [])),
    ...makers.flatMap((row) => (row.decidedById ? [row.decidedById] : [])),
  ]);
  return rows.flatMap((row) => {
    const decision = statements.get(row.decisionId);
    if (!decision) return [];
    const maker = makerOf.get(row.decisionId);
    return [
      {
        ...appealSummaryOf(row),
        user: people.get(row.userId) ?? null,
        decision,
        decisionBy: maker ? (people.get(maker) ?? null) : null,
        decidedBy: row.decidedById ? (people.get(row.decidedById) ?? null) : null,
        selfReviewed: row.selfReviewed,
      },
    ];
  });
}

/** Whether a moderator or administrator other than `staffId` exists (not deleted, not blocked now). */
async function otherStaffExists(tx: Database, staffId: string): Promise<boolean> {
  const roles = [MODERATOR_ROLE.toLowerCase(), ADMIN_ROLE.toLowerCase()];
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, staffId),
        isNull(users.deletedAt),
        sql`lower(${users.authRole}) in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )})`,
        sql`not (${users.isBlocked} and (${users.blockedUntil} is null or ${users.blockedUntil} > now()))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * POST /api/moderation/decideAppeal (Moderator). 'reversed' undoes the restriction (undo.ts) and ends the
 * decision; either way the user is e-mailed the outcome and the audit log gets a row.
 */
export async function decideAppeal(
  db: Database,
  actor: UserRow,
  input: z.output<typeof decideAppealRequestSchema>,
  site: AppConfig['site'],
  now = new Date(),
): Promise<AdminAppeal> {
  const decided = await db.transaction(async (tx) => {
    const [appeal] = await tx
      .select()
      .from(moderationAppeals)
      .where(eq(moderationAppeals.id, input.appealId))
      .for('update');
    if (!appeal) throw AppError.notFound(moderationMessages.appealNotFound);
    if (appeal.state !== 'open') throw AppError.conflict(moderationMessages.appealAlreadyDecided);
    const [decision] = await tx
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, appeal.decisionId))
      .for('update');
    if (!decision) throw AppError.notFound(moderationMessages.appealNotFound);
    const selfReviewed = decision.decidedById === actor.id;
    if (selfReviewed && (await otherStaffExists(tx, actor.id))) {
      throw AppError.forbidden(moderationMessages.otherModeratorMust);
    }
    if (input.outcome === 'reversed') {
      await undoDecision[decision.kind](tx, actor, decision);
      if (!decision.endedAt) {
        await tx
          .update(moderationDecisions)
          .set({ endedAt: now, endedHow: 'reversed' })
          .where(eq(moderationDecisions.id, decision.id));
      }
    }
    const [row] = await tx
      .update(moderationAppeals)
      .set({ state: input.outcome, decidedById: actor.id, decidedAt: now, outcomeText: input.text, selfReviewed })
      .where(eq(moderationAppeals.id, appeal.id))
      .returning();
    await writeAudit(tx, actor, {
      action: input.outcome === 'reversed' ? 'appeal.reverse' : 'appeal.uphold',
      targetType: 'appeal',
      targetId: appeal.id,
      before: { state: 'open' },
      after: { state: input.outcome, decisionId: decision.id, kind: decision.kind, selfReviewed },
    });
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, decision.userId));
    if (owner?.email) {
      const [post] = decision.postId
        ? await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, decision.postId))
        : [];
      const mail = outcomeMail(
        site,
        { ...factsOf(decision), postTitle: post?.title ?? null },
        input.outcome,
        input.text,
      );
      await enqueueMail(tx, { to: owner.email, ...mail });
    }
    return row ?? appeal;
  });
  if (input.outcome === 'reversed') forgetPostCounts(db);
  const [result] = await toAdminAppeals(db, [decided]);
  if (!result) throw AppError.notFound(moderationMessages.appealNotFound);
  return result;
}
