import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** A signed-in user's bookmarked ads (PRODUCT.md §3 Favourites: postId and createdAt). */
export const favoritePosts = pgTable(
  'favorite_posts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ad's price when it was bookmarked (null: 'Sutartinė'); /mano/pazymeti strikes it through if lower now. */
    savedPriceCents: integer('saved_price_cents'),
    /**
     * The last price the user was told of in a price-drop e-mail (null: none yet, the saved price counts): a
     * drop is a price under it, so the same drop is never mailed twice and a rise is never mailed.
     */
    notifiedPriceCents: integer('notified_price_cents'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('favorite_posts_post_id_idx').on(t.postId)],
);

/** A signed-in user's hidden ads: they drop out of that user's public lists (PRODUCT.md §3 Hidden post). */
export const hiddenPosts = pgTable(
  'hidden_posts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('hidden_posts_post_id_idx').on(t.postId)],
);
