import type { PushKind, PushPayload } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { enqueuePush } from '../outbox/index.ts';
import { pushWanted } from './preferences.service.ts';

/** A day: a phone off for longer gets the e-mail instead (the e-mails are sent whatever the notifications do). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The one way to send a phone notification (PRODUCT.md §30): queues `payload` through the outbox to every
 * device of `userId` that subscribed, if the user wants `kind`. Call it with the transaction that writes what
 * causes it (a message, an accepted offer, a saved search's alert), then `app.outbox.wake()` after the commit.
 * `dedupeKey` names the event (e.g. `message:<id>`): a repeated call queues nothing twice. Answers how many
 * notifications were queued (0 without a subscription or with the kind switched off).
 */
export async function notifyPush(
  txOrDb: Database,
  userId: string,
  kind: PushKind,
  payload: PushPayload,
  options: { dedupeKey?: string } = {},
): Promise<number> {
  if (!(await pushWanted(txOrDb, userId, kind))) return 0;
  const devices = await txOrDb
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  let queued = 0;
  for (const device of devices) {
    const id = await enqueuePush(txOrDb, {
      subscriptionId: device.id,
      title: payload.title,
      text: payload.body,
      url: payload.url,
      ...(payload.tag ? { tag: payload.tag } : {}),
      ttlSeconds: PUSH_TTL_SECONDS,
      ...(options.dedupeKey ? { dedupeKey: `push:${kind}:${options.dedupeKey}:${device.id}` } : {}),
    });
    if (id !== null) queued += 1;
  }
  return queued;
}
