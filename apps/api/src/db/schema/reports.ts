import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** Why an ad can be reported. A reason that requires a comment ('Kita') makes the reporter explain. */
export const postReportReasons = pgTable('post_report_reasons', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  requiresComment: boolean('requires_comment').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const postReportStatuses = ['open', 'resolved', 'dismissed', 'blocked'] as const;
export type PostReportStatus = (typeof postReportStatuses)[number];

/**
 * A user's report of an ad. One open report per user per ad (a partial unique index). Resolving records who,
 * when and the outcome: 'resolved' (handled), 'dismissed', or 'blocked' (the ad was blocked) — PRODUCT.md §3 'Post report'.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => postReportReasons.id),
    comment: text('comment'),
    /**
     * The reporter's network when reporting (http/network.ts: /24 of IPv4, /64 of IPv6), not the address: an
     * automatic hold counts one reporter per network (DECISIONS #164). Null for reports made before it was kept.
     */
    reporterNetwork: text('reporter_network'),
    status: text('status', { enum: postReportStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The moderator's note on the resolution (not shown to the ad's owner). */
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('post_reports_one_open_per_reporter_idx').on(t.postId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('post_reports_post_id_idx').on(t.postId),
    // A reporter's record (how many of their decided reports were upheld) weighs their report (DECISIONS #164).
    index('post_reports_reporter_id_status_idx').on(t.reporterId, t.status),
    index('post_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    check('post_reports_status_valid', sql`${t.status} in ('open', 'resolved', 'dismissed', 'blocked')`),
    check('post_reports_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 1000`),
  ],
);
export type PostReportRow = typeof postReports.$inferSelect;
