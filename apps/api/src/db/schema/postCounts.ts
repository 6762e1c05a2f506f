import { integer, pgTable } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';

/**
 * How many ads each (sub)category lists, kept by triggers on posts and users (migration 0009) in the same
 * transaction as the change, so the category tree and the unfiltered list totals read a few dozen rows
 * instead of counting every ad (DECISIONS #63). An ad is listed while its status is 'active' and its creator's
 * is_blocked flag is off; what time alone changes (expires_at or blocked_until passing) is corrected when read
 * (postCounts.service.ts), and the expiry job keeps that correction small.
 */
export const postCategoryCounts = pgTable('post_category_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id),
  listedCount: integer('listed_count').notNull().default(0),
});
