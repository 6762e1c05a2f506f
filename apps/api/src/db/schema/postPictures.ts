import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * A picture of an ad, stored twice through the storage adapter: large (at most 1600 px) and thumbnail
 * (at most 400 px), both WebP without metadata. Keys look like 'post-pictures/<uuid>-large.webp'.
 *
 * A picture is uploaded before the ad is saved (post_id null: "staged", owned by its uploader) and attached
 * when the ad is created or updated with its id; staged pictures nobody attached are deleted by housekeeping.
 * position orders an ad's pictures; 0 is the cover.
 */
export const postPictures = pgTable(
  'post_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: integer('post_id').references(() => posts.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    largeKey: text('large_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    /** A perceptual hash (dHash, 64 bits as 16 hex digits) of the picture, so a re-encoded or resized copy is
     * recognised when the same seller posts the same ad again (posts/duplicates.ts); null before it. */
    perceptualHash: text('perceptual_hash'),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_pictures_post_id_position_idx').on(t.postId, t.position),
    index('post_pictures_staged_idx').on(t.ownerId, t.createdAt).where(sql`${t.postId} is null`),
  ],
);
export type PostPictureRow = typeof postPictures.$inferSelect;
