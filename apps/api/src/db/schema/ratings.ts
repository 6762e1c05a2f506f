import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations.ts';
import { posts } from './posts.ts';
import { postReportReasons } from './reports.ts';
import { users } from './users.ts';

/**
 * One side's rating of the other after a conversation about an ad (PRODUCT.md §27): once per side and
 * conversation. Published when the other side has rated too or 14 days after the first rating of the
 * conversation: a query condition on the rows (ratings.service.ts `published`), so there is no job to miss.
 * `removed_at` hides it after a moderator's decision (moderation_decisions.rating_id holds the statement).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedId: uuid('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The rated person's one answer to the comment. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ratings_one_per_side_idx').on(t.conversationId, t.raterId),
    index('ratings_rated_idx').on(t.ratedId, t.createdAt.desc()),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
    check('ratings_two_people', sql`${t.raterId} <> ${t.ratedId}`),
    check('ratings_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 500`),
    check('ratings_answer_length', sql`${t.answer} is null or char_length(${t.answer}) <= 500`),
  ],
);
export type RatingRow = typeof ratings.$inferSelect;

/** A reported rating: moderators see it on the dashboard. One open report per reporter and rating. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => postReportReasons.id),
    comment: text('comment'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rating_reports_one_per_reporter_idx').on(t.ratingId, t.reporterId),
    index('rating_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    check('rating_reports_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 1000`),
  ],
);
