import {
  type ChatMessage,
  conversationLimits,
  type SentMessage,
  conversationMessages as texts,
} from '@skelbimai/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  type MessagePictureRow,
  posts,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { requireName } from '../names/index.ts';
import { creatorNotBlocked, publiclyVisible } from '../post-visibility/index.ts';
import { addToDailyStats, toPostPicture } from '../posts/index.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';
import { type EventFor, recordEvents } from './events.ts';
import { inAnnouncedTransaction, type MessageHub } from './hub.ts';
import { queueMessagePush } from './messagePush.ts';
import { assertMayWrite, participantConversation, type Side, sideOf } from './participants.ts';
import { attachMessagePictures, claimMessagePictures } from './pictures.service.ts';
import { needsSafetyTip } from './safetyTip.ts';

export interface SendInput {
  postId?: number | undefined;
  conversationId?: number | undefined;
  /** Empty when the message is pictures only (PRODUCT.md §29). */
  text: string;
  /** Staged pictures of the sender to attach (pictures.service.ts). */
  pictures?: string[] | undefined;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Sends per account over all its conversations (the numbers are settings: MESSAGE_PER_MINUTE, MESSAGE_PER_DAY),
 * and new people written to per rolling day (MESSAGE_FIRST_PER_DAY, counted from the conversations themselves).
 */
export const messageRateLimits = registerRateLimits('messages', {
  perMinute: { limit: conversationLimits.messagesPerMinute, windowMs: MINUTE_MS },
  perDay: { limit: conversationLimits.messagesPerDay, windowMs: DAY_MS },
  newPeoplePerDay: { limit: conversationLimits.firstMessagesPerDay, windowMs: DAY_MS },
});

export interface SendLimits {
  firstPerDay: number;
  perMinute: number;
  perDay: number;
}

const vilniusTime = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * POST /api/messages/send. `postId` starts (or continues) the signed-in buyer's conversation about a visible
 * ad; `conversationId` writes in one of the sender's conversations (404 for anyone else's). Every send checks
 * the other account exists and that neither blocked the other; a conversation with a new person counts against
 * the daily limit. Every send counts against the sender's messages per minute and per day (429 with Retry-After),
 * before anything else is read, so a flood costs one counter row a request. The message, the conversation's counters and both sides' stream events are one transaction,
 * announced when it commits: nothing is told before it is written, and a failed write tells the sender so.
 */
export async function sendMessage(
  db: Database,
  hub: MessageHub,
  storage: PictureStorage,
  sender: UserRow,
  input: SendInput,
  { firstPerDay, perMinute, perDay }: SendLimits,
): Promise<SentMessage> {
  if (input.conversationId === undefined && input.postId === undefined)
    throw AppError.badRequest(texts.targetMissing, [{ property: 'postId', errors: [texts.targetMissing] }]);
  // Writing from an ad names the buyer to the seller; a reply goes in a conversation that already names both.
  if (input.postId !== undefined) requireName(sender);
  // The minute first: a burst refused by it does not use up the day.
  await enforceRateLimit(
    db,
    `messages:minute:user:${sender.id}`,
    { ...messageRateLimits.perMinute, limit: perMinute },
    texts.tooManyPerMinute(perMinute),
  );
  await enforceRateLimit(
    db,
    `messages:day:user:${sender.id}`,
    { ...messageRateLimits.perDay, limit: perDay },
    (minutes) => texts.tooManyPerDay(perDay, minutes),
  );
  return inAnnouncedTransaction(hub, db, async (tx, announce) => {
    const side =
      input.conversationId !== undefined
        ? await participantConversation(tx, sender.id, input.conversationId, { lock: true })
        : await buyerConversation(tx, sender, input.postId as number, firstPerDay);
    await assertMayWrite(tx, sender.id, side.otherId);
    const pictures = await claimMessagePictures(tx, sender.id, input.pictures ?? []);
    const message = await writeMessage(tx, side, input.text, { pictures, storage });
    await recordEvents(tx, sentMessageEvents(side, sender.id, message));
    await queueMessagePush(tx, sender, side.otherId, side.conversation.id, message);
    announce(sender.id, side.otherId);
    return { conversationId: side.conversation.id, message };
  });
}

/** What both sides' streams hear of a message just written by `senderId` (a text or an offer). */
export function sentMessageEvents(side: Side, senderId: string, message: ChatMessage): EventFor[] {
  const conversationId = side.conversation.id;
  const hadUnread = side.isBuyer ? side.conversation.buyerUnread : side.conversation.sellerUnread;
  // Answering reads what was waiting: the other side's 'Perskaityta' moves, the writer's badge drops.
  const answered: EventFor[] =
    hadUnread > 0
      ? [
          { userId: side.otherId, event: { type: 'read', conversationId, upTo: side.conversation.lastMessageId } },
          { userId: senderId, unread: true },
        ]
      : [];
  return [
    ...answered,
    { userId: senderId, event: { type: 'message', conversationId, message } },
    { userId: side.otherId, event: { type: 'message', conversationId, message: { ...message, fromMe: false } } },
    { userId: side.otherId, unread: true },
  ];
}

