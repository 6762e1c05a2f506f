import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Why an ad can be reported. A reason that requires a comment ('Kita') makes the reporter explain. */
export const postReportReasons = pgTable('post_report_reasons', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  requiresComment: boolean('requires_comment').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});
