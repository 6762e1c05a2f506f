import { ADMIN_ROLE, type AdminUser, type AuthRoleValue, MODERATOR_ROLE } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';

/** authRole as the API gives it (null, any letter case) → one of the values a request may send. */
export function roleValue(role: string | null): AuthRoleValue {
  const lower = (role ?? '').toLowerCase();
  if (lower === ADMIN_ROLE.toLowerCase()) return ADMIN_ROLE;
  if (lower === MODERATOR_ROLE.toLowerCase()) return MODERATOR_ROLE;
  return 'none';
}

export function roleLabel(role: string | null): string {
  return tadm.roles[roleValue(role)] ?? tadm.roles.none ?? '';
}

export function displayName(user: Pick<AdminUser, 'fullName' | 'email' | 'phoneNumber'>): string {
  return (
    user.fullName?.trim() || user.email || (user.phoneNumber && formatPhone(user.phoneNumber)) || tadm.users.noName
  );
}

/** 'Aktyvus', 'Užblokuotas iki 2026-12-01 10:00' or 'Užblokuotas neribotai'. */
export function blockLabel(user: Pick<AdminUser, 'isBlocked' | 'blockedUntil'>): string {
  if (!user.isBlocked) return tadm.users.active;
  return user.blockedUntil ? tadm.users.blockedUntil(formatDateTime(user.blockedUntil)) : tadm.users.blockedForever;
}
