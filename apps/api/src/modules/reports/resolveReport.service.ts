import {
  type AdminPostReport,
  type AuditAction,
  adminMessages,
  type PostReportState,
  type ReportOutcome,
  type resolveReportRequestSchema,
  ruleOfReportReason,
} from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { postReportReasons, postReports, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import { blockPostIn, loadAdminReports } from '../posts/index.ts';

const stateOf: Record<ReportOutcome, PostReportState> = {
  resolve: 'resolved',
  dismiss: 'dismissed',
  blockPost: 'blocked',
};
const actionOf: Record<ReportOutcome, AuditAction> = {
  resolve: 'report.resolve',
  dismiss: 'report.dismiss',
  blockPost: 'report.blockPost',
};

/**
 * POST /api/postreports/ResolveReport (Moderator): records who, when, the outcome and a note (PRODUCT.md
 * §3 'Post report'). blockPost also blocks the ad, with the given reason or the report's reason name for its owner
 * to read, and closes the ad's other open reports the same way: the ad is dealt with. The block's rule is the
 * given one or the report reason's (the contract's ruleOfReportReason).
 */
export async function resolveReport(
  db: Database,
  actor: UserRow,
  input: z.output<typeof resolveReportRequestSchema>,
  site: AppConfig['site'],
): Promise<AdminPostReport> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ report: postReports, reasonName: postReportReasons.name })
      .from(postReports)
      .innerJoin(postReportReasons, eq(postReportReasons.id, postReports.reasonId))
      .where(eq(postReports.id, input.reportId))
      .for('update', { of: postReports });
    if (!report) throw AppError.notFound(adminMessages.reportNotFound);
    if (report.report.status !== 'open') throw AppError.conflict(adminMessages.reportAlreadyResolved);

    const state = stateOf[input.outcome];
    const resolution = {
      status: state,
      resolvedById: actor.id,
      resolvedAt: new Date(),
      resolutionNote: input.note || null,
    };
    const closes =
      input.outcome === 'blockPost'
        ? and(eq(postReports.postId, report.report.postId), eq(postReports.status, 'open'))
        : eq(postReports.id, report.report.id);
    const closed = await tx.update(postReports).set(resolution).where(closes).returning({ id: postReports.id });
    if (input.outcome === 'blockPost') {
      const block = {
        reason: input.blockedReason ?? report.reasonName,
        ruleId: input.ruleId ?? ruleOfReportReason(report.report.reasonId),
      };
      await blockPostIn(tx, actor, report.report.postId, block, site);
    }
    for (const { id } of closed) {
      await writeAudit(tx, actor, {
        action: actionOf[input.outcome],
        targetType: 'report',
        targetId: id,
        before: { state: 'open' },
        after: { state, note: resolution.resolutionNote, postId: report.report.postId },
      });
    }
  });
  if (input.outcome === 'blockPost') forgetPostCounts(db);
  const [updated] = await loadAdminReports(db, { reportId: input.reportId });
  if (!updated) throw AppError.notFound(adminMessages.reportNotFound);
  return updated;
}
