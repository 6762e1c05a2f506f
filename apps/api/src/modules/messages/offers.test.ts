import { OFFERS_OPEN_MAX, offerMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { conversationOffers, posts } from '../../db/schema/index.ts';
import { eventsAfter } from './events.ts';

// Price offers in a conversation (PRODUCT.md §28): POST /api/offers/create, /accept, /decline, GET /api/offers/accepted.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function person() {
  const user = await createUser(app, { fullName: 'Jonas Jonaitis' });
  return { user, cookie: await sessionCookie(app, user) };
}

/** A seller's ad and a buyer who wrote about it. */
async function aConversation() {
  const seller = await person();
  const buyer = await person();
  const post = await createPost(app, seller.user, { title: 'Sofa', priceCents: 150_000 });
  const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, {
    postId: post.id,
    text: 'Ar dar aktualu?',
  });
  expect(sent.status).toBe(200);
  return { seller, buyer, post, conversationId: sent.body.data.conversationId as number };
}

const offer = (cookie: string, conversationId: number, amount: unknown) =>
  call(app, 'POST', '/api/offers/create', cookie, { conversationId, amount });
const answer = (cookie: string | undefined, kind: 'accept' | 'decline', offerId: number) =>
  call(app, 'POST', `/api/offers/${kind}`, cookie, { offerId });
const thread = (id: number, cookie: string) => call(app, 'GET', `/api/messages/conversation/${id}`, cookie);
const offersIn = async (id: number) =>
  app.db.select().from(conversationOffers).where(eq(conversationOffers.conversationId, id));

describe('POST /api/offers/create', () => {
  it('the buyer offers a price: a message with its offer, in both sides’ threads', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const sent = await offer(buyer.cookie, conversationId, 1200);
    expect(sent.status).toBe(200);
    expect(sent.body.messages).toEqual([offerMessages.sent]);
    expect(sent.body.data.message).toMatchObject({
      text: 'Pasiūlyta kaina: 1\u00a0200\u00a0€',
      fromMe: true,
      offer: { amount: 1200, status: 'open', answeredAt: null },
    });
    const sellerView = await thread(conversationId, seller.cookie);
    const last = sellerView.body.data.messages.at(-1);
    expect(last).toMatchObject({ fromMe: false, offer: { id: sent.body.data.message.offer.id, amount: 1200 } });
    // An ordinary message has no offer part.
    expect(sellerView.body.data.messages[0].offer).toBeUndefined();
    const inbox = await call(app, 'GET', '/api/messages/conversations', seller.cookie);
    expect(inbox.body.data[0]).toMatchObject({
      lastMessage: { text: 'Pasiūlyta kaina: 1\u00a0200\u00a0€' },
      unreadCount: 0,
    });
  });

  it('validates the amount in Lithuanian on `amount`, and writes nothing', async () => {
    const { buyer, conversationId } = await aConversation();
    for (const [amount, message] of [
      [0, offerMessages.amountPositive],
      [-5, offerMessages.amountPositive],
      [10_000_001, offerMessages.amountTooHigh],
      [12.345, offerMessages.amountDecimals],
      ['12', offerMessages.amountRequired],
      [null, offerMessages.amountRequired],
    ] as const) {
      const refused = await offer(buyer.cookie, conversationId, amount);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ property: 'amount', errors: [message] }]);
    }
    expect(await offersIn(conversationId)).toEqual([]);
    expect((await offer(buyer.cookie, conversationId, 10_000_000)).status).toBe(200);
    expect((await offer(buyer.cookie, conversationId, 0.5)).body.data.message.text).toBe(
      'Pasiūlyta kaina: 0,50\u00a0€',
    );
  });

  it(`refuses the ${OFFERS_OPEN_MAX + 1}th open offer; an answered one frees a place`, async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const ids: number[] = [];
    for (const amount of [100, 110, 120]) {
      const sent = await offer(buyer.cookie, conversationId, amount);
      expect(sent.status).toBe(200);
      ids.push(sent.body.data.message.offer.id);
    }
    const fourth = await offer(buyer.cookie, conversationId, 130);
    expect(fourth.status).toBe(409);
    expect(fourth.body.messages).toContain(offerMessages.tooManyOpen);
    expect(await offersIn(conversationId)).toHaveLength(3);
    expect((await answer(seller.cookie, 'decline', ids[0] as number)).status).toBe(200);
    expect((await offer(buyer.cookie, conversationId, 130)).status).toBe(200);
  });

  it('only the buyer offers; a stranger’s conversation is 404; a block and a sold ad refuse', async () => {
    const { seller, buyer, post, conversationId } = await aConversation();
    const bySeller = await offer(seller.cookie, conversationId, 100);
    expect(bySeller.status).toBe(403);
    expect(bySeller.body.messages).toEqual([offerMessages.buyerOnly]);
    const stranger = await person();
    expect((await offer(stranger.cookie, conversationId, 100)).status).toBe(404);
    expect((await call(app, 'POST', '/api/offers/create', undefined, { conversationId, amount: 100 })).status).toBe(
      401,
    );

    expect((await call(app, 'POST', '/api/messages/block', seller.cookie, { userId: buyer.user.id })).status).toBe(200);
    expect((await offer(buyer.cookie, conversationId, 100)).status).toBe(403);
    expect((await call(app, 'POST', '/api/messages/unblock', seller.cookie, { userId: buyer.user.id })).status).toBe(
      200,
    );

    await app.db.update(posts).set({ status: 'sold', soldAt: new Date() }).where(eq(posts.id, post.id));
    const sold = await offer(buyer.cookie, conversationId, 100);
    expect(sold.status).toBe(409);
    expect(sold.body.messages).toEqual([offerMessages.adClosed]);
    expect(await offersIn(conversationId)).toEqual([]);
  });
});

