import { postMessages } from '@skelbimai/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { blockedSessionUser, currentUser } from '../../http/session.ts';

/** Signed in and not blocked: 401 signed out, 403 with a clear message for a blocked account. */
export async function requireActiveUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (user) return user;
  if (await blockedSessionUser(request)) throw AppError.forbidden(postMessages.blocked);
  throw AppError.unauthorized();
}
