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
 * What a user's open streams are to be told: an event, or `unread` — their unread count as it stands in this
 * transaction (read by the statement that records it).
 */
export type EventFor = { userId: string; event: MessageStreamEvent } | { userId: string; unread: true };

/**
 * Records what users' open streams are to be told, in the transaction of the change and in the given order: an
 * event exists exactly when the change does, and a stream that reconnects reads it from here by Last-Event-ID.
 * One statement for all of them (a send tells both sides several things; each round trip is most of its cost).
 */
export async function recordEvents(tx: Database, events: readonly EventFor[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(messageEvents).values(
    events.map((entry) => ({
      userId: entry.userId,
      payload: 'event' in entry ? JSON.stringify(entry.event) : unreadPayload(entry.userId),
    })),
  );
}

/** The unread event's JSON, built by the database from the counters the transaction just changed. */
const unreadPayload = (userId: string) =>
  sql<string>`(select json_build_object('type', 'unread', 'count', ${unreadCountExpression(userId)})::text
    from ${conversations} where ${ofUser(userId)})`;

/** How many events one read takes: a stream far behind catches up in pages of this many. */
export const EVENTS_PAGE_SIZE = 500;

/** A user's events after `afterId`, oldest first (at most `limit`; a stream far behind reads in pages). */
export async function eventsAfter(
  db: Database,
  userId: string,
  afterId: number,
  limit = EVENTS_PAGE_SIZE,
): Promise<StoredEvent[]> {
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

const unreadCountExpression = (userId: string) =>
  sql<number>`coalesce(sum(case when ${conversations.buyerId} = ${userId}
    then ${conversations.buyerUnread} else ${conversations.sellerUnread} end), 0)::int`;

const ofUser = (userId: string) => sql`(${conversations.buyerId} = ${userId} or ${conversations.sellerId} = ${userId})`;

/** Messages waiting for `userId` in every conversation they keep (the toolbar's badge). */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: unreadCountExpression(userId) })
    .from(conversations)
    .where(ofUser(userId));
  return Number(row?.count ?? 0);
}

/** Stream events are for reconnecting browsers; a day is far past any reconnect (housekeeping). */
export async function deleteOldMessageEvents(db: Database): Promise<void> {
  await db.delete(messageEvents).where(sql`${messageEvents.createdAt} < now() - interval '1 day'`);
}
