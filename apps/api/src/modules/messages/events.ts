import type { MessageStreamEvent } from '@skelbimai/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations, messageEvents } from '../../db/schema/index.ts';

/** An event for one user's streams, with its SSE id (the row's). */
export interface StoredEvent {
  id: number;
  event: MessageStreamEvent;
}

/**
 * Records what `userId`'s open streams are to be told, in the transaction of the change: an event exists
 * exactly when the change does, and a stream that reconnects reads it from here by Last-Event-ID.
 */
export async function recordEvent(tx: Database, userId: string, event: MessageStreamEvent): Promise<void> {
  await tx.insert(messageEvents).values({ userId, payload: JSON.stringify(event) });
}

/** A user's events after `afterId`, oldest first (at most `limit`; a stream far behind reads in turns). */
export async function eventsAfter(db: Database, userId: string, afterId: number, limit = 500): Promise<StoredEvent[]> {
  const rows = await db
    .select({ id: messageEvents.id, payload: messageEvents.payload })
    .from(messageEvents)
    .where(and(eq(messageEvents.userId, userId), gt(messageEvents.id, afterId)))
    .orderBy(asc(messageEvents.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, event: JSON.parse(row.payload) as MessageStreamEvent }));
}

/** The id of a user's latest event, 0 for none: where a stream opened without Last-Event-ID starts. */
export async function latestEventId(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${messageEvents.id}), 0)::float8` })
    .from(messageEvents)
    .where(eq(messageEvents.userId, userId));
  return Number(row?.id ?? 0);
}

/** Messages waiting for `userId` in every conversation they keep (the toolbar's badge). */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(case when ${conversations.buyerId} = ${userId}
        then ${conversations.buyerUnread} else ${conversations.sellerUnread} end), 0)::int`,
    })
    .from(conversations)
    .where(sql`(${conversations.buyerId} = ${userId} or ${conversations.sellerId} = ${userId})`);
  return Number(row?.count ?? 0);
}

/** Records the user's current unread count as an event (after a change of it in the same transaction). */
export async function recordUnread(tx: Database, userId: string): Promise<void> {
  await recordEvent(tx, userId, { type: 'unread', count: await unreadCount(tx, userId) });
}

/** Stream events are for reconnecting browsers; a day is far past any reconnect (housekeeping). */
export async function deleteOldMessageEvents(db: Database): Promise<void> {
  await db.delete(messageEvents).where(sql`${messageEvents.createdAt} < now() - interval '1 day'`);
}
