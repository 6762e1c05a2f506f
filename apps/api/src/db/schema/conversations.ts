import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { postReportReasons } from './reports.ts';
import { users } from './users.ts';

const messageId = (name: string) => bigint(name, { mode: 'number' });

/**
 * One conversation per ad and buyer (PRODUCT.md §10). Each side's state sits in the row itself, so the inbox and the
 * unread count read one row per conversation: `*_unread` counts the other side's messages that side has not
 * read (kept by send and read in the same transaction), `*_read_up_to` is the last message id that side has
 * read ('Perskaityta'), `*_cleared_up_to` hides the messages up to that id from a side that deleted the
 * conversation (a new message shows it again), `*_notified_up_to` and `*_emailed_at` keep the unread e-mail to
 * one per message and one an hour. started_at stays for the per-ad statistics (PRODUCT.md §15).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: messageId('last_message_id').notNull().default(0),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    buyerReadUpTo: messageId('buyer_read_up_to').notNull().default(0),
    sellerReadUpTo: messageId('seller_read_up_to').notNull().default(0),
    buyerClearedUpTo: messageId('buyer_cleared_up_to').notNull().default(0),
    sellerClearedUpTo: messageId('seller_cleared_up_to').notNull().default(0),
    buyerNotifiedUpTo: messageId('buyer_notified_up_to').notNull().default(0),
    sellerNotifiedUpTo: messageId('seller_notified_up_to').notNull().default(0),
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    sellerEmailedAt: timestamp('seller_emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_post_buyer_key').on(t.postId, t.buyerId),
    index('conversations_buyer_inbox_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_inbox_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_buyer_started_idx').on(t.buyerId, t.startedAt),
    // The unread e-mail job looks only at conversations someone has not read.
    index('conversations_unread_idx').on(t.lastMessageAt).where(sql`${t.buyerUnread} > 0 or ${t.sellerUnread} > 0`),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * A message. The side that wrote it (from_buyer), not the account: anonymising a deleted account's side
 * (messages.anonymise.ts) empties its texts and the thread stays whole for the other person.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: messageId('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromBuyer: boolean('from_buyer').notNull(),
    text: text('text').notNull(),
    safetyTip: boolean('safety_tip').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id.desc()),
    check('conversation_messages_text_length', sql`char_length(${t.text}) <= 2000`),
  ],
);
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/**
 * What each user's open streams are told (GET /api/messages/stream), in order: the id is the SSE event id, so a
 * reconnecting browser's Last-Event-ID reads what it missed from here. Written in the transaction of the change;
 * NOTIFY only says "look". Kept a day (housekeeping).
 */
export const messageEvents = pgTable(
  'message_events',
  {
    id: messageId('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_events_user_idx').on(t.userId, t.id), index('message_events_created_at_idx').on(t.createdAt)],
);

/** 'Blokuoti vartotoją': the blocked person can no longer write to the blocker (checked on every send). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A reported message: moderators see it on the dashboard with its thread. One open report per reporter and message. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: messageId('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => postReportReasons.id),
    comment: text('comment'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reports_one_per_reporter_idx').on(t.messageId, t.reporterId),
    index('message_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
