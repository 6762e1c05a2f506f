import { replyTimeText } from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { conversationMessages, conversations } from '../../db/schema/index.ts';

// 'Paprastai atsako per …' (PRODUCT.md §28): GetSeller's replyMinutesMedian.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function person() {
  const user = await createUser(app, { fullName: 'Rūta Rūtaitė' });
  return { user, cookie: await sessionCookie(app, user) };
}
type Person = Awaited<ReturnType<typeof person>>;

/**
 * A buyer writes to the seller `daysAgo` days ago and the seller first answers `replyMinutes` later (null: no
 * answer); a later message from each side does not change the first reply.
 */
async function conversationWith(seller: Person, daysAgo: number, replyMinutes: number | null) {
  const buyer = await person();
  const post = await createPost(app, seller.user);
  const first = await call(app, 'POST', '/api/messages/send', buyer.cookie, {
    postId: post.id,
    text: 'Ar dar aktualu?',
  });
  const conversationId = first.body.data.conversationId as number;
  const start = sql`now() - make_interval(days => ${daysAgo})`;
  await app.db
    .update(conversationMessages)
    .set({ sentAt: start })
    .where(eq(conversationMessages.id, first.body.data.message.id));
  await app.db.update(conversations).set({ startedAt: start }).where(eq(conversations.id, conversationId));
  if (replyMinutes === null) return;
  for (const [cookie, minutes] of [
    [seller.cookie, replyMinutes],
    [buyer.cookie, replyMinutes + 1],
    [seller.cookie, replyMinutes + 2],
  ] as const) {
    const reply = await call(app, 'POST', '/api/messages/send', cookie, { conversationId, text: 'Taip' });
    await app.db
      .update(conversationMessages)
      .set({ sentAt: sql`now() - make_interval(days => ${daysAgo}) + make_interval(mins => ${minutes})` })
      .where(eq(conversationMessages.id, reply.body.data.message.id));
  }
}

const median = async (id: string) =>
  (await call(app, 'GET', `/api/users/GetSeller/${id}`, undefined)).body.data.replyMinutesMedian;

describe('GetSeller replyMinutesMedian', () => {
  it('is null under 3 answered conversations, then the median of first replies of the last 30 days', async () => {
    const seller = await person();
    await conversationWith(seller, 1, 10);
    await conversationWith(seller, 2, 30);
    // Not answered, or opened more than 30 days ago: neither counts.
    await conversationWith(seller, 3, null);
    await conversationWith(seller, 40, 1);
    expect(await median(seller.user.id)).toBeNull();

    await conversationWith(seller, 5, 600);
    expect(await median(seller.user.id)).toBe(30);
    await conversationWith(seller, 6, 900);
    expect(await median(seller.user.id)).toBe(315);
  });

  it('counts only conversations someone else opened: the buyer’s own are not replies', async () => {
    const seller = await person();
    const buyer = await person();
    for (let n = 0; n < 3; n += 1) {
      const post = await createPost(app, seller.user);
      const first = await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Labas' });
      await call(app, 'POST', '/api/messages/send', seller.cookie, {
        conversationId: first.body.data.conversationId,
        text: 'Sveiki',
      });
    }
    expect(await median(buyer.user.id)).toBeNull();
    expect(await median(seller.user.id)).toBe(0);
  });
});

describe('replyTimeText', () => {
  it('says minutes under an hour, hours under two days, then days', () => {
    expect(replyTimeText(0)).toBe('Paprastai atsako per 1 min.');
    expect(replyTimeText(42)).toBe('Paprastai atsako per 42 min.');
    expect(replyTimeText(60)).toBe('Paprastai atsako per 1 val.');
    expect(replyTimeText(315)).toBe('Paprastai atsako per 5 val.');
    expect(replyTimeText(47 * 60)).toBe('Paprastai atsako per 47 val.');
    expect(replyTimeText(72 * 60)).toBe('Paprastai atsako per 3 d.');
  });
});
