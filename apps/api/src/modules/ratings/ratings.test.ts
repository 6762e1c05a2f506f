import { decisionKindTitles, MODERATOR_ROLE, ratingMessages as texts } from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { ratings } from '../../db/schema/index.ts';
import { type CodesHarness, startCodesHarness } from '../auth/codes.fixtures.ts';
import { runRatingReminders } from './reminderJob.ts';

// Ratings between the two people of a conversation (PRODUCT.md §27) through the real app and database; the
// e-mails go through the outbox to a real SMTP sink. Publication is a query condition on created_at, so the
// 14 days are tested by dating a rating back.

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});

async function person(fullName: string) {
  const user = await createUser(h.app, { fullName, email: randomEmail() });
  return { user, cookie: await sessionCookie(h.app, user) };
}

/** A seller's ad and a buyer who wrote about it; `answered` has the seller write back. */
async function aConversation({ answered = true } = {}) {
  const seller = await person('Petras Pardavėjas');
  const buyer = await person('Birutė Pirkėja');
  const post = await createPost(h.app, seller.user, { title: 'Dviratis', priceCents: 12_000 });
  const sent = await call(h.app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Ar aktualu?' });
  expect(sent.status).toBe(200);
  const conversationId = sent.body.data.conversationId as number;
  if (answered) {
    const reply = await call(h.app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'Taip' });
    expect(reply.status).toBe(200);
  }
  return { seller, buyer, post, conversationId };
}

const rate = (cookie: string, body: Record<string, unknown>) =>
  call(h.app, 'POST', '/api/ratings/create', cookie, body);
const sellerRating = async (id: string) =>
  (await call(h.app, 'GET', `/api/users/GetSeller/${id}`, undefined)).body.data.rating;
const listOf = async (id: string) => (await call(h.app, 'GET', `/api/ratings/user/${id}`, undefined)).body;
const errorOn = (body: { errors: { property: string; errors: string[] }[] }, property: string) =>
  body.errors.find((error) => error.property === property)?.errors;
const mailsTo = (address: string | null) => h.sink.inbox.items.filter((mail) => mail.to.includes(address ?? '-'));

describe('POST /api/ratings/create', () => {
  it('needs a message from each side, and only the two people may rate', async () => {
    const { buyer, seller, conversationId } = await aConversation({ answered: false });
    const early = await rate(buyer.cookie, { conversationId, stars: 5 });
    expect(early.status).toBe(400);
    expect(errorOn(early.body, 'conversationId')).toEqual([texts.notTwoSided]);
    const state = await call(h.app, 'GET', `/api/ratings/conversation/${conversationId}`, buyer.cookie);
    expect(state.body.data).toEqual({ canRate: false, refusal: texts.notTwoSided, mine: null });

    await call(h.app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'Taip' });
    const stranger = await person('Svetimas Žmogus');
    const refused = await rate(stranger.cookie, { conversationId, stars: 1, comment: 'Blogas' });
    expect(refused.status).toBe(404);
    expect(errorOn(refused.body, 'conversationId')).toEqual([texts.conversationNotFound]);
    expect(await h.app.db.select().from(ratings).where(eq(ratings.conversationId, conversationId))).toEqual([]);
    expect((await rate(buyer.cookie, { conversationId, stars: 5 })).status).toBe(200);
  });

  it('refuses stars out of range and a comment over 500 characters on their fields', async () => {
    const { buyer, conversationId } = await aConversation();
    for (const stars of [0, 6, 2.5, '5']) {
      const answer = await rate(buyer.cookie, { conversationId, stars });
      expect(answer.status).toBe(400);
      expect(errorOn(answer.body, 'stars')).toEqual([texts.starsRange]);
    }
    const long = await rate(buyer.cookie, { conversationId, stars: 4, comment: 'a'.repeat(501) });
    expect(errorOn(long.body, 'comment')).toEqual([texts.commentTooLong]);
    expect(await h.app.db.select().from(ratings).where(eq(ratings.conversationId, conversationId))).toEqual([]);
  });

  it('one rating per side; hidden until both have rated, then both published with the average', async () => {
    const { buyer, seller, conversationId } = await aConversation();
    const first = await rate(buyer.cookie, { conversationId, stars: 5, comment: 'Puikus pardavėjas' });
    expect(first.status).toBe(200);
    expect(first.body.messages).toEqual([texts.created]);
    expect(first.body.data).toMatchObject({ stars: 5, comment: 'Puikus pardavėjas', published: false });
    const again = await rate(buyer.cookie, { conversationId, stars: 1 });
    expect(again.status).toBe(409);
    expect(errorOn(again.body, 'conversationId')).toEqual([texts.alreadyRated]);

    // Nobody sees it yet: not the seller's page, not the list.
    expect(await sellerRating(seller.user.id)).toEqual({ average: null, count: 0 });
    expect((await listOf(seller.user.id)).data).toEqual([]);
    const sellerState = await call(h.app, 'GET', `/api/ratings/conversation/${conversationId}`, seller.cookie);
    expect(sellerState.body.data).toEqual({ canRate: true, refusal: null, mine: null });

    expect((await rate(seller.cookie, { conversationId, stars: 4 })).status).toBe(200);
    expect(await sellerRating(seller.user.id)).toEqual({ average: 5, count: 1 });
    expect(await sellerRating(buyer.user.id)).toEqual({ average: 4, count: 1 });
    const list = await listOf(seller.user.id);
    expect(list.data).toEqual([
      expect.objectContaining({ stars: 5, comment: 'Puikus pardavėjas', raterName: 'Birutė P.', answer: null }),
    ]);
    expect(list.pagination).toMatchObject({ page: 1, totalCount: 1 });
    const mine = await call(h.app, 'GET', `/api/ratings/conversation/${conversationId}`, buyer.cookie);
    expect(mine.body.data.mine).toMatchObject({ stars: 5, published: true });
  });

  it('a lone rating is published 14 days after it was given, and the other side may then no longer rate', async () => {
    const { buyer, seller, conversationId } = await aConversation();
    await rate(buyer.cookie, { conversationId, stars: 3 });
    await h.app.db
      .update(ratings)
      .set({ createdAt: sql`now() - interval '13 days'` })
      .where(eq(ratings.conversationId, conversationId));
    expect(await sellerRating(seller.user.id)).toEqual({ average: null, count: 0 });
    await h.app.db
      .update(ratings)
      .set({ createdAt: sql`now() - interval '14 days 1 minute'` })
      .where(eq(ratings.conversationId, conversationId));
    expect(await sellerRating(seller.user.id)).toEqual({ average: 3, count: 1 });
    const late = await rate(seller.cookie, { conversationId, stars: 1 });
    expect(late.status).toBe(400);
    expect(errorOn(late.body, 'conversationId')).toEqual([texts.windowClosed]);
  });
});

