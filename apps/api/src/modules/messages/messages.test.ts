import { ADMIN_ROLE, errorMessages, MODERATOR_ROLE, conversationMessages as texts } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function person(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

/** A seller's ad and a buyer who wrote the first message about it. */
async function aConversation(text = 'Ar dar aktualu?') {
  const seller = await person({ fullName: 'Petras Pardavėjas' });
  const buyer = await person({ fullName: 'Birutė Pirkėja' });
  const post = await createPost(app, seller.user, { title: 'Dviratis', priceCents: 12_000 });
  const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text });
  expect(sent.status).toBe(200);
  return { seller, buyer, post, conversationId: sent.body.data.conversationId as number, sent: sent.body.data };
}

const thread = (id: number, cookie: string | undefined) => call(app, 'GET', `/api/messages/conversation/${id}`, cookie);
const unread = async (cookie: string) => (await call(app, 'GET', '/api/messages/unread', cookie)).body.data.count;

describe('POST /api/messages/send', () => {
  it('starts a conversation about an ad; the answer is the message as the sender sees it', async () => {
    const { sent } = await aConversation('Sveiki, ar dar aktualu?');
    expect(sent.message).toMatchObject({ text: 'Sveiki, ar dar aktualu?', fromMe: true, safetyTip: false });
    expect(Number.isNaN(Date.parse(sent.message.sentAt))).toBe(false);
  });

  it('one conversation per ad and buyer: a second first message continues it', async () => {
    const { buyer, post, conversationId } = await aConversation();
    const again = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Dar kartą' });
    expect(again.body.data.conversationId).toBe(conversationId);
  });

  it('the seller replies by conversationId and the buyer sees both lines in order, with the unread mark', async () => {
    const { seller, buyer, conversationId } = await aConversation('Ar dar aktualu?');
    expect(await unread(seller.cookie)).toBe(1);
    const reply = await call(app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'Taip' });
    expect(reply.status).toBe(200);
    expect(await unread(seller.cookie)).toBe(0); // answering reads the thread
    expect(await unread(buyer.cookie)).toBe(1);
    const list = await call(app, 'GET', '/api/messages/conversations', buyer.cookie);
    expect(list.body.data[0]).toMatchObject({
      id: conversationId,
      ad: { title: 'Dviratis', price: 120, state: 'active' },
      other: { name: 'Petras P.', deleted: false },
      role: 'buyer',
      lastMessage: { text: 'Taip', fromMe: false },
      unreadCount: 1,
    });
    const opened = await thread(conversationId, buyer.cookie);
    expect(opened.body.data.messages.map((m: { text: string; fromMe: boolean }) => [m.text, m.fromMe])).toEqual([
      ['Ar dar aktualu?', true],
      ['Taip', false],
    ]);
    expect(await unread(buyer.cookie)).toBe(0);
    // The seller sees 'Perskaityta' under their reply.
    const sellerView = await thread(conversationId, seller.cookie);
    expect(sellerView.body.data.readByOtherUpTo).toBe(reply.body.data.message.id);
  });

  it('refuses the seller writing about their own ad (403) and a hidden or missing ad (404)', async () => {
    const seller = await person();
    const own = await createPost(app, seller.user);
    const mine = await call(app, 'POST', '/api/messages/send', seller.cookie, { postId: own.id, text: 'Labas' });
    expect(mine.status).toBe(403);
    expect(mine.body.messages).toEqual([texts.ownAd]);
    const buyer = await person();
    for (const status of ['deleted', 'blocked', 'expired'] as const) {
      const post = await createPost(app, seller.user, { status });
      const refused = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Labas' });
      expect(refused.status).toBe(404);
      expect(refused.body.messages).toEqual([texts.adNotFound]);
    }
  });

  it('checks the text: empty, too long and control characters are refused on the text field', async () => {
    const { buyer, conversationId } = await aConversation();
    for (const [text, message] of [
      ['   ', texts.textEmpty],
      ['a'.repeat(2001), texts.textTooLong],
      ['labas\u0007', 'Laukelyje yra neleistinų simbolių.'],
    ]) {
      const refused = await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ property: 'text', errors: [message] }]);
    }
    const longest = await call(app, 'POST', '/api/messages/send', buyer.cookie, {
      conversationId,
      text: 'a'.repeat(2000),
    });
    expect(longest.status).toBe(200);
  });

  it('drops bidirectional controls from a message and refuses one of only invisible characters', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const sent = await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text: 'abc\u202Edef' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message.text).toBe('abcdef');
    const shown = await thread(conversationId, seller.cookie);
    expect(shown.body.data.messages.at(-1).text).toBe('abcdef');
    for (const text of ['\u200B\u200B', '\uFEFF\u2060 \u2067\u200C']) {
      const refused = await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text });
      expect(refused.status, JSON.stringify(text)).toBe(400);
      expect(refused.body.errors).toEqual([{ property: 'text', errors: [texts.textEmpty] }]);
    }
    expect((await thread(conversationId, seller.cookie)).body.data.messages).toHaveLength(2);
  });

  it('asks a guest to sign in', async () => {
    const { conversationId } = await aConversation();
    const guest = await call(app, 'POST', '/api/messages/send', undefined, { conversationId, text: 'Labas' });
    expect(guest.status).toBe(401);
    expect(guest.body.messages).toEqual([errorMessages.unauthorized]);
  });

  it('marks a pay-in-advance or other-messenger message with the safety tip, for both sides', async () => {
    const { buyer, seller, conversationId } = await aConversation();
    const scam = await call(app, 'POST', '/api/messages/send', seller.cookie, {
      conversationId,
      text: 'Pervesk avansą, parašyk į WhatsApp',
    });
    expect(scam.body.data.message.safetyTip).toBe(true);
    const courier = await call(app, 'POST', '/api/messages/send', seller.cookie, {
      conversationId,
      text: 'Siuntos duomenys: https://dpd-lt.delivery-pay.com/track',
    });
    expect(courier.body.data.message.safetyTip).toBe(true);
    const seen = await thread(conversationId, buyer.cookie);
    expect(seen.body.data.messages.map((m: { safetyTip: boolean }) => m.safetyTip)).toEqual([false, true, true]);
  });
});

