import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { advertServicePacks, advertServices } from './services.ts';
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

export const paymentProviderValues = ['test', 'stripe', 'paysera'] as const;

/**
 * A top-up by card. Amount and bonus are copied from the option when it is created (an option's price may
 * change later). Status numbers of PRODUCT.md §4: 0 unpaid, 1 paid (final), 2 processing, 3 more info, 4 failed.
 * The identifier people see ('P-000123') is derived from the id.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topUpOptionId: integer('top_up_option_id').references(() => topUpOptions.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull(),
    status: integer('status').notNull().default(0),
    provider: text('provider', { enum: paymentProviderValues }).notNull(),
    /** The provider's own id (a Stripe Checkout Session id, a Paysera request id), once known. */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('payments_status_valid', sql`${t.status} between 0 and 4`),
    check('payments_amounts_valid', sql`${t.amountCents} > 0 and ${t.bonusCents} >= 0`),
    check('payments_provider_valid', sql`${t.provider} in ('test', 'stripe', 'paysera')`),
    check('payments_paid_at_when_paid', sql`(${t.status} = 1) = (${t.paidAt} is not null)`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * A purchase of one advert service or one pack for one of the buyer's ads, paid from the wallet at once.
 * The ad's title is kept so the order still reads right if the ad is edited or deleted (post_id then null).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    postTitle: text('post_title').notNull(),
    packId: integer('pack_id').references(() => advertServicePacks.id),
    /** The pack's or the single service's name at the time of purchase. */
    name: text('name').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('orders_post_id_idx').on(t.postId),
    check('orders_total_valid', sql`${t.totalCents} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

export const fulfilmentValues = ['done', 'waiting'] as const;

/** One service an order bought (a pack is bought as its services) and what it did to the ad. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => advertServices.id),
    /** Until when the effect lasts after this purchase (extended from the previous end); null for one-offs. */
    activeUntil: timestamp('active_until', { withTimezone: true }),
    /** 'waiting' for a task an administrator does (the Facebook-group post) until marked done. */
    fulfilment: text('fulfilment', { enum: fulfilmentValues }).notNull().default('done'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    fulfilledBy: uuid('fulfilled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_waiting_idx').on(t.id).where(sql`${t.fulfilment} = 'waiting'`),
    check('order_items_fulfilment_valid', sql`${t.fulfilment} in ('done', 'waiting')`),
  ],
);

/**
 * The wallet ledger, append-only (a trigger refuses UPDATE and DELETE; migration 0006): a credit per paid
 * top-up (amount + bonus) and a debit per order. UNIQUE(payment_id) and UNIQUE(order_id) make the database
 * itself refuse a second credit for one payment or a second debit for one order. Inserting a row moves
 * users.wallet_balance_cents by the same amount in the same statement (trigger), and that column's CHECK
 * (>= 0) refuses a debit the balance cannot cover.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** 'topUp' or 'order'. */
    kind: text('kind').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_id_idx').on(t.userId),
    uniqueIndex('wallet_entries_payment_id_key').on(t.paymentId),
    uniqueIndex('wallet_entries_order_id_key').on(t.orderId),
    check(
      'wallet_entries_explained',
      sql`(${t.kind} = 'topUp' and ${t.paymentId} is not null and ${t.orderId} is null and ${t.amountCents} > 0)
        or (${t.kind} = 'order' and ${t.orderId} is not null and ${t.paymentId} is null and ${t.amountCents} <= 0)`,
    ),
  ],
);

/** Provider notifications already handled (Stripe event ids): a redelivered event changes nothing. */
export const processedProviderEvents = pgTable(
  'processed_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** One row per ad and Vilnius day an automatic bump happened: the primary key makes it once a day, restarts or not. */
export const autoBumpRuns = pgTable(
  'auto_bump_runs',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bumpedAt: timestamp('bumped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] })],
);
