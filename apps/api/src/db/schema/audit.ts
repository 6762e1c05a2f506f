import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every administrative action: who did what to which target, the changed fields before and after.
 * Written in the same transaction as the change itself, so a logged action happened and a change is logged.
 * Append-only by convention: nothing in the API updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The administrator or moderator; set null if that account row ever disappears (it is anonymised instead). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of the contract's auditActions, e.g. 'user.block'. */
    action: text('action').notNull(),
    /** 'user', 'post' or 'report'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_id_idx').on(t.actorId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
