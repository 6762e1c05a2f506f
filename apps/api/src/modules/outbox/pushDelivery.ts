import { and, eq } from 'drizzle-orm';
import { type PushSender, PushSubscriptionGone } from '../../adapters/push/index.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { PushPayloadRow } from './outbox.ts';

/**
 * Sends one queued phone notification (PRODUCT.md §30): to the subscription as it is now, so a browser that
 * unsubscribed meanwhile gets nothing (the row counts as done). A push service's 404 or 410 means the browser
 * dropped the subscription: it is deleted, and the row is done, not retried. Other failures throw, so the
 * outbox retries as it does for mail.
 */
export async function deliverPush(
  db: Database,
  push: PushSender,
  subscriptionId: number,
  payload: PushPayloadRow,
): Promise<void> {
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!subscription) return;
  const body = JSON.stringify({
    title: payload.title,
    body: payload.text,
    url: payload.url,
    ...(payload.tag ? { tag: payload.tag } : {}),
  });
  try {
    await push.send(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { ttlSeconds: payload.ttlSeconds, urgency: 'high' },
    );
  } catch (error) {
    if (!(error instanceof PushSubscriptionGone)) throw error;
    // Only the subscription that failed: the same browser may have subscribed afresh (a new endpoint) meanwhile.
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.endpoint, subscription.endpoint)));
  }
}
