import { REPLY_TIME_MIN_CONVERSATIONS } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type ReplyRow = {
  median: number | string | null;
  answered: number | string;
};

/**
 * 'Paprastai atsako per …' (PRODUCT.md §28): the median, in minutes, of how long `userId` took to first answer a
 * conversation someone else opened in the last 30 days — from the other's first message to this person's first
 * one after it. A conversation not answered yet does not count. Null under REPLY_TIME_MIN_CONVERSATIONS answered
 * conversations: two replies say little. percentile_cont runs the same on PGlite and PostgreSQL. The person's
 * conversations are found through the inbox indexes (last message in the window, so the first one may be too).
 */
export async function replyMinutesMedian(db: Database, userId: string): Promise<number | null> {
  const result = await db.execute<ReplyRow>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from reply.sent_at - first.sent_at)) / 60
             as median,
           count(*) as answered
    from conversations c
    cross join lateral (
      select m.sent_at, m.from_buyer from conversation_messages m
      where m.conversation_id = c.id order by m.id limit 1
    ) first
    cross join lateral (
      select m.sent_at from conversation_messages m
      where m.conversation_id = c.id and m.from_buyer = (c.buyer_id = ${userId})
      order by m.id limit 1
    ) reply
    where (c.seller_id = ${userId} or c.buyer_id = ${userId})
      and c.last_message_at >= now() - interval '30 days'
      and first.sent_at >= now() - interval '30 days'
      and first.from_buyer <> (c.buyer_id = ${userId})`);
  // node-postgres answers a result with rows, PGlite's Drizzle driver the rows themselves.
  const [row] = Array.isArray(result) ? (result as ReplyRow[]) : (result as { rows: ReplyRow[] }).rows;
  if (!row || Number(row.answered) < REPLY_TIME_MIN_CONVERSATIONS || row.median === null) return null;
  return Math.round(Number(row.median));
}
