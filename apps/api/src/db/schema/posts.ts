import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';

export const postStatuses = ['active', 'expired', 'blocked', 'deleted'] as const;
export type PostStatus = (typeof postStatuses)[number];

/**
 * A minimal ad: only what the category counts need today. The ads issue extends this table by migration
 * (description, price, owner, pictures, search vector, ...); keep these columns' meaning.
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Always a subcategory; the main category follows from it (PRODUCT.md). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    status: text('status', { enum: postStatuses }).notNull().default('active'),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_category_id_status_idx').on(t.categoryId, t.status),
    check(
      'posts_status_valid',
      sql`${t.status} in (${sql.raw(postStatuses.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

export type PostRow = typeof posts.$inferSelect;
