import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a wallet top-up can be: an amount and a bonus, both integer cents (money is never a float). */
export const topUpOptions = pgTable(
  'top_up_options',
  {
    id: integer('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('top_up_options_amounts_valid', sql`${t.amountCents} > 0 and ${t.bonusCents} >= 0`)],
);

/**
 * The wallet ledger: append-only; a balance is the sum of a user's rows and never goes below zero
 * (PRODUCT.md). The wallet issue adds the payment and order references.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_user_id_idx').on(t.userId)],
);
