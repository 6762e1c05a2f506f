import {
  type AdminNotice,
  type handleNoticeRequestSchema,
  limits,
  type ModerationRuleId,
  type NoticeListQuery,
  type NoticeReason,
  noticeMessages,
  noticeReasonTitles,
} from '@skelbimai/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type NoticeRow, notices, posts, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { blockPostIn } from '../posts/index.ts';

const handler = alias(users, 'handler');

type ListQuery = { state: 'open' | 'handled'; page: number } & Omit<NoticeListQuery, 'state' | 'page'>;

/** GET /api/moderation/notices: open ones oldest first (the queue), handled ones newest first. */
export async function listNotices(
  db: Database,
  query: ListQuery,
): Promise<{ notices: AdminNotice[]; totalPageCount: number }> {
  const where = eq(notices.state, query.state);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const rows = await db
    .select({ notice: notices, postTitle: posts.title, handledByName: handler.fullName })
    .from(notices)
    .innerJoin(posts, eq(posts.id, notices.postId))
    .leftJoin(handler, eq(handler.id, notices.handledById))
    .where(where)
    .orderBy(query.state === 'open' ? asc(notices.createdAt) : desc(notices.handledAt), asc(notices.id))
    .limit(limits.pageSize)
    .offset((query.page - 1) * limits.pageSize);
  return {
    notices: rows.map(({ notice, postTitle, handledByName }) => toAdminNotice(notice, postTitle, handledByName)),
    totalPageCount: Math.max(1, Math.ceil(Number(total?.n ?? 0) / limits.pageSize)),
  };
}

function toAdminNotice(notice: NoticeRow, postTitle: string, handledByName: string | null): AdminNotice {
  return {
    id: notice.id,
    postId: notice.postId,
    postTitle,
    reason: notice.reason as NoticeReason,
    explanation: notice.explanation,
    email: notice.email,
    userId: notice.userId,
    createdAt: notice.createdAt.toISOString(),
    state: notice.state,
    handledAt: notice.handledAt ? notice.handledAt.toISOString() : null,
    handledByName,
    outcome: notice.outcome === 'dismiss' || notice.outcome === 'block' ? notice.outcome : null,
  };
}

/** The portal's rule a block on a notice applies, by the notice's reason (the statement of reasons names it). */
const ruleOfNoticeReason: Record<NoticeReason, ModerationRuleId> = {
  illegalGoods: 'prohibited',
  fraud: 'fraud',
  intellectualProperty: 'prohibited',
  personalData: 'other',
  otherIllegal: 'prohibited',
};

/**
 * POST /api/moderation/handleNotice: dismiss (nothing illegal found) or block (the existing block, with the
 * moderator's text as the reason the owner reads). The notifier gets the outcome by e-mail; an audit row is
 * written; all in one transaction. 404 no such notice, 409 already handled.
 */
export async function handleNotice(
  db: Database,
  actor: UserRow,
  input: z.output<typeof handleNoticeRequestSchema>,
  site: AppConfig['site'],
): Promise<AdminNotice> {
  const result = await db.transaction(async (tx) => {
    const [notice] = await tx.select().from(notices).where(eq(notices.id, input.noticeId)).for('update');
    if (!notice) throw AppError.notFound(noticeMessages.notFound);
    if (notice.state !== 'open') throw AppError.conflict(noticeMessages.alreadyHandled);
    const [post] = await tx
      .select({ title: posts.title, status: posts.status })
      .from(posts)
      .where(eq(posts.id, notice.postId));
    // An ad deleted meanwhile cannot be blocked; the notice is still answered.
    if (input.action === 'block' && post && post.status !== 'deleted' && post.status !== 'blocked') {
      const block = { reason: input.text, ruleId: ruleOfNoticeReason[notice.reason as NoticeReason] };
      await blockPostIn(tx, actor, notice.postId, block, site);
    }
    const [updated] = await tx
      .update(notices)
      .set({
        state: 'handled',
        handledById: actor.id,
        handledAt: new Date(),
        outcome: input.action,
        outcomeText: input.text,
      })
      .where(and(eq(notices.id, notice.id), eq(notices.state, 'open')))
      .returning();
    if (!updated) throw AppError.conflict(noticeMessages.alreadyHandled);
    await writeAudit(tx, actor, {
      action: input.action === 'block' ? 'notice.block' : 'notice.dismiss',
      targetType: 'notice',
      targetId: notice.id,
      before: { state: 'open' },
      after: { state: 'handled', outcome: input.action, postId: notice.postId },
    });
    const decision =
      input.action === 'block' ? 'Skelbimas užblokuotas ir nebematomas.' : 'Pažeidimo neradome, skelbimas paliktas.';
    await enqueueMail(tx, {
      to: notice.email,
      subject: `Pranešimas Nr. ${notice.id} išnagrinėtas`,
      text: [
        'Sveiki,',
        '',
        `išnagrinėjome jūsų pranešimą Nr. ${notice.id} apie skelbimą „${post?.title ?? ''}“ (${noticeReasonTitles[notice.reason as NoticeReason] ?? notice.reason}).`,
        '',
        `Sprendimas: ${decision}`,
        `Moderatoriaus paaiškinimas: ${input.text}`,
      ].join('\n'),
    });
    return toAdminNotice(updated, post?.title ?? '', actor.fullName);
  });
  if (input.action === 'block') forgetPostCounts(db);
  return result;
}
