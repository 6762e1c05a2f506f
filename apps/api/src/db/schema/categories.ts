import type { PostField } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Main categories have ids 100..700; a subcategory takes an id inside its parent's hundred (101..199 under 100),
 * so ids are assigned by the seed, never by a sequence, and stay stable across installations.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** ASCII URL slug (/skelbimai/{logicalName}). */
    logicalName: text('logical_name').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    /** Material icon name; subcategories have none. */
    icon: text('icon'),
    /** CSS colour; subcategories repeat their parent's so a query never needs the parent. */
    color: text('color'),
    text: text('text').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * A subcategory's fields (PRODUCT.md §25) as data, in form order: seeded from seed/postFields.ts (merged,
     * so what an administrator added stays) and extended on the dashboard (decision 0083).
     */
    fields: jsonb('fields').$type<PostField[]>().notNull().default([]),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId), check('categories_id_positive', sql`${t.id} > 0`)],
);

export type CategoryRow = typeof categories.$inferSelect;
