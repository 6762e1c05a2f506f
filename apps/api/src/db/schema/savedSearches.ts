import { emailKinds } from '@skelbimai/contract/emailKinds';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

export const savedSearchFrequencyValues = ['instant', 'daily', 'never'] as const;

/**
 * A user's saved list or search: `query` is the list's query string, normalised (only the filters a
 * public list takes, in one order), so equal searches share one match in the matcher. last_opened_at: the
 * user's last look, from which /mano/paieskos counts new ads.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: savedSearchFrequencyValues }).notNull().default('instant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId),
    // The matcher reads the searches that alert, grouped by query.
    index('saved_searches_alerting_idx').on(t.query).where(sql`${t.frequency} <> 'never'`),
    check('saved_searches_frequency_valid', sql`${t.frequency} in ('instant', 'daily', 'never')`),
  ],
);

/**
 * An ad the matcher found for a saved search: one row per search and ad, ever (the primary key), so a repeated or
 * resumed run finds nothing twice and no ad is mailed twice for one search. mailed_at: put in an e-mail (or
 * dropped, when the ad was gone by then).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.postId] }),
    index('saved_search_matches_unmailed_idx').on(t.savedSearchId).where(sql`${t.mailedAt} is null`),
    index('saved_search_matches_post_id_idx').on(t.postId),
  ],
);

/** The e-mails a user switched off: no row, the kind is wanted (emailWanted). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: emailKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
