import { limits } from '@skelbimai/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, type UserRow, users } from '../../db/schema/index.ts';
import { type Device, isTrustedFor } from '../../http/deviceCookie.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import { hashToken, newToken, revokeUserSessions } from '../sessions/index.ts';
import {
  confirmPhoneFor,
  findUserByIdentifier,
  hashPassword,
  isCommonPassword,
  normalizeEmail,
  normalizePhone,
  parseIdentifier,
} from '../user-records/index.ts';
import { type CodeDeps, consumeCode, issueCode } from './codes.service.ts';

const RESET_TOKEN_TTL_MS = limits.recoveryCodeMinutes * 60_000;

/**
 * Sends a recovery code to the e-mail or phone and answers with its prefix. An address no account has gets
 * exactly the same treatment (a stored, counted code and the same answer), only nothing is sent, so the answer
 * never tells whether an account exists. The asking device's own allowance applies when it is trusted for the
 * account (an unknown address never has such a device).
 */
export async function requestRecoveryCode(deps: CodeDeps, emailOrPhone: string, device: Device): Promise<string> {
  const identifier = parseIdentifier(emailOrPhone);
  const user = await findUserByIdentifier(deps.db, identifier);
  return issueCode(deps, {
    purpose: 'recovery',
    channel: identifier.kind,
    destination: identifier.value,
    userId: user?.id ?? null,
    deliver: user !== null,
    device: { id: device.id, trusted: isTrustedFor(device, user?.id) },
  });
}

/**
 * Spends a recovery code and returns the account it signs in. Receiving the code proves the address: an
 * unconfirmed e-mail or phone that got it becomes confirmed (a phone only when it is its one claim).
 */
export async function verifyRecoveryCode(
  db: Database,
  input: { emailOrPhone: string; prefix: string; code: string },
  deviceId: string | null,
): Promise<UserRow> {
  const identifier = parseIdentifier(input.emailOrPhone);
  const spent = await consumeCode(db, {
    purpose: 'recovery',
    destination: identifier.value,
    prefix: input.prefix,
    code: input.code,
    deviceId,
  });
  const user = spent.userId ? await findUserByIdentifier(db, identifier) : null;
  // The address must still belong to the account the code was issued for.
  if (!user || user.id !== spent.userId) throw AppError.badRequest(authMessages.codeNotFound);

  const confirmed = identifier.kind === 'email' ? user.emailConfirmed : user.phoneNumberConfirmed;
  if (confirmed) return user;
  if (identifier.kind === 'phone') {
    // Only the number's sole claim gets here (findUserByIdentifier), so nobody else has confirmed it.
    return (await confirmPhoneFor(db, user.id, identifier.value)) ?? user;
  }
  const [updated] = await db
    .update(users)
    .set({ emailConfirmed: true, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** A one-time permission to set a new password without the old one: random, stored hashed, 15 minutes. */
export async function issueResetToken(db: Database, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

const newPasswordError = (message: string) =>
  AppError.badRequest(message, [{ property: 'newPassword', errors: [message] }]);

/**
 * Sets a new password with a reset token from recovery sign-in. The token is spent in the same transaction,
 * so it works once; every other session of the account is signed out (`keepSessionToken`: this browser's).
 */
export async function setNewPassword(
  db: Database,
  input: { newPassword: string; resetPasswordToken: string },
  keepSessionToken?: string,
): Promise<UserRow> {
  if (isCommonPassword(input.newPassword)) throw newPasswordError(authMessages.commonPassword);
  const tokenHash = hashToken(input.resetPasswordToken);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const user = await db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) throw AppError.badRequest(authMessages.resetTokenInvalid);
    const [owner] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!owner) throw AppError.badRequest(authMessages.resetTokenInvalid);
    if (sameAsIdentifier(input.newPassword, owner)) throw newPasswordError(authMessages.passwordIsIdentifier);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, owner.id))
      .returning();
    return updated ?? owner;
  });
  await revokeUserSessions(db, user.id, keepSessionToken);
  return user;
}

/** The password helper's rule: a password may not be the account's own e-mail or phone. */
function sameAsIdentifier(password: string, user: UserRow): boolean {
  const typed = password.trim();
  if (user.email && normalizeEmail(typed) === user.email) return true;
  return user.phoneNumber !== null && /^[+\d\s-]+$/.test(typed) && normalizePhone(typed) === user.phoneNumber;
}
