import { type RatingReport, type reportRatingRequestSchema, ratingMessages as texts } from '@skelbimai/contract';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { postReportReasons, ratingReports, ratings, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { checkReportReason } from '../report-reasons/index.ts';
import { published } from './published.ts';

type ReportInput = z.output<typeof reportRatingRequestSchema>;

/**
 * POST /api/ratings/report: anyone signed in reports a published rating (its author cannot), with the ad report
 * reasons, as a message is reported (PRODUCT.md §10, §27). One report per rating and reporter (409).
 */
export async function reportRating(db: Database, reporter: UserRow, input: ReportInput): Promise<{ id: number }> {
  const comment = await checkReportReason(db, input, texts);
  const [rating] = await db
    .select({ raterId: ratings.raterId })
    .from(ratings)
    .where(and(eq(ratings.id, input.ratingId), published));
  if (!rating) throw AppError.notFound(texts.notFound);
  if (rating.raterId === reporter.id) throw AppError.forbidden(texts.ownRating);
  const [row] = await db
    .insert(ratingReports)
    .values({ ratingId: input.ratingId, reporterId: reporter.id, reasonId: input.reasonId, comment })
    .onConflictDoNothing()
    .returning({ id: ratingReports.id });
  if (!row) throw AppError.conflict(texts.alreadyReported);
  return row;
}

const reporter = alias(users, 'reporter');
const rater = alias(users, 'rater');
const rated = alias(users, 'rated');

/** GET /api/ratings/reports (moderators): open reports, newest first, each with its rating. */
export async function listRatingReports(db: Database): Promise<RatingReport[]> {
  const rows = await db
    .select({
      report: ratingReports,
      reason: postReportReasons.name,
      reporterName: reporter.fullName,
      rating: ratings,
      raterName: rater.fullName,
      ratedName: rated.fullName,
    })
    .from(ratingReports)
    .innerJoin(postReportReasons, eq(postReportReasons.id, ratingReports.reasonId))
    .innerJoin(reporter, eq(reporter.id, ratingReports.reporterId))
    .innerJoin(ratings, eq(ratings.id, ratingReports.ratingId))
    .innerJoin(rater, eq(rater.id, ratings.raterId))
    .innerJoin(rated, eq(rated.id, ratings.ratedId))
    .where(eq(ratingReports.status, 'open'))
    .orderBy(desc(ratingReports.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.report.id,
    createdAt: row.report.createdAt.toISOString(),
    reason: row.reason,
    comment: row.report.comment,
    reporterName: row.reporterName,
    rating: {
      id: row.rating.id,
      stars: row.rating.stars,
      comment: row.rating.comment,
      answer: row.rating.answer,
      raterName: row.raterName,
      ratedName: row.ratedName,
      ratedId: row.rating.ratedId,
      adId: row.rating.postId,
    },
  }));
}

/** POST /api/ratings/resolveReport (moderators): the report is handled and the rating stays. */
export async function resolveRatingReport(db: Database, reportId: number): Promise<void> {
  const [row] = await db
    .update(ratingReports)
    .set({ status: 'resolved' })
    .where(and(eq(ratingReports.id, reportId), eq(ratingReports.status, 'open')))
    .returning({ id: ratingReports.id });
  if (!row) throw AppError.notFound(texts.reportNotFound);
}
