import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Searches of the public list that found nothing (PRODUCT.md §20), so moderators see what people fail to find.
 * Keyed by the normalised query (trimmed, lower-case, single spaces, at most 100 characters); no user
 * identity is kept. Only page-1 requests count, so paging through an empty answer does not inflate it.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    queryNormalised: text('query_normalised').primaryKey(),
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_count_idx').on(t.count.desc(), t.lastSeenAt.desc())],
);
export type SearchMissRow = typeof searchMisses.$inferSelect;
