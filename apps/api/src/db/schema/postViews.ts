import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * Who has viewed an ad on which (Vilnius) day, so a view counts at most once per visitor per day. visitor_key is
 * 'u:<user id>' for a signed-in viewer, else 'a:<hash of IP and user agent>' (never the raw IP). Rows older
 * than yesterday are deleted by housekeeping; posts.view_count keeps the total.
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorKey, t.day] })],
);