describe('answers, reports and removal', () => {
  it('the rated person answers once; others may not', async () => {
    const { buyer, seller, conversationId } = await aConversation();
    const given = await rate(buyer.cookie, { conversationId, stars: 2, comment: 'Vėlavo' });
    await rate(seller.cookie, { conversationId, stars: 5 });
    const ratingId = given.body.data.id as number;
    expect((await call(h.app, 'POST', '/api/ratings/answer', buyer.cookie, { ratingId, text: 'Ne' })).status).toBe(403);
    const answered = await call(h.app, 'POST', '/api/ratings/answer', seller.cookie, { ratingId, text: 'Atsiprašau' });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ answer: 'Atsiprašau' });
    const twice = await call(h.app, 'POST', '/api/ratings/answer', seller.cookie, { ratingId, text: 'Dar' });
    expect(twice.status).toBe(409);
    expect(errorOn(twice.body, 'text')).toEqual([texts.alreadyAnswered]);
  });

  it('a reported rating is removed by a moderator with a statement of reasons to its author', async () => {
    const { buyer, seller, conversationId } = await aConversation();
    const given = await rate(buyer.cookie, { conversationId, stars: 1, comment: 'Įžeidimas' });
    await rate(seller.cookie, { conversationId, stars: 5 });
    const ratingId = given.body.data.id as number;
    const own = await call(h.app, 'POST', '/api/ratings/report', buyer.cookie, { ratingId, reasonId: 6 });
    expect(own.status).toBe(403);
    const report = await call(h.app, 'POST', '/api/ratings/report', seller.cookie, { ratingId, reasonId: 6 });
    expect(report.status).toBe(200);

    const moderator = await createUser(h.app, { fullName: 'Monika Moderatorė', authRole: MODERATOR_ROLE });
    const staff = await sessionCookie(h.app, moderator);
    const open = await call(h.app, 'GET', '/api/ratings/reports', staff);
    expect(open.body.data.map((r: { rating: { id: number } }) => r.rating.id)).toContain(ratingId);
    expect((await call(h.app, 'POST', '/api/moderation/removeRating', seller.cookie, { ratingId })).status).toBe(403);
    const removed = await call(h.app, 'POST', '/api/moderation/removeRating', staff, {
      ratingId,
      ruleId: 'offensive',
      reason: 'Komentare – įžeidimai.',
    });
    expect(removed.status).toBe(200);
    expect(await sellerRating(seller.user.id)).toEqual({ average: null, count: 0 });
    const reports = await call(h.app, 'GET', '/api/ratings/reports', staff);
    expect(reports.body.data.map((r: { rating: { id: number } }) => r.rating.id)).not.toContain(ratingId);

    const decisions = await call(h.app, 'GET', '/api/moderation/myDecisions', buyer.cookie);
    expect(decisions.body.data[0]).toMatchObject({
      kind: 'rating_removal',
      kindTitle: decisionKindTitles.rating_removal,
      facts: 'Komentare – įžeidimai.',
      canAppeal: true,
    });
    h.app.outbox.wake();
    await h.app.outbox.sendDue();
    expect(mailsTo(buyer.user.email).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Jūsų įvertinimas pašalintas'),
    ]);
  });
});

describe('rating reminders', () => {
  it('after the ad is sold each side that has not rated gets one e-mail with the thread', async () => {
    const { buyer, seller, post, conversationId } = await aConversation();
    expect((await call(h.app, 'POST', '/api/posts/MarkSold', seller.cookie, { postId: post.id })).status).toBe(200);
    await rate(seller.cookie, { conversationId, stars: 5 });
    for (let run = 0; run < 2; run += 1) {
      await runRatingReminders(h.app);
      await h.app.outbox.sendDue();
    }
    const [mail, ...more] = mailsTo(buyer.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('Įvertinkite pardavėją: Dviratis');
    expect(mail?.text).toContain(`/mano/zinutes/${conversationId}`);
    expect(mail?.text).toContain('/atsisakyti?token=');
    expect(mailsTo(seller.user.email)).toEqual([]);
  });
});