describe('POST /api/offers/accept and /decline', () => {
  it('the seller accepts once; both streams hear it; the thread and the seller’s ad list show it', async () => {
    const { seller, buyer, post, conversationId } = await aConversation();
    const sent = await offer(buyer.cookie, conversationId, 1200);
    const offerId = sent.body.data.message.offer.id as number;
    const before = { seller: await latestEvent(seller.user.id), buyer: await latestEvent(buyer.user.id) };

    const accepted = await answer(seller.cookie, 'accept', offerId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.messages).toEqual([offerMessages.accepted]);
    expect(accepted.body.data).toMatchObject({ id: offerId, amount: 1200, status: 'accepted' });

    for (const [who, after] of [
      [seller.user.id, before.seller],
      [buyer.user.id, before.buyer],
    ] as const) {
      const events = await eventsAfter(app.db, who, after);
      expect(events.map((e) => e.event)).toEqual([
        {
          type: 'offer',
          conversationId,
          messageId: sent.body.data.message.id,
          offer: { id: offerId, amount: 1200, status: 'accepted', answeredAt: expect.any(String) },
        },
      ]);
    }
    const buyerView = await thread(conversationId, buyer.cookie);
    expect(buyerView.body.data.messages.at(-1).offer.status).toBe('accepted');

    const again = await answer(seller.cookie, 'decline', offerId);
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([offerMessages.alreadyAnswered]);
    expect((await offersIn(conversationId))[0]?.status).toBe('accepted');

    const list = await call(app, 'GET', '/api/offers/accepted', seller.cookie);
    expect(list.body.data).toEqual([{ postId: post.id, offerId, amount: 1200, answeredAt: expect.any(String) }]);
    expect((await call(app, 'GET', '/api/offers/accepted', buyer.cookie)).body.data).toEqual([]);
  });

  it('the buyer may not answer (403), a stranger and a guest learn nothing (404, 401), a block refuses', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const offerId = (await offer(buyer.cookie, conversationId, 900)).body.data.message.offer.id as number;
    const byBuyer = await answer(buyer.cookie, 'accept', offerId);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.messages).toEqual([offerMessages.sellerOnly]);
    const stranger = await person();
    const strangers = await answer(stranger.cookie, 'accept', offerId);
    expect(strangers.status).toBe(404);
    expect(strangers.body.messages).toEqual([offerMessages.notFound]);
    expect((await thread(conversationId, stranger.cookie)).status).toBe(404);
    expect((await answer(undefined, 'accept', offerId)).status).toBe(401);
    expect((await answer(seller.cookie, 'accept', 2_000_000_000)).status).toBe(404);

    expect((await call(app, 'POST', '/api/messages/block', buyer.cookie, { userId: seller.user.id })).status).toBe(200);
    expect((await answer(seller.cookie, 'accept', offerId)).status).toBe(403);
    expect((await offersIn(conversationId))[0]?.status).toBe('open');

    expect((await call(app, 'POST', '/api/messages/unblock', buyer.cookie, { userId: seller.user.id })).status).toBe(
      200,
    );
    const declined = await answer(seller.cookie, 'decline', offerId);
    expect(declined.body.data.status).toBe('declined');
    expect((await call(app, 'GET', '/api/offers/accepted', seller.cookie)).body.data).toEqual([]);
  });

  it('two answers at once: exactly one wins', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const offerId = (await offer(buyer.cookie, conversationId, 500)).body.data.message.offer.id as number;
    const results = await Promise.all([
      answer(seller.cookie, 'accept', offerId),
      answer(seller.cookie, 'decline', offerId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

async function latestEvent(userId: string): Promise<number> {
  const events = await eventsAfter(app.db, userId, 0, 10_000);
  return events.at(-1)?.id ?? 0;
}
