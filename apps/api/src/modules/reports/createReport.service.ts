import {
  type createPostReportRequestSchema,
  postMessages,
  postReportLimits,
  reportMessages,
} from '@skelbimai/contract';
import type { FastifyReply } from 'fastify';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { postReports, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { networkOf } from '../../http/network.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { holdIfReportedEnough } from '../holds/index.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';
import { checkReportReason } from '../report-reasons/index.ts';
import { findPostVisibleTo } from '../saved-posts/index.ts';

type CreatePostReportInput = z.output<typeof createPostReportRequestSchema>;

const REPORT_LIMIT = registerRateLimits('reports', {
  perUser: { limit: postReportLimits.perHour, windowMs: 60 * 60 * 1000 },
}).perUser;

/**
 * A user's report of an ad (PRODUCT.md §3 'Post report'). Checked in this order: the reason exists and, when it
 * requires one ('Kita'), a comment is given (400 per property); at most postReportLimits.perHour reports per
 * user (429, counted only for well-formed reports); the ad is one the reporter may see (404) and not their own
 * (403); one open report per user and ad (409).
 */
export async function createPostReport(
  db: Database,
  reply: FastifyReply,
  reporter: UserRow,
  input: CreatePostReportInput,
): Promise<{ id: number }> {
  const comment = await checkReportReason(db, input, reportMessages);

  await enforceReportLimit(db, reporter);

  const post = await findPostVisibleTo(db, reporter, input.postId);
  if (!post) throw AppError.notFound(postMessages.notFound);
  if (post.creatorId === reporter.id) throw AppError.forbidden(reportMessages.ownPost);

  // The partial unique index (one open report per reporter and ad) decides, so two concurrent requests cannot
  // both get in: the loser inserts nothing.
  // The report and, when it is the one that makes its trusted reporters weigh enough (DECISIONS #164), the ad's
  // hold are one transaction. Every report is kept for the moderators, counted toward the hold or not.
  const { row, held } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(postReports)
      .values({
        postId: post.id,
        reporterId: reporter.id,
        reasonId: input.reasonId,
        comment,
        reporterNetwork: networkOf(reply.request.ip),
      })
      .onConflictDoNothing()
      .returning({ id: postReports.id });
    if (!inserted) throw AppError.conflict(reportMessages.alreadyReported);
    return { row: inserted, held: await holdIfReportedEnough(tx, post.id, reply.server.config.site) };
  });
  if (held) forgetPostCounts(db);
  return row;
}

async function enforceReportLimit(db: Database, reporter: UserRow): Promise<void> {
  await enforceRateLimit(db, `post-report:user:${reporter.id}`, REPORT_LIMIT, reportMessages.tooMany);
}
