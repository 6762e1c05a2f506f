import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { conversationMessages, conversations } from './conversations.ts';

/**
 * A price offer in a conversation (PRODUCT.md §28, decision 0090): the buyer's message `message_id` is the offer
 * ('Pasiūlyta kaina: …'), and this row its amount and answer. The seller answers once: `status` leaves 'open'
 * for 'accepted' or 'declined' with `answered_at`, never back.
 */
export const conversationOffers = pgTable(
  'conversation_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversation_offers_message_key').on(t.messageId),
    index('conversation_offers_conversation_idx').on(t.conversationId, t.status),
    check('conversation_offers_amount_positive', sql`${t.amountCents} > 0`),
    check('conversation_offers_answered', sql`(${t.status} = 'open') = (${t.answeredAt} is null)`),
  ],
);
export type ConversationOfferRow = typeof conversationOffers.$inferSelect;