describe('privacy: only the two people read a conversation', () => {
  it('sender and recipient read it; a third user, a moderator and an administrator get 404, a guest 401', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    expect((await thread(conversationId, buyer.cookie)).status).toBe(200);
    expect((await thread(conversationId, seller.cookie)).status).toBe(200);
    for (const overrides of [{}, { authRole: MODERATOR_ROLE }, { authRole: ADMIN_ROLE }]) {
      const outsider = await person(overrides);
      const read = await thread(conversationId, outsider.cookie);
      expect(read.status).toBe(404);
      expect(read.body.messages).toEqual([texts.notFound]);
      const write = await call(app, 'POST', '/api/messages/send', outsider.cookie, { conversationId, text: 'Labas' });
      expect(write.status).toBe(404);
      const erase = await call(app, 'POST', '/api/messages/deleteConversation', outsider.cookie, { conversationId });
      expect(erase.status).toBe(404);
      const list = await call(app, 'GET', '/api/messages/conversations', outsider.cookie);
      expect(list.body.data).toEqual([]);
    }
    expect((await thread(conversationId, undefined)).status).toBe(401);
    expect((await call(app, 'GET', '/api/messages/conversations', undefined)).status).toBe(401);
  });

  it("the buyer sees the seller mark the ad 'Rezervuota', then 'Parduota', in the conversation", async () => {
    const { seller, buyer, post, conversationId } = await aConversation();
    const reserved = await call(app, 'POST', '/api/posts/MarkReserved', seller.cookie, {
      postId: post.id,
      reserved: true,
    });
    expect(reserved.status).toBe(200);
    expect((await thread(conversationId, buyer.cookie)).body.data.ad.state).toBe('reserved');
    expect((await call(app, 'POST', '/api/posts/MarkSold', seller.cookie, { postId: post.id })).status).toBe(200);
    expect((await thread(conversationId, buyer.cookie)).body.data.ad.state).toBe('sold');
    const inbox = await call(app, 'GET', '/api/messages/conversations', buyer.cookie);
    expect(inbox.body.data[0].ad.state).toBe('sold');
  });

  it('a sold ad takes no new conversation (409), its existing ones go on; a reserved ad still takes new ones', async () => {
    const { seller, buyer, post, conversationId } = await aConversation();
    const latecomer = await person();
    const mark = (path: string, body: object) => call(app, 'POST', path, seller.cookie, { postId: post.id, ...body });
    expect((await mark('/api/posts/MarkReserved', { reserved: true })).status).toBe(200);
    const whileReserved = await person();
    const first = await call(app, 'POST', '/api/messages/send', whileReserved.cookie, {
      postId: post.id,
      text: 'Gal?',
    });
    expect(first.status).toBe(200);

    expect((await mark('/api/posts/MarkSold', {})).status).toBe(200);
    const refused = await call(app, 'POST', '/api/messages/send', latecomer.cookie, { postId: post.id, text: 'Labas' });
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual([texts.adSold]);
    // Both earlier buyers go on, by the conversation or by the ad, and the seller answers them.
    for (const body of [{ conversationId }, { postId: post.id }]) {
      const more = await call(app, 'POST', '/api/messages/send', buyer.cookie, { ...body, text: 'O gal dar?' });
      expect(more.status).toBe(200);
      expect(more.body.data.conversationId).toBe(conversationId);
    }
    const answer = await call(app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'Jau ne' });
    expect(answer.status).toBe(200);
    const later = await call(app, 'POST', '/api/messages/send', whileReserved.cookie, {
      postId: post.id,
      text: 'Supratau',
    });
    expect(later.status).toBe(200);
    // The refused buyer has no conversation left behind.
    expect((await call(app, 'GET', '/api/messages/conversations', latecomer.cookie)).body.data).toEqual([]);
  });

  it('a sold-out (expired) or deleted ad keeps the thread readable and says so, and replies still go', async () => {
    const { seller, buyer, post, conversationId } = await aConversation();
    const { posts } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(posts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, post.id));
    expect((await thread(conversationId, buyer.cookie)).body.data.ad.state).toBe('expired');
    await app.db.update(posts).set({ status: 'deleted' }).where(eq(posts.id, post.id));
    const gone = await thread(conversationId, buyer.cookie);
    expect(gone.status).toBe(200);
    expect(gone.body.data.ad).toMatchObject({ title: 'Dviratis', state: 'deleted' });
    const reply = await call(app, 'POST', '/api/messages/send', seller.cookie, {
      conversationId,
      text: 'Jau parduota',
    });
    expect(reply.status).toBe(200);
  });
});

