import { index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * An expiry reminder sent to an ad's owner: one per ad and expiry date, so a renewed ad (a new
 * expires_at) can have the next one. Its id is in the e-mail's signed renewal link; used_at makes that link
 * work once.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The expiry the reminder was about. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its renewal link renewed the ad (null: not used). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    unique('expiry_reminders_post_expiry_unique').on(t.postId, t.expiresAt),
    index('expiry_reminders_user_id_idx').on(t.userId),
  ],
);
