import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A paid promotion of an ad. `code` is what the ads and orders code switches on; names may be reworded. */
export const advertServices = pgTable(
  'advert_services',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** How long the effect lasts; null for one-off services (a bump, the Facebook post). */
    durationDays: integer('duration_days'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('advert_services_price_valid', sql`${t.priceCents} >= 0`)],
);

/** A bundle of services sold for less than their sum. */
export const advertServicePacks = pgTable(
  'advert_service_packs',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('advert_service_packs_price_valid', sql`${t.priceCents} >= 0`)],
);

export const advertServicePackItems = pgTable(
  'advert_service_pack_items',
  {
    packId: integer('pack_id')
      .notNull()
      .references(() => advertServicePacks.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => advertServices.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packId, t.serviceId] })],
);
