import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

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
