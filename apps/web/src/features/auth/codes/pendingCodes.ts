import { limits } from '@skelbimai/contract';

/**
 * The codes this browser was sent and has not typed yet, so that 'Patvirtinti' on the account page reopens the
 * code dialog for the code already sent (at registration or earlier) instead of sending a new one on each click;
 * only 'Siųsti dar kartą' asks for another. Kept in memory: after a reload the first click asks again.
 */
export interface PendingCode {
  prefix: string;
  /** When it was sent (ms since the epoch): the resend cool-down counts from here. */
  sentAt: number;
}

const CODE_TTL_MS = limits.recoveryCodeMinutes * 60_000;
const pending = new Map<string, PendingCode>();
const keyOf = (userId: string, kind: 'email' | 'phone', target: string) => `${userId}:${kind}:${target}`;

export function rememberCode(userId: string, kind: 'email' | 'phone', target: string, code: PendingCode): void {
  pending.set(keyOf(userId, kind, target), code);
}

/** The code sent to `target` that is still valid, if this browser knows of one. */
export function pendingCode(userId: string, kind: 'email' | 'phone', target: string, now = Date.now()) {
  const code = pending.get(keyOf(userId, kind, target));
  return code && now - code.sentAt < CODE_TTL_MS ? code : undefined;
}

export function forgetCode(userId: string, kind: 'email' | 'phone', target: string): void {
  pending.delete(keyOf(userId, kind, target));
}
