import {
  type AcceptedOffer,
  type ChatOffer,
  centsToEuros,
  eurosToCents,
  OFFERS_OPEN_MAX,
  offerMessages,
  type SentMessage,
  conversationMessages as texts,
} from '@skelbimai/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type ConversationOfferRow,
  conversationOffers,
  conversations,
  posts,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { conversationAdState } from './adState.ts';
import { recordEvents } from './events.ts';
import { inAnnouncedTransaction, type MessageHub } from './hub.ts';
import { queueOfferAcceptedPush } from './messagePush.ts';
import { assertMayWrite, participantConversation } from './participants.ts';
import { messageRateLimits, type SendLimits, sentMessageEvents, writeMessage } from './send.service.ts';

const toChatOffer = (row: Pick<ConversationOfferRow, 'id' | 'amountCents' | 'status' | 'answeredAt'>): ChatOffer => ({
  id: row.id,
  amount: centsToEuros(row.amountCents),
  status: row.status,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * POST /api/offers/create (PRODUCT.md §28): the buyer of a conversation offers a price. The offer is a message
 * ('Pasiūlyta kaina: 1 200 €') with its offer row, written and told to both sides as any message is. Only the
 * buyer, only while the ad is listed (active or reserved), never across a block, and at most OFFERS_OPEN_MAX
 * unanswered in the conversation: the conversation's row is locked first, so two offers at once count each other.
 * Offers count against the sender's message rates like any message.
 */
export async function createOffer(
  db: Database,
  hub: MessageHub,
  buyer: UserRow,
  input: { conversationId: number; amount: number },
  limits: SendLimits,
): Promise<SentMessage> {
  await enforceRateLimit(
    db,
    `messages:minute:user:${buyer.id}`,
    { ...messageRateLimits.perMinute, limit: limits.perMinute },
    texts.tooManyPerMinute(limits.perMinute),
  );
  await enforceRateLimit(
    db,
    `messages:day:user:${buyer.id}`,
    { ...messageRateLimits.perDay, limit: limits.perDay },
    (minutes) => texts.tooManyPerDay(limits.perDay, minutes),
  );
  return inAnnouncedTransaction(hub, db, async (tx, announce) => {
    const side = await participantConversation(tx, buyer.id, input.conversationId, { lock: true });
    if (!side.isBuyer) throw AppError.forbidden(offerMessages.buyerOnly);
    await assertMayWrite(tx, buyer.id, side.otherId);
    const [post] = await tx
      .select({ status: posts.status, reserved: posts.reserved, expiresAt: posts.expiresAt })
      .from(posts)
      .where(eq(posts.id, side.conversation.postId));
    const state = post ? conversationAdState(post) : 'deleted';
    if (state !== 'active' && state !== 'reserved') throw AppError.conflict(offerMessages.adClosed);
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationOffers)
      .where(and(eq(conversationOffers.conversationId, side.conversation.id), eq(conversationOffers.status, 'open')));
    if (Number(open?.count ?? 0) >= OFFERS_OPEN_MAX)
      throw AppError.conflict(offerMessages.tooManyOpen, [{ property: 'amount', errors: [offerMessages.tooManyOpen] }]);

    const written = await writeMessage(tx, side, offerMessages.offerText(input.amount));
    const [row] = await tx
      .insert(conversationOffers)
      .values({ messageId: written.id, conversationId: side.conversation.id, amountCents: eurosToCents(input.amount) })
      .returning();
    if (!row) throw new Error('offer not written');
    const message = { ...written, offer: toChatOffer(row) };
    await recordEvents(tx, sentMessageEvents(side, buyer.id, message));
    announce(buyer.id, side.otherId);
    return { conversationId: side.conversation.id, message };
  });
}

/**
 * POST /api/offers/accept and /decline: the seller answers an open offer, once. Anyone but the conversation's
 * two people gets 404 (as for its thread), the buyer 403; an answered offer 409, decided by the update's own
 * condition so two answers at once cannot both win. Both sides' streams hear the answer (an `offer` event).
 */
export async function answerOffer(
  db: Database,
  hub: MessageHub,
  user: UserRow,
  offerId: number,
  answer: 'accepted' | 'declined',
): Promise<ChatOffer> {
  return inAnnouncedTransaction(hub, db, async (tx, announce) => {
    const [found] = await tx
      .select({ messageId: conversationOffers.messageId, conversation: conversations })
      .from(conversationOffers)
      .innerJoin(conversations, eq(conversations.id, conversationOffers.conversationId))
      .where(
        and(
          eq(conversationOffers.id, offerId),
          or(eq(conversations.buyerId, user.id), eq(conversations.sellerId, user.id)),
        ),
      );
    if (!found) throw AppError.notFound(offerMessages.notFound);
    const { conversation } = found;
    if (conversation.sellerId !== user.id) throw AppError.forbidden(offerMessages.sellerOnly);
    await assertMayWrite(tx, user.id, conversation.buyerId);
    const [row] = await tx
      .update(conversationOffers)
      .set({ status: answer, answeredAt: sql`now()` })
      .where(and(eq(conversationOffers.id, offerId), eq(conversationOffers.status, 'open')))
      .returning();
    if (!row) throw AppError.conflict(offerMessages.alreadyAnswered);
    const offer = toChatOffer(row);
    const event = { type: 'offer', conversationId: conversation.id, messageId: found.messageId, offer } as const;
    await recordEvents(tx, [
      { userId: conversation.sellerId, event },
      { userId: conversation.buyerId, event },
    ]);
    if (answer === 'accepted') await queueOfferAcceptedPush(tx, user, conversation.buyerId, conversation.id, offer);
    announce(conversation.sellerId, conversation.buyerId);
    return offer;
  });
}

/** The offers of these messages of one thread, by message id (a thread page's offer parts). */
export async function offersOfMessages(db: Database, messageIds: number[]): Promise<Map<number, ChatOffer>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db.select().from(conversationOffers).where(inArray(conversationOffers.messageId, messageIds));
  return new Map(rows.map((row) => [row.messageId, toChatOffer(row)]));
}

/** A message's `offer` part, when it is an offer (spread into the message). */
export function withOffer(offers: Map<number, ChatOffer>, messageId: number): { offer?: ChatOffer } {
  const offer = offers.get(messageId);
  return offer ? { offer } : {};
}

/** GET /api/offers/accepted: per ad of the seller, the latest accepted offer ('Priimtas pasiūlymas: …'). */
export async function acceptedOffersOfSeller(db: Database, sellerId: string): Promise<AcceptedOffer[]> {
  const rows = await db
    .selectDistinctOn([conversations.postId], {
      postId: conversations.postId,
      offerId: conversationOffers.id,
      amountCents: conversationOffers.amountCents,
      answeredAt: conversationOffers.answeredAt,
    })
    .from(conversationOffers)
    .innerJoin(conversations, eq(conversations.id, conversationOffers.conversationId))
    .where(and(eq(conversations.sellerId, sellerId), eq(conversationOffers.status, 'accepted')))
    .orderBy(conversations.postId, sql`${conversationOffers.answeredAt} desc`);
  return rows.map((row) => ({
    postId: row.postId,
    offerId: row.offerId,
    amount: centsToEuros(row.amountCents),
    answeredAt: (row.answeredAt ?? new Date()).toISOString(),
  }));
}
