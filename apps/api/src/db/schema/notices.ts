import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * Notices about illegal content (DSA art. 16): anyone, guests too, may send one; the notifier's
 * e-mail gets the acknowledgement and the outcome. Reason values are the contract's noticeReasons.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    email: text('email').notNull(),
    /** The notifier's account when signed in; a deleted account leaves the notice (set null). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: ['open', 'handled'] })
      .notNull()
      .default('open'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** 'dismiss' or 'block' (contract noticeActions). */
    outcome: text('outcome'),
    /** The moderator's answer the notifier got. */
    outcomeText: text('outcome_text'),
  },
  (t) => [
    index('notices_state_created_idx').on(t.state, t.createdAt),
    index('notices_post_id_idx').on(t.postId),
    check('notices_state_valid', sql`${t.state} in ('open', 'handled')`),
    check('notices_explanation_length', sql`char_length(${t.explanation}) between 10 and 4000`),
  ],
);
export type NoticeRow = typeof notices.$inferSelect;

/**
 * The moderators' list of words and phrases that hold a new or edited ad. `normalized` is the
 * text lower-cased without diacritics and with single spaces (modules/holds/wordMatch.ts), unique.
 */
export const bannedWords = pgTable('banned_words', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  text: text('text').notNull(),
  normalized: text('normalized').notNull().unique('banned_words_normalized_unique'),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BannedWordRow = typeof bannedWords.$inferSelect;
