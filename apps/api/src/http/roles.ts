import { type ADMIN_ROLE, isAdministrator, MODERATOR_ROLE } from '@skelbimai/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { requireUser } from './session.ts';

export type StaffRole = typeof MODERATOR_ROLE | typeof ADMIN_ROLE;

/** Whether the account holds `role` or a higher one (Administrator covers Moderator). Case-insensitive. */
export function hasRole(user: Pick<UserRow, 'authRole'> | null, role: StaffRole): boolean {
  if (!user) return false;
  if (isAdministrator(user.authRole)) return true;
  return role === MODERATOR_ROLE && (user.authRole ?? '').toLowerCase() === MODERATOR_ROLE.toLowerCase();
}

/**
 * The guard of every administrative route: the signed-in (and not blocked) user holding `role`, else 401
 * signed out or 403. Call it before reading or changing anything, so a refused call changes nothing.
 */
export async function requireRole(request: FastifyRequest, reply: FastifyReply, role: StaffRole): Promise<UserRow> {
  const user = await requireUser(request, reply);
  if (!hasRole(user, role)) throw AppError.forbidden();
  return user;
}
