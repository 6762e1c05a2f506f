import {
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
  type auditLogQuerySchema,
  limits,
} from '@skelbimai/contract';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { auditLog, type UserRow, users } from '../../db/schema/index.ts';
import { personMatches, personRefs } from '../user-records/index.ts';

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** JSON-safe copy: dates become ISO strings (jsonb would otherwise get whatever the driver makes of them). */
function plain(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, field instanceof Date ? field.toISOString() : field]),
  );
}

/** Writes one audit row. Pass the transaction that makes the change, so both happen or neither does. */
export async function writeAudit(tx: Database, actor: UserRow, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: plain(record.before),
    after: plain(record.after),
  });
}

export type AuditLogQueryParsed = z.output<typeof auditLogQuerySchema>;

/** The audit log, newest first, 20 a page, with the actor's and a user target's name and e-mail. */
export async function listAuditLog(
  db: Database,
  query: AuditLogQueryParsed,
): Promise<{ entries: AuditEntry[]; totalCount: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.user) {
    // Who acted, or the user the entry is about (target_id is text: a user's is their uuid as text).
    const userTarget = and(
      eq(auditLog.targetType, 'user'),
      personMatches(auditLog.targetId, query.user, { idAsText: true }),
    );
    conditions.push(or(personMatches(auditLog.actorId, query.user), userTarget) as SQL);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, actorName: users.fullName, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limits.pageSize)
    .offset((query.page - 1) * limits.pageSize);
  const targetUsers = await personRefs(
    db,
    rows.filter(({ entry }) => entry.targetType === 'user').map(({ entry }) => entry.targetId),
  );
  return {
    totalCount: Number(total?.value ?? 0),
    entries: rows.map(({ entry, actorName, actorEmail }) => ({
      id: entry.id,
      actor: entry.actorId ? { id: entry.actorId, fullName: actorName, email: actorEmail } : null,
      action: entry.action as AuditAction,
      targetType: entry.targetType as AuditTargetType,
      targetId: entry.targetId,
      targetUser: entry.targetType === 'user' ? (targetUsers.get(entry.targetId) ?? null) : null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
