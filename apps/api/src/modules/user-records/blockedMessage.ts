import type { UserRow } from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';

const vilniusTime = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** 'Jūsų paskyra užblokuota iki 2026-12-01 10:00. Priežastis: …' (the reason only when one was given). */
export function blockedMessage(user: Pick<UserRow, 'blockedUntil' | 'blockedReason'>): string {
  const base = user.blockedUntil
    ? authMessages.blockedUntil(vilniusTime.format(user.blockedUntil))
    : authMessages.blocked;
  return user.blockedReason ? `${base} ${authMessages.blockedReason(user.blockedReason)}` : base;
}