/** The message row, its pictures and the conversation's counters, in the caller's transaction. */
export async function writeMessage(
  tx: Database,
  side: Side,
  text: string,
  attached?: { pictures: MessagePictureRow[]; storage: PictureStorage },
): Promise<ChatMessage> {
  const pictures = attached?.pictures ?? [];
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId: side.conversation.id, fromBuyer: side.isBuyer, text, safetyTip: needsSafetyTip(text) })
    .returning();
  if (!row) throw new Error('message not written');
  await attachMessagePictures(tx, row.id, pictures);
  // The writer has read the thread up to their own message; the other side has one more to read.
  const c = conversations;
  await tx
    .update(c)
    .set(
      side.isBuyer
        ? {
            lastMessageAt: row.sentAt,
            lastMessageId: row.id,
            sellerUnread: sql`${c.sellerUnread} + 1`,
            buyerUnread: 0,
            buyerReadUpTo: row.id,
          }
        : {
            lastMessageAt: row.sentAt,
            lastMessageId: row.id,
            buyerUnread: sql`${c.buyerUnread} + 1`,
            sellerUnread: 0,
            sellerReadUpTo: row.id,
          },
    )
    .where(eq(c.id, side.conversation.id));
  return {
    id: row.id,
    text: row.text,
    pictures: attached ? pictures.map((picture) => toPostPicture(picture, attached.storage)) : [],
    sentAt: row.sentAt.toISOString(),
    fromMe: true,
    safetyTip: row.safetyTip,
    erased: false,
  };
}

/**
 * The buyer's conversation about `postId`: the one they have (whatever the ad's state since), or a new one if
 * the ad is open to them. A sold ad takes no new one (409, as its page says 'Parduota'); a reserved ad is still
 * listed and takes them, since the reservation may fall through.
 */
async function buyerConversation(tx: Database, buyer: UserRow, postId: number, firstPerDay: number): Promise<Side> {
  const [existing] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.postId, postId), eq(conversations.buyerId, buyer.id)))
    .for('update');
  if (existing) return sideOf(existing, buyer.id);

  const [post] = await tx
    .select({ id: posts.id, creatorId: posts.creatorId, visible: sql<boolean>`${publiclyVisible}` })
    .from(posts)
    .where(and(eq(posts.id, postId), sql`(${publiclyVisible} or (${posts.status} = 'sold' and ${creatorNotBlocked}))`));
  if (!post?.creatorId) throw AppError.notFound(texts.adNotFound);
  if (post.creatorId === buyer.id) throw AppError.forbidden(texts.ownAd);
  if (!post.visible) throw AppError.conflict(texts.adSold);
  await assertUnderDailyLimit(tx, buyer.id, post.creatorId, firstPerDay);

  // Two first messages at once: the unique (post, buyer) index lets one insert; the other reads its row.
  const started = await tx
    .insert(conversations)
    .values({ postId: post.id, buyerId: buyer.id, sellerId: post.creatorId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  // The seller's statistics count conversations started per day, in the same transaction.
  if (started.length > 0) await addToDailyStats(tx, post.id, 'conversations');
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.postId, postId), eq(conversations.buyerId, buyer.id)))
    .for('update');
  if (!row) throw new Error('conversation not created');
  return sideOf(row, buyer.id);
}

/**
 * The first message to a new person: at most `firstPerDay` in a rolling 24 hours. Someone the buyer has
 * talked to before (about any ad) is no new person. The refusal says when the next one may be written.
 */
async function assertUnderDailyLimit(tx: Database, buyerId: string, sellerId: string, firstPerDay: number) {
  const [known] = await tx
    .select({ one: sql<number>`1` })
    .from(conversations)
    .where(
      sql`(${conversations.buyerId} = ${buyerId} and ${conversations.sellerId} = ${sellerId})
        or (${conversations.buyerId} = ${sellerId} and ${conversations.sellerId} = ${buyerId})`,
    )
    .limit(1);
  if (known) return;
  const recent = await tx
    .select({ startedAt: conversations.startedAt })
    .from(conversations)
    .where(and(eq(conversations.buyerId, buyerId), gt(conversations.startedAt, sql`now() - interval '1 day'`)))
    .orderBy(conversations.startedAt);
  if (recent.length < firstPerDay) return;
  const oldest = recent[recent.length - firstPerDay]?.startedAt ?? new Date();
  const until = new Date(oldest.getTime() + 24 * 60 * 60 * 1000);
  throw AppError.tooManyRequests(
    texts.dailyLimit(firstPerDay, vilniusTime.format(until)),
    (until.getTime() - Date.now()) / 1000,
  );
}
