import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversationMessages } from './conversations.ts';
import { users } from './users.ts';

/**
 * A picture of a message (PRODUCT.md §29), stored as an ad's picture is (large and thumbnail WebP without
 * metadata) under 'message-pictures/<uuid>-large.webp'. Uploaded before the message is sent (message_id null:
 * "staged", owned by its uploader) and attached by the send that names it; staged pictures nobody sent are
 * deleted by housekeeping, and a message's pictures go with the message or with their owner's erasure
 * (decision 0091). position orders a message's pictures.
 */
export const messagePictures = pgTable(
  'message_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'cascade',
    }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    largeKey: text('large_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_pictures_message_idx').on(t.messageId, t.position),
    index('message_pictures_owner_idx').on(t.ownerId),
    index('message_pictures_staged_idx').on(t.createdAt).where(sql`${t.messageId} is null`),
  ],
);
export type MessagePictureRow = typeof messagePictures.$inferSelect;