describe('a deleted account', () => {
  it('anonymises its side: the other person keeps the thread, without the texts or the name, and cannot write', async () => {
    const { seller, buyer, conversationId } = await aConversation('Mano telefonas 860000000');
    await call(app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'Ačiū, paskambinsiu' });
    const admin = await person({ authRole: ADMIN_ROLE });
    const deleted = await call(app, 'POST', '/api/users/DeleteUser', admin.cookie, { TargetUserId: buyer.user.id });
    expect(deleted.status).toBe(200);
    const kept = await thread(conversationId, seller.cookie);
    expect(kept.body.data.other).toEqual({ id: buyer.user.id, name: null, pictureUrl: null, deleted: true });
    // The erased lines are flagged, so the web says 'Žinutė ištrinta' instead of an empty bubble.
    expect(kept.body.data.messages.map((m: { text: string; erased: boolean }) => [m.text, m.erased])).toEqual([
      ['', true],
      ['Ačiū, paskambinsiu', false],
    ]);
    const refused = await call(app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'Labas?' });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual([texts.otherDeleted]);
  });
});

describe('blocking, deleting, reporting', () => {
  it('a blocked person cannot write; unblocking lets them again', async () => {
    const { seller, buyer, conversationId } = await aConversation();
    const block = await call(app, 'POST', '/api/messages/block', seller.cookie, { userId: buyer.user.id });
    expect(block.status).toBe(200);
    const refused = await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text: 'Labas?' });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual([texts.blockedByOther]);
    const blockerWrites = await call(app, 'POST', '/api/messages/send', seller.cookie, { conversationId, text: 'x' });
    expect(blockerWrites.body.messages).toEqual([texts.blockedByMe]);
    expect((await thread(conversationId, seller.cookie)).body.data.blockedByMe).toBe(true);
    expect((await thread(conversationId, buyer.cookie)).body.data.blockedMe).toBe(true);
    await call(app, 'POST', '/api/messages/unblock', seller.cookie, { userId: buyer.user.id });
    const again = await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text: 'Labas?' });
    expect(again.status).toBe(200);
  });

  it('blocking oneself is refused on the field; an unknown person is 404', async () => {
    const me = await person();
    const self = await call(app, 'POST', '/api/messages/block', me.cookie, { userId: me.user.id });
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual([{ property: 'userId', errors: [texts.cannotBlockSelf] }]);
    const nobody = await call(app, 'POST', '/api/messages/block', me.cookie, { userId: 'ne-uuid' });
    expect(nobody.status).toBe(404);
  });

  it('deleting a conversation hides it from one inbox only, until a new message comes', async () => {
    const { seller, buyer, conversationId } = await aConversation('Pirmoji');
    const erase = await call(app, 'POST', '/api/messages/deleteConversation', seller.cookie, { conversationId });
    expect(erase.status).toBe(200);
    expect((await call(app, 'GET', '/api/messages/conversations', seller.cookie)).body.data).toEqual([]);
    expect(await unread(seller.cookie)).toBe(0);
    expect((await call(app, 'GET', '/api/messages/conversations', buyer.cookie)).body.data).toHaveLength(1);
    await call(app, 'POST', '/api/messages/send', buyer.cookie, { conversationId, text: 'Antroji' });
    const back = await thread(conversationId, seller.cookie);
    expect(back.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['Antroji']);
  });

  it('reports the other person’s message once; one’s own message or a stranger’s report is refused', async () => {
    const { seller, buyer, sent } = await aConversation('Sumokėk avansą');
    const report = await call(app, 'POST', '/api/messages/report', seller.cookie, {
      messageId: sent.message.id,
      reasonId: 2,
      comment: 'Prašo avanso',
    });
    expect(report.status).toBe(200);
    expect(report.body.messages).toEqual([texts.reported]);
    const twice = await call(app, 'POST', '/api/messages/report', seller.cookie, {
      messageId: sent.message.id,
      reasonId: 2,
    });
    expect(twice.status).toBe(409);
    const own = await call(app, 'POST', '/api/messages/report', buyer.cookie, {
      messageId: sent.message.id,
      reasonId: 2,
    });
    expect(own.status).toBe(403);
    const stranger = await person();
    const theirs = await call(app, 'POST', '/api/messages/report', stranger.cookie, {
      messageId: sent.message.id,
      reasonId: 2,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('the daily limit of first messages to new people', () => {
  it('stops the n+1st new person in a day and says until when; people already talked to stay open', async () => {
    const limited = await buildTestApp({ MESSAGE_FIRST_PER_DAY: '2' });
    try {
      const buyer = await createUser(limited);
      const cookie = await sessionCookie(limited, buyer);
      const ads = [];
      for (let i = 0; i < 3; i += 1) ads.push(await createPost(limited, await createUser(limited)));
      for (const ad of ads.slice(0, 2))
        expect(
          (await call(limited, 'POST', '/api/messages/send', cookie, { postId: ad.id, text: 'Labas' })).status,
        ).toBe(200);
      const third = await call(limited, 'POST', '/api/messages/send', cookie, { postId: ads[2]?.id, text: 'Labas' });
      expect(third.status).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.body.messages[0]).toMatch(
        /^Per parą galite parašyti ne daugiau kaip 2 naujiems žmonėms\. Kitam galėsite parašyti \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
      );
      const again = await call(limited, 'POST', '/api/messages/send', cookie, { postId: ads[0]?.id, text: 'Dar' });
      expect(again.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Runs `attempt` until one run starts and ends in the same fixed window of `windowMs` (the limits count in
 * such windows): a run that straddles a boundary proves nothing either way, so it is run again, once.
 */
async function inOneWindow(windowMs: number, attempt: () => Promise<() => void>) {
  for (let run = 0; run < 2; run += 1) {
    const window = Math.floor(Date.now() / windowMs);
    const check = await attempt();
    if (Math.floor(Date.now() / windowMs) === window) return check();
  }
  throw new Error('two runs straddled a window boundary');
}

describe('the messages one account may send per minute and per day', () => {
  it('refuses the n+1st message in a minute with a Lithuanian 429 and Retry-After, over all conversations', async () => {
    const limited = await buildTestApp({ MESSAGE_PER_MINUTE: '3' });
    try {
      const seller = await createUser(limited);
      const [one, two] = [(await createPost(limited, seller)).id, (await createPost(limited, seller)).id];
      await inOneWindow(60_000, async () => {
        const buyer = await sessionCookie(limited, await createUser(limited));
        const send = (postId: number) => call(limited, 'POST', '/api/messages/send', buyer, { postId, text: 'Labas' });
        const allowed = [await send(one), await send(two), await send(one)];
        const refused = await send(two);
        // Another account is not slowed by this one.
        const other = await sessionCookie(limited, await createUser(limited));
        const theirs = await call(limited, 'POST', '/api/messages/send', other, { postId: one, text: 'Labas' });
        return () => {
          expect(allowed.map((response) => response.status)).toEqual([200, 200, 200]);
          expect(refused.status).toBe(429);
          expect(refused.body.messages).toEqual([texts.tooManyPerMinute(3)]);
          expect(refused.body.messages[0]).toMatch(/^Per minutę galite išsiųsti ne daugiau kaip 3 žinučių\./);
          const wait = Number(refused.headers['retry-after']);
          expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
          expect(theirs.status).toBe(200);
        };
      });
    } finally {
      await limited.close();
    }
  });

  it('refuses the n+1st message in a day, the seller’s replies included, and says when the next one may go', async () => {
    const limited = await buildTestApp({ MESSAGE_PER_DAY: '2' });
    try {
      const seller = await createUser(limited);
      const sellerCookie = await sessionCookie(limited, seller);
      const ad = await createPost(limited, seller);
      await inOneWindow(24 * 60 * 60_000, async () => {
        const buyer = await sessionCookie(limited, await createUser(limited));
        const started = await call(limited, 'POST', '/api/messages/send', buyer, { postId: ad.id, text: 'Labas' });
        const conversationId = started.body.data.conversationId;
        const replies: Awaited<ReturnType<typeof call>>[] = [];
        for (let i = 0; i < 3; i += 1)
          replies.push(
            await call(limited, 'POST', '/api/messages/send', sellerCookie, { conversationId, text: 'Sveiki' }),
          );
        return () => {
          expect(started.status).toBe(200);
          expect(replies.map((response) => response.status)).toEqual([200, 200, 429]);
          const refused = replies[2];
          expect(refused?.body.messages[0]).toMatch(
            /^Per parą galite išsiųsti ne daugiau kaip 2 žinučių\. Kitą galėsite parašyti po (\d+ val\.( \d+ min\.)?|\d+ min\.)\.$/,
          );
          const wait = Number(refused?.headers['retry-after']);
          expect(Number.isInteger(wait) && wait >= 1 && wait <= 24 * 60 * 60).toBe(true);
        };
      });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/messages/adCounts', () => {
  it('counts the conversations of each of the seller’s own ads, and only theirs', async () => {
    const { seller, post } = await aConversation();
    const another = await person();
    await call(app, 'POST', '/api/messages/send', another.cookie, { postId: post.id, text: 'Ir aš' });
    const counts = await call(app, 'GET', '/api/messages/adCounts', seller.cookie);
    expect(counts.body.data).toEqual([{ postId: post.id, count: 2 }]);
    expect((await call(app, 'GET', '/api/messages/adCounts', another.cookie)).body.data).toEqual([]);
  });
});

describe('message reports on the dashboard', () => {
  it('a moderator sees the report with the thread around it and resolves it; others are refused', async () => {
    const { seller, buyer, conversationId } = await aConversation('Sveiki');
    const bad = await call(app, 'POST', '/api/messages/send', seller.cookie, {
      conversationId,
      text: 'Pervesk avansą į sąskaitą',
    });
    await call(app, 'POST', '/api/messages/report', buyer.cookie, {
      messageId: bad.body.data.message.id,
      reasonId: 2,
      comment: 'Sukčius',
    });
    const moderator = await person({ authRole: MODERATOR_ROLE });
    const list = await call(app, 'GET', '/api/messages/reports', moderator.cookie);
    expect(list.status).toBe(200);
    const report = list.body.data.find((r: { messageId: number }) => r.messageId === bad.body.data.message.id);
    expect(report).toMatchObject({
      comment: 'Sukčius',
      reporter: { id: buyer.user.id, name: 'Birutė Pirkėja' },
      conversation: { id: conversationId, adTitle: 'Dviratis', seller: { name: 'Petras Pardavėjas' } },
    });
    expect(report.thread.map((m: { text: string; fromBuyer: boolean }) => [m.text, m.fromBuyer])).toEqual([
      ['Sveiki', true],
      ['Pervesk avansą į sąskaitą', false],
    ]);
    expect((await call(app, 'GET', '/api/messages/reports', buyer.cookie)).status).toBe(403);
    expect((await call(app, 'GET', '/api/messages/reports', undefined)).status).toBe(401);
    const resolved = await call(app, 'POST', '/api/messages/resolveReport', moderator.cookie, { reportId: report.id });
    expect(resolved.status).toBe(200);
    const after = await call(app, 'GET', '/api/messages/reports', moderator.cookie);
    expect(after.body.data.some((r: { id: number }) => r.id === report.id)).toBe(false);
  });
});
