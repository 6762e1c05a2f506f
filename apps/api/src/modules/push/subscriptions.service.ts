import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscribeRequest, pushMessages } from '@skelbimai/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Whether the server may send to this endpoint: a push service is an https address on a public host name; a
 * loopback or private address, a bare IP or another scheme would let anyone point the server's POSTs at the
 * inside of its network. PUSH_EXTRA_ORIGINS adds origins (the tests' local fake).
 */
export function allowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  return host.includes('.') && !host.endsWith('.localhost') && !host.endsWith('.local') && !host.endsWith('.internal');
}

const endpointError = (message: string) => AppError.badRequest(message, [{ property: 'endpoint', errors: [message] }]);

/** The keys must be what a browser makes: a point on P-256 and a 16-byte secret, or no message could be sent. */
function assertUsableKeys(keys: PushSubscribeRequest['keys']): void {
  const auth = Buffer.from(keys.auth, 'base64url');
  if (auth.length !== 16) {
    throw AppError.badRequest(pushMessages.key, [{ property: 'keys.auth', errors: [pushMessages.key] }]);
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    // Throws for anything that is not a point on the curve.
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
  } catch {
    throw AppError.badRequest(pushMessages.key, [{ property: 'keys.p256dh', errors: [pushMessages.key] }]);
  }
}

/**
 * Keeps the browser's subscription for the signed-in user (PRODUCT.md §30). An endpoint already kept (the same
 * browser subscribing again, or another account signing in on it) is moved to this user with its new keys. At
 * most MAX_PUSH_SUBSCRIPTIONS per account: one more is refused, the others stay.
 */
export async function subscribe(
  db: Database,
  userId: string,
  input: PushSubscribeRequest,
  extraOrigins: readonly string[],
): Promise<void> {
  if (!allowedEndpoint(input.endpoint, extraOrigins)) throw endpointError(pushMessages.endpoint);
  assertUsableKeys(input.keys);
  await db.transaction(async (tx) => {
    // Two subscribes of one account at once count each other: the account's rows are locked first.
    await tx.execute(sql`select 1 from ${pushSubscriptions} where user_id = ${userId} for update`);
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
    if ((others?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) throw endpointError(pushMessages.tooManyDevices);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: sql`now()` },
      });
  });
}

/** Forgets the signed-in user's subscription of this endpoint (another account's is left alone). */
export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deviceCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
