import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * What the seller's statistics read: one row per ad per Vilnius day (decision 0086) that had anything, with a counter
 * per kind, never a row per view. Counters are added to by an upsert in the statement that records the event
 * (views.service.ts, phone.ts, savedPosts.service.ts; conversations by the messages module). Kept while the ad
 * exists (the statistics page reads the last 30 days, the owner's list the totals).
 */
export const postDailyStats = pgTable(
  'post_daily_stats',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    phoneReveals: integer('phone_reveals').notNull().default(0),
    bookmarks: integer('bookmarks').notNull().default(0),
    conversations: integer('conversations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] })],
);
