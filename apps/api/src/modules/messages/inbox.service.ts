import {
  type ConversationSummary,
  type ConversationThread,
  centsToEuros,
  displayName,
  limits,
  MESSAGE_PAGE_SIZE,
} from '@skelbimai/contract';
import { and, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  messagePictures,
  postPictures,
  posts,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { profilePictureUrl } from '../names/index.ts';
import { conversationAdState } from './adState.ts';
import { recordEvents } from './events.ts';
import { inAnnouncedTransaction, type MessageHub } from './hub.ts';
import { offersOfMessages, withOffer } from './offers.service.ts';
import { blocksBetween, participantConversation, type Side } from './participants.ts';
import { picturesOfMessages } from './pictures.service.ts';

const other = alias(users, 'other');
const lastMessage = alias(conversationMessages, 'last_message');

/** Conversations `userId` keeps: theirs, with a message after the point they deleted it at. */
const keptBy = (userId: string): SQL =>
  sql`((${conversations.buyerId} = ${userId} and ${conversations.lastMessageId} > ${conversations.buyerClearedUpTo})
    or (${conversations.sellerId} = ${userId} and ${conversations.lastMessageId} > ${conversations.sellerClearedUpTo}))`;

const coverKey = sql<string | null>`(select ${postPictures.thumbnailKey} from ${postPictures}
  where ${postPictures.postId} = ${posts.id} order by ${postPictures.position} limit 1)`;

/** The last message's pictures (PRODUCT.md §29): the inbox names a message of pictures only. */
const lastPictureCount = sql<number>`(select count(*)::int from ${messagePictures}
  where ${messagePictures.messageId} = ${conversations.lastMessageId})`;

function summaryColumns(userId: string) {
  const isBuyer = sql<boolean>`${conversations.buyerId} = ${userId}`;
  return {
    conversation: conversations,
    isBuyer,
    post: {
      id: posts.id,
      title: posts.title,
      priceCents: posts.priceCents,
      status: posts.status,
      reserved: posts.reserved,
      expiresAt: posts.expiresAt,
    },
    coverKey,
    other: {
      id: other.id,
      firstName: other.firstName,
      lastName: other.lastName,
      fullName: other.fullName,
      pictureSource: other.pictureSource,
      localPictureKey: other.localPictureKey,
      googlePictureUrl: other.googlePictureUrl,
      facebookPictureUrl: other.facebookPictureUrl,
      deletedAt: other.deletedAt,
    },
    last: { text: lastMessage.text, sentAt: lastMessage.sentAt, fromBuyer: lastMessage.fromBuyer },
    lastPictureCount,
  };
}

function summaryQuery(db: Database, userId: string) {
  return db
    .select(summaryColumns(userId))
    .from(conversations)
    .innerJoin(posts, eq(posts.id, conversations.postId))
    .innerJoin(
      other,
      sql`${other.id} = case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
    )
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow, storage: PictureStorage): ConversationSummary {
  const c = row.conversation;
  const isBuyer = Boolean(row.isBuyer);
  const cleared = isBuyer ? c.buyerClearedUpTo : c.sellerClearedUpTo;
  return {
    id: c.id,
    ad: {
      id: row.post.id,
      title: row.post.title,
      price: row.post.priceCents === null ? null : centsToEuros(row.post.priceCents),
      thumbnailUrl: row.coverKey ? storage.url(row.coverKey) : null,
      state: conversationAdState(row.post),
    },
    other: {
      id: row.other.id,
      name: displayName(row.other),
      pictureUrl: profilePictureUrl(row.other),
      deleted: row.other.deletedAt !== null,
    },
    role: isBuyer ? 'buyer' : 'seller',
    lastMessage:
      row.last?.sentAt && c.lastMessageId > cleared
        ? {
            text: row.last.text,
            sentAt: row.last.sentAt.toISOString(),
            fromMe: row.last.fromBuyer === isBuyer,
            // Erasure empties the text and deletes the pictures; a message of pictures only has no text either.
            erased: row.last.text === '' && Number(row.lastPictureCount) === 0,
            pictureCount: Number(row.lastPictureCount),
          }
        : null,
    unreadCount: isBuyer ? c.buyerUnread : c.sellerUnread,
    startedAt: c.startedAt.toISOString(),
  };
}

/** GET /api/messages/conversations: the user's conversations, newest message first, 20 a page. */
export async function listConversations(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
  page: number,
): Promise<{ items: ConversationSummary[]; totalCount: number }> {
  const [rows, [count]] = await Promise.all([
    summaryQuery(db, user.id)
      .where(keptBy(user.id))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limits.pageSize)
      .offset((page - 1) * limits.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(conversations).where(keptBy(user.id)),
  ]);
  return { items: rows.map((row) => toSummary(row, storage)), totalCount: Number(count?.count ?? 0) };
}

/**
 * GET /api/messages/conversation/{id}: the thread (newest MESSAGE_PAGE_SIZE, or those before `before`), oldest
 * first. Opening its latest page marks it read: the other side's streams hear 'read' ('Perskaityta'), the
 * reader's the new unread count.
 */
export async function readConversation(
  db: Database,
  hub: MessageHub,
  storage: PictureStorage,
  user: UserRow,
  conversationId: number,
  before: number | undefined,
): Promise<ConversationThread> {
  const side = await participantConversation(db, user.id, conversationId);
  const cleared = side.isBuyer ? side.conversation.buyerClearedUpTo : side.conversation.sellerClearedUpTo;
  // The write comes first (the summary below then shows the thread read); an already read thread skips it.
  if (before === undefined && hasUnread(side)) await markRead(db, hub, user.id, side);
  // Independent reads: on PostgreSQL each takes a pooled connection of its own, so the page waits for the slowest.
  const [rows, [summaryRow], blocks] = await Promise.all([
    db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          gt(conversationMessages.id, cleared),
          before === undefined ? undefined : lt(conversationMessages.id, before),
        ),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(MESSAGE_PAGE_SIZE + 1),
    summaryQuery(db, user.id).where(eq(conversations.id, conversationId)),
    blocksBetween(db, user.id, side.otherId),
  ]);
  if (!summaryRow) throw new Error('conversation vanished');
  const summary = toSummary(summaryRow, storage);
  const c = summaryRow.conversation;
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  const ids = page.map((row) => row.id);
  const [offers, pictures] = await Promise.all([offersOfMessages(db, ids), picturesOfMessages(db, storage, ids)]);
  return {
    ...summary,
    messages: page.map((row) => {
      const own = pictures.get(row.id) ?? [];
      return {
        id: row.id,
        text: row.text,
        pictures: own,
        sentAt: row.sentAt.toISOString(),
        fromMe: row.fromBuyer === side.isBuyer,
        safetyTip: row.safetyTip,
        // Erasure empties the text and deletes the pictures; a message of pictures only has no text either.
        erased: row.text === '' && own.length === 0,
        ...withOffer(offers, row.id),
      };
    }),
    hasOlder: rows.length > MESSAGE_PAGE_SIZE,
    readByOtherUpTo: side.isBuyer ? c.sellerReadUpTo : c.buyerReadUpTo,
    ...blocks,
  };
}

/** Whether the reader has anything to mark read: unread messages, or a read mark behind the last message. */
function hasUnread({ conversation: c, isBuyer }: Side): boolean {
  const [unread, readUpTo] = isBuyer ? [c.buyerUnread, c.buyerReadUpTo] : [c.sellerUnread, c.sellerReadUpTo];
  return unread > 0 || readUpTo < c.lastMessageId;
}

/** Everything in the conversation is read by `userId` now; tells both sides' streams. */
async function markRead(db: Database, hub: MessageHub, userId: string, { conversation, isBuyer, otherId }: Side) {
  const conversationId = conversation.id;
  await inAnnouncedTransaction(hub, db, async (tx, announce) => {
    // The update takes the row's lock and reads last_message_id under it: a message sent meanwhile waits, and
    // is either marked read here or stays unread, never half.
    const [row] = await tx
      .update(conversations)
      .set(
        isBuyer
          ? { buyerUnread: 0, buyerReadUpTo: sql`${conversations.lastMessageId}` }
          : { sellerUnread: 0, sellerReadUpTo: sql`${conversations.lastMessageId}` },
      )
      .where(
        and(
          eq(conversations.id, conversationId),
          isBuyer
            ? sql`(${conversations.buyerUnread} > 0 or ${conversations.buyerReadUpTo} < ${conversations.lastMessageId})`
            : sql`(${conversations.sellerUnread} > 0 or ${conversations.sellerReadUpTo} < ${conversations.lastMessageId})`,
        ),
      )
      .returning({ upTo: conversations.lastMessageId });
    if (!row) return;
    await recordEvents(tx, [
      { userId: otherId, event: { type: 'read', conversationId, upTo: row.upTo } },
      { userId, unread: true },
    ]);
    announce(userId, otherId);
  });
}

/** How many conversations each of the seller's ads has ('Mano skelbimai'); ads without any are left out. */
export async function conversationCountsOfSeller(
  db: Database,
  sellerId: string,
): Promise<{ postId: number; count: number }[]> {
  const rows = await db
    .select({ postId: conversations.postId, count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(eq(conversations.sellerId, sellerId))
    .groupBy(conversations.postId);
  return rows.map((row) => ({ postId: row.postId, count: Number(row.count) }));
}
