import type { DeleteAccountRequest, deleteAccountRequestSchema } from '@skelbimai/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import { type Device, isTrustedFor, readDevice } from '../../http/deviceCookie.ts';
import { AppError } from '../../http/errors.ts';
import { accountMessages, authMessages } from '../../http/messages.ts';
import { endSession } from '../../http/session.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { authLimits, type CodeChannel, type CodeDeps, consumeCode, issueCode, limitKeys } from '../auth/index.ts';
import { enqueueMail, enqueueSms } from '../outbox/index.ts';
import { deletePictureFiles } from '../posts/index.ts';
import { clearRateLimit, enforceRateLimit } from '../rate-limits/index.ts';
import { verifyPassword } from '../user-records/index.ts';
import { eraseAccount, lockTarget } from '../users/index.ts';

const fieldError = (property: string, message: string) =>
  AppError.badRequest(message, [{ property, errors: [message] }]);

/** Where the deletion code goes: the account's e-mail, else its phone; null when it has neither. */
function codeAddress(user: UserRow): { channel: CodeChannel; destination: string } | null {
  if (user.email) return { channel: 'email', destination: user.email };
  if (user.phoneNumber) return { channel: 'phone', destination: user.phoneNumber };
  return null;
}

/** POST /api/account/deleteCode: a code that confirms the deletion, for an account without a password. */
export async function requestDeleteCode(deps: CodeDeps, user: UserRow, device: Device): Promise<string> {
  const address = codeAddress(user);
  if (!address) throw AppError.badRequest(accountMessages.noAddressForCode);
  return issueCode(deps, {
    purpose: 'deleteAccount',
    ...address,
    userId: user.id,
    deliver: true,
    device: { id: device.id, trusted: isTrustedFor(device, user.id) },
  });
}

/**
 * The password (rate-limited as the password change's current password is) or the deletion code, whichever
 * was given; neither is a 400 on `password`. A wrong one changes nothing.
 */
async function confirm(
  request: FastifyRequest,
  user: UserRow,
  body: z.output<typeof deleteAccountRequestSchema>,
): Promise<void> {
  const db = request.server.db;
  if (body.password) {
    if (!user.passwordHash) throw fieldError('password', accountMessages.passwordWrong);
    const key = limitKeys.currentPassword(user.id);
    await enforceRateLimit(db, key, authLimits.currentPasswordPerUser, authMessages.tooManyPasswordAttempts);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      throw fieldError('password', accountMessages.passwordWrong);
    }
    await clearRateLimit(db, key);
    return;
  }
  if (body.prefix || body.code) {
    const address = codeAddress(user);
    if (!body.prefix || !body.code || !address) throw fieldError('code', accountMessages.codeIncomplete);
    await consumeCode(db, {
      purpose: 'deleteAccount',
      destination: address.destination,
      userId: user.id,
      prefix: body.prefix,
      code: body.code,
      deviceId: readDevice(request)?.id ?? null,
    });
    return;
  }
  throw fieldError('password', accountMessages.confirmationNeeded);
}

/**
 * POST /api/account/delete: the same erasure as the administrator's deletion (accountErasure.ts; the ledger
 * kept), every session ended (this browser's cookie cleared too), and a confirmation queued in the same
 * transaction to the e-mail the account had (an SMS for a phone-only account).
 */
export async function deleteOwnAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: DeleteAccountRequest,
): Promise<void> {
  const { db, pictureStorage, config } = request.server;
  await confirm(request, user, body as z.output<typeof deleteAccountRequestSchema>);
  const siteName = config.site.name;
  const fileKeys = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, user.id);
    const erased = await eraseAccount(tx, target);
    if (target.email) {
      await enqueueMail(tx, {
        to: target.email,
        subject: accountMessages.deletedMailSubject(siteName),
        text: accountMessages.deletedMailText(siteName),
      });
    } else if (target.phoneNumber) {
      await enqueueSms(tx, { to: target.phoneNumber, text: accountMessages.deletedSms(siteName) });
    }
    return erased.fileKeys;
  });
  request.server.outbox.wake();
  forgetPostCounts(db);
  await endSession(request, reply);
  await deletePictureFiles(pictureStorage, fileKeys);
}
