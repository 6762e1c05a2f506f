import type { AdminPostReport, PostReportState } from '@skelbimai/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { postReportReasons, postReports, users } from '../../db/schema/index.ts';

const resolver = alias(users, 'resolver');

/** Reports as moderators see them (with the reason's name and the resolver), newest first. */
export async function loadAdminReports(
  db: Database,
  where: { postIds: number[] } | { reportId: number },
): Promise<AdminPostReport[]> {
  if ('postIds' in where && where.postIds.length === 0) return [];
  const rows = await db
    .select({
      report: postReports,
      reasonName: postReportReasons.name,
      resolverName: resolver.fullName,
      resolverEmail: resolver.email,
    })
    .from(postReports)
    .innerJoin(postReportReasons, eq(postReportReasons.id, postReports.reasonId))
    .leftJoin(resolver, eq(resolver.id, postReports.resolvedById))
    .where('postIds' in where ? inArray(postReports.postId, where.postIds) : eq(postReports.id, where.reportId))
    .orderBy(desc(postReports.createdAt), desc(postReports.id));
  return rows.map(({ report, reasonName, resolverName, resolverEmail }) => ({
    id: report.id,
    postId: report.postId,
    reasonId: report.reasonId,
    reasonName,
    comment: report.comment,
    reporterId: report.reporterId,
    createdAt: report.createdAt.toISOString(),
    state: report.status as PostReportState,
    resolvedBy: report.resolvedById ? { id: report.resolvedById, fullName: resolverName, email: resolverEmail } : null,
    resolvedAt: report.resolvedAt ? report.resolvedAt.toISOString() : null,
    note: report.resolutionNote,
  }));
}

/** Fills postReports of the admin list's ads (one query for the page). */
export async function withAdminReports<T extends { id: number; postReports: unknown[] }>(
  db: Database,
  list: T[],
): Promise<T[]> {
  const reports = await loadAdminReports(db, { postIds: list.map((post) => post.id) });
  return list.map((post) => ({ ...post, postReports: reports.filter((report) => report.postId === post.id) }));
}
