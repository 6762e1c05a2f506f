import {
  ADMIN_ROLE,
  adminMessages,
  type BlockedUser,
  type blockUserRequestSchema,
  DEFAULT_RULE_ID,
  isAdministrator,
  type UpdatedUser,
  type updateUserRequestSchema,
} from '@skelbimai/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { hasRole } from '../../http/roles.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import { endDecisions, recordDecision } from '../decisions/index.ts';
import { revokeUserSessions } from '../sessions/index.ts';
import { identifierTaken, isBlockedNow, normalizeEmail, normalizePhone } from '../user-records/index.ts';

const fieldError = (field: string, message: string) =>
  AppError.badRequest(message, [{ property: field, errors: [message] }]);

/** The account to act on, locked for this transaction; deleted accounts are gone (404). */
export async function lockTarget(tx: Database, id: string): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw AppError.notFound(adminMessages.userNotFound);
  return row;
}

/**
 * Locks every administrator's row and counts them: two administrators demoting each other at once cannot both
 * pass, so the portal always keeps one.
 */
async function lockedAdministratorCount(tx: Database): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.authRole}) = ${ADMIN_ROLE.toLowerCase()}`, isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.length;
}

const roleOf = (value: z.output<typeof updateUserRequestSchema>['authRole']) => (value === 'none' ? null : value);

/** Only the fields that differ, as [before, after]. */
function changedFields(current: UserRow, next: Partial<UserRow>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = current[key as keyof UserRow];
    if (old !== value) {
      before[key] = old;
      after[key] = value;
    }
  }
  return { before, after };
}

/**
 * POST /api/users/UpdateUser (Administrator): name, e-mail, phone and role. A new e-mail or phone must be free
 * (the messages of the profile's own change) and becomes unconfirmed; an administrator cannot drop their own
 * Administrator role, and the last administrator cannot be demoted.
 */
export async function updateUser(
  db: Database,
  actor: UserRow,
  input: z.output<typeof updateUserRequestSchema>,
): Promise<UpdatedUser> {
  return db.transaction(async (tx) => {
    // A role change locks the administrators first (in id order), then the target: two administrators demoting
    // each other wait for one another instead of deadlocking, and the second sees the first one's change.
    const administrators = input.authRole !== undefined ? await lockedAdministratorCount(tx) : 0;
    const target = await lockTarget(tx, input.targetUserId);
    const next: Partial<UserRow> = {};
    if (input.fullName !== undefined) next.fullName = input.fullName;
    if (input.email !== undefined) {
      const email = input.email === null ? null : normalizeEmail(input.email);
      if (email !== target.email) {
        if (email && (await identifierTaken(tx, { kind: 'email', value: email }, target.id))) {
          throw fieldError('email', authMessages.emailTaken);
        }
        Object.assign(next, { email, emailConfirmed: false });
      }
    }
    if (input.phoneNumber !== undefined) {
      const phoneNumber = input.phoneNumber === null ? null : normalizePhone(input.phoneNumber);
      if (phoneNumber !== target.phoneNumber) {
        if (phoneNumber && (await identifierTaken(tx, { kind: 'phone', value: phoneNumber }, target.id))) {
          throw fieldError('phoneNumber', authMessages.phoneTaken);
        }
        Object.assign(next, { phoneNumber, phoneNumberConfirmed: false });
      }
    }
    const merged = { ...target, ...next };
    if (!merged.email && !merged.phoneNumber && !merged.googleId && !merged.facebookId) {
      throw fieldError(input.email === null ? 'email' : 'phoneNumber', adminMessages.identityRequired);
    }
    if (input.authRole !== undefined) {
      const role = roleOf(input.authRole);
      const demoted = isAdministrator(target.authRole) && !isAdministrator(role);
      if (demoted && target.id === actor.id) throw fieldError('authRole', adminMessages.cannotChangeOwnRole);
      if (demoted && administrators <= 1) {
        throw fieldError('authRole', adminMessages.lastAdministrator);
      }
      if ((target.authRole || null) !== role) next.authRole = role;
    }

    const { before, after } = changedFields(target, next);
    let row = target;
    if (Object.keys(after).length > 0) {
      const [updated] = await tx
        .update(users)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      row = updated ?? target;
      await writeAudit(tx, actor, { action: 'user.update', targetType: 'user', targetId: target.id, before, after });
    }
    return {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      authRole: row.authRole || null,
    };
  });
}

/**
 * POST /api/users/BlockUser: blocks until a date (or indefinitely) or unblocks. Moderators may block ordinary
 * users only; nobody blocks themselves. A block signs the user out everywhere (their sessions are deleted), keeps
 * them from signing in and posting, and hides their ads (publiclyVisible) — DECISIONS #13. A block is a
 * moderation decision with its statement of reasons: the e-mail says until when, why, which rule, and
 * links to the appeal page; unblocking ends the decision.
 */
export async function blockUser(
  db: Database,
  actor: UserRow,
  input: z.output<typeof blockUserRequestSchema>,
  site: AppConfig['site'],
): Promise<BlockedUser> {
  const blocked = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.targetUserId);
    if (target.id === actor.id) throw AppError.badRequest(adminMessages.cannotBlockSelf);
    if (!hasRole(actor, ADMIN_ROLE) && (target.authRole ?? '') !== '') {
      throw AppError.forbidden(adminMessages.moderatorOnlyOrdinary);
    }
    const blockedUntil = input.isBlocked && input.blockedUntil ? new Date(input.blockedUntil) : null;
    if (blockedUntil && blockedUntil.getTime() <= Date.now()) {
      throw fieldError('blockedUntil', adminMessages.blockedUntilPast);
    }
    const blockedReason = input.isBlocked ? (input.reason ?? null) : null;
    const [updated] = await tx
      .update(users)
      .set({ isBlocked: input.isBlocked, blockedUntil, blockedReason, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    const row = updated ?? target;
    if (input.isBlocked) await revokeUserSessions(tx, target.id);
    const ruleId = input.ruleId ?? DEFAULT_RULE_ID;
    if (isBlockedNow(row)) {
      const facts = blockedReason ?? '';
      await recordDecision(
        tx,
        { kind: 'account_block', userId: target.id, rule: ruleId, facts, automatic: false, decidedBy: actor.id },
        site,
      );
    } else {
      await endDecisions(tx, { kind: 'account_block', userId: target.id }, 'lifted');
    }
    await writeAudit(tx, actor, {
      action: input.isBlocked ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: target.id,
      before: { isBlocked: isBlockedNow(target), blockedUntil: target.blockedUntil },
      after: { isBlocked: input.isBlocked, blockedUntil, ...(blockedReason ? { blockedReason } : {}) },
    });
    return {
      id: row.id,
      isBlocked: isBlockedNow(row),
      blockedUntil: isBlockedNow(row) && row.blockedUntil ? row.blockedUntil.toISOString() : null,
    };
  });
  // A blocked seller's ads leave the public counts (and come back when unblocked).
  forgetPostCounts(db);
  return blocked;
}
