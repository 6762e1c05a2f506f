import {
  type createNoticeRequestSchema,
  noticeLimits,
  noticeMessages,
  noticeReasonTitles,
  postMessages,
} from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { notices, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueMail } from '../outbox/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';

type CreateNoticeInput = z.output<typeof createNoticeRequestSchema>;

const NOTICE_LIMIT = registerRateLimits('notices', {
  perIp: { limit: noticeLimits.perHour, windowMs: 60 * 60 * 1000 },
}).perIp;

/**
 * POST /api/notices/create: a notice about illegal content, from anyone. A guest gives an e-mail
 * (400 on email); a signed-in user's account e-mail is used. At most noticeLimits.perHour per address (429);
 * the ad must be one anyone can see now (404 otherwise: a held or blocked ad is already out of sight). The
 * acknowledgement goes by e-mail in the same transaction as the notice.
 */
export async function createNotice(
  db: Database,
  ip: string,
  user: UserRow | null,
  input: CreateNoticeInput,
): Promise<{ id: number }> {
  const email = user?.email ?? input.email;
  if (!email)
    throw AppError.badRequest(noticeMessages.emailRequired, [
      { property: 'email', errors: [noticeMessages.emailRequired] },
    ]);
  await enforceRateLimit(db, `notice:ip:${ip}`, NOTICE_LIMIT, noticeMessages.tooMany);

  const [post] = await db
    .select({ id: posts.id, title: posts.title, visible: sql<boolean>`${publiclyVisible}` })
    .from(posts)
    .where(eq(posts.id, input.postId));
  if (!post?.visible) throw AppError.notFound(postMessages.notFound);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({
        postId: post.id,
        reason: input.reason,
        explanation: input.explanation,
        email,
        userId: user?.id ?? null,
      })
      .returning({ id: notices.id });
    if (!row) throw new Error('notice not created');
    await enqueueMail(tx, {
      to: email,
      subject: `Pranešimas Nr. ${row.id} gautas`,
      text: [
        'Sveiki,',
        '',
        `gavome jūsų pranešimą Nr. ${row.id} apie neteisėtą turinį skelbime „${post.title}“.`,
        `Priežastis: ${noticeReasonTitles[input.reason]}.`,
        '',
        'Moderatorius jį išnagrinės ir apie sprendimą jums parašysime šiuo adresu.',
      ].join('\n'),
    });
    return row;
  });
}
