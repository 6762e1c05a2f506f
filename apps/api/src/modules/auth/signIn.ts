import type { User } from '@skelbimai/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { type Device, trustDevice } from '../../http/deviceCookie.ts';
import { AppError } from '../../http/errors.ts';
import { startSession } from '../../http/session.ts';
import { blockedMessage, isBlockedNow, loadUserDto } from '../user-records/index.ts';

/** 403 while a block is in force, saying until when (no date means indefinitely) and why. */
export function assertNotBlocked(user: UserRow): void {
  if (!isBlockedNow(user)) return;
  throw AppError.forbidden(blockedMessage(user));
}

/**
 * The last step of every way of signing in (password, recovery code, Google, Facebook): refuse a blocked
 * account, start a fresh session on this browser, make it a device trusted for this account (its own
 * allowances for passwords and codes, DECISIONS #100), and answer with the User DTO.
 */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<User> {
  return (await completeSignInOnDevice(request, reply, user, remember)).user;
}

/** completeSignIn, also answering the browser's now trusted device (registration asks for a code with it). */
export async function completeSignInOnDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<{ user: User; device: Device }> {
  assertNotBlocked(user);
  await startSession(request, reply, user, remember);
  const device = trustDevice(request, reply, user.id);
  return { user: await loadUserDto(request.server.db, user), device };
}
