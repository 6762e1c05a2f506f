import { type EmailKind, emailKinds, savedSearchMessages, type UnsubscribeResult } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { readLinkToken, signLinkToken } from './emailLinks.ts';
import { setEmailWanted } from './preferences.service.ts';

/**
 * One-click unsubscribe (RFC 8058) for every kind of e-mail: a saved search's alerts, or a kind of the
 * preference store. The token names the user and what to stop; it never expires (an old e-mail's link still
 * works) and does only that one thing.
 */
export type UnsubscribeTarget =
  | { kind: 'savedSearch'; userId: string; savedSearchId: number }
  | { kind: EmailKind; userId: string };

const PURPOSE = 'unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function unsubscribeToken(db: Database, target: UnsubscribeTarget): Promise<string> {
  const data =
    target.kind === 'savedSearch'
      ? { k: target.kind, u: target.userId, s: target.savedSearchId }
      : { k: target.kind, u: target.userId };
  return signLinkToken(db, PURPOSE, data);
}

const badToken = () =>
  AppError.badRequest(savedSearchMessages.badToken, [{ property: 'token', errors: [savedSearchMessages.badToken] }]);

async function targetOf(db: Database, token: string): Promise<UnsubscribeTarget> {
  const data = (await readLinkToken(db, PURPOSE, token)) as { k?: unknown; u?: unknown; s?: unknown } | null;
  if (!data || typeof data.u !== 'string' || !UUID.test(data.u)) throw badToken();
  if (data.k === 'savedSearch' && typeof data.s === 'number' && Number.isInteger(data.s)) {
    return { kind: 'savedSearch', userId: data.u, savedSearchId: data.s };
  }
  if (emailKinds.includes(data.k as EmailKind)) return { kind: data.k as EmailKind, userId: data.u };
  throw badToken();
}

/** What the token would stop (GET, for the page that asks first); 400 for a bad token. */
export async function describeUnsubscribe(db: Database, token: string): Promise<UnsubscribeResult> {
  const target = await targetOf(db, token);
  if (target.kind !== 'savedSearch') return { kind: target.kind, name: null };
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, target.userId)));
  return { kind: 'savedSearch', name: row?.name ?? null };
}

/** Stops what the token names (a deleted saved search: nothing left to stop, still a success). */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeResult> {
  const target = await targetOf(db, token);
  if (target.kind !== 'savedSearch') {
    await setEmailWanted(db, target.userId, target.kind, false);
    return { kind: target.kind, name: null };
  }
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'never' })
    .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, target.userId)))
    .returning({ name: savedSearches.name });
  return { kind: 'savedSearch', name: row?.name ?? null };
}
