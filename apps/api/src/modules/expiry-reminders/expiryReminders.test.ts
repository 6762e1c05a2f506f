import { renewalMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, randomEmail } from '../../../test/factories.ts';
import { expiryReminders, posts, users } from '../../db/schema/index.ts';
import { type CodesHarness, startCodesHarness } from '../auth/codes.fixtures.ts';
import { emailWanted, setEmailWanted } from '../notifications/preferences.service.ts';
import { unsubscribeToken } from '../notifications/unsubscribe.service.ts';
import { runExpiryReminders } from './expiryRemindersJob.ts';
import { renewalToken } from './renewalLink.service.ts';

// Expiry reminders and their one-click renewal: e-mails through the outbox to a real SMTP server;
// the run's clock is injected (`now` decides which ads are within 3 days of their expiry).

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const mailsTo = (address: string) => h.sink.inbox.items.filter((mail) => mail.to.includes(address));
async function run(at: Date = new Date()) {
  await runExpiryReminders(h.app, at);
  h.app.outbox.wake();
  await h.app.outbox.sendDue();
}

async function ownerWithAd(expiresInDays: number, title = 'Senovinis laikrodis') {
  const owner = await createUser(h.app, { email: randomEmail() });
  const ad = await createPost(h.app, owner, { title, expiresAt: inDays(expiresInDays) });
  return { owner, email: owner.email as string, ad };
}

/** The token of the mail's renewal link (its page /pratesti?token=…). */
function renewalLinkToken(text: string | undefined): string {
  const match = /\/pratesti\?token=([\w.%-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no renewal link');
  return decodeURIComponent(match[1]);
}

// Signed out: no cookie on any of these.
const describeLink = (token: string) =>
  h.app.inject({ method: 'GET', url: `/api/renewal?token=${encodeURIComponent(token)}` });
const useLink = (token: string) =>
  h.app.inject({ method: 'POST', url: `/api/renewal?token=${encodeURIComponent(token)}` });
const expiryOf = async (id: number) =>
  (await h.app.db.select({ expiresAt: posts.expiresAt }).from(posts).where(eq(posts.id, id)))[0]?.expiresAt;

describe('expiry reminders', () => {
  it('mail the owner 3 days before, once, with a renewal link that works signed out and once', async () => {
    const { email, ad } = await ownerWithAd(5);
    await run();
    expect(mailsTo(email)).toEqual([]);
    await run(inDays(2.5));
    await run(inDays(2.6));
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Skelbimo galiojimas baigiasi: Senovinis laikrodis – Kėdainių skelbimai');
    expect(mail?.text).toContain(`/skelbimas/${ad.id}`);
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/savedsearches\/unsubscribe/);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = renewalLinkToken(mail?.text);

    const shown = await describeLink(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ postId: ad.id, title: 'Senovinis laikrodis' });
    // GET changes nothing.
    expect((await expiryOf(ad.id))?.getTime()).toBe(ad.expiresAt.getTime());

    const renewed = await useLink(token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().messages).toEqual([renewalMessages.renewed]);
    const newExpiry = (await expiryOf(ad.id))?.getTime() ?? 0;
    expect(newExpiry).toBeGreaterThan(inDays(29).getTime());
    expect(new Date(renewed.json().data.expiresAt).getTime()).toBe(newExpiry);

    for (const again of [await useLink(token), await describeLink(token)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().messages).toEqual([renewalMessages.used]);
    }
    expect((await expiryOf(ad.id))?.getTime()).toBe(newExpiry);

    // The renewed ad's next expiry gets its own reminder, once.
    await run(inDays(28));
    await run(inDays(28.5));
    expect(mailsTo(email)).toHaveLength(2);
    expect(renewalLinkToken(mailsTo(email)[1]?.text)).not.toBe(token);
  });

  it('renew an ad that already expired', async () => {
    const { email, ad } = await ownerWithAd(1);
    await run();
    await h.app.db
      .update(posts)
      .set({ status: 'expired', expiresAt: inDays(-1) })
      .where(eq(posts.id, ad.id));
    const renewed = await useLink(renewalLinkToken(mailsTo(email)[0]?.text));
    expect(renewed.statusCode).toBe(200);
    const [row] = await h.app.db.select().from(posts).where(eq(posts.id, ad.id));
    expect(row?.status).toBe('active');
  });

  it('are not sent when switched off, and their one-click link switches them off', async () => {
    const off = await ownerWithAd(2);
    await setEmailWanted(h.app.db, off.owner.id, 'expiryReminders', false);
    const on = await ownerWithAd(2);
    await run();
    expect(mailsTo(off.email)).toEqual([]);
    const link = mailsTo(on.email)[0]?.headers['list-unsubscribe']?.slice(1, -1) ?? '';
    const answer = await h.app.inject({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(await emailWanted(h.app.db, on.owner.id, 'expiryReminders')).toBe(false);
    expect(await emailWanted(h.app.db, on.owner.id, 'priceDrops')).toBe(true);
  });

  it('are not sent for ads not active or of a blocked owner', async () => {
    const sold = await ownerWithAd(2);
    await h.app.db.update(posts).set({ status: 'sold', soldAt: new Date() }).where(eq(posts.id, sold.ad.id));
    const blocked = await ownerWithAd(2);
    await h.app.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.owner.id));
    await run();
    expect(mailsTo(sold.email)).toEqual([]);
    expect(mailsTo(blocked.email)).toEqual([]);
  });
});

describe('the renewal link', () => {
  async function linkedAd() {
    const { email, ad } = await ownerWithAd(2, 'Kalnų slidės');
    await run();
    return { ad, token: renewalLinkToken(mailsTo(email)[0]?.text) };
  }

  it('refuses an ad sold, blocked or deleted since, by name, and renews nothing', async () => {
    for (const [change, message] of [
      [{ status: 'sold' as const, soldAt: new Date() }, renewalMessages.sold],
      [{ status: 'blocked' as const }, renewalMessages.blocked],
      [{ status: 'deleted' as const }, renewalMessages.removed],
    ] as const) {
      const { ad, token } = await linkedAd();
      await h.app.db.update(posts).set(change).where(eq(posts.id, ad.id));
      for (const answer of [await describeLink(token), await useLink(token)]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().messages).toEqual([message]);
      }
      expect((await expiryOf(ad.id))?.getTime()).toBe(ad.expiresAt.getTime());
      const [reminder] = await h.app.db.select().from(expiryReminders).where(eq(expiryReminders.postId, ad.id));
      expect(reminder?.usedAt).toBeNull();
    }
  });

  it('refuses a forged, altered or other purpose token', async () => {
    const { ad, token } = await linkedAd();
    const [reminder] = await h.app.db.select().from(expiryReminders).where(eq(expiryReminders.postId, ad.id));
    const forged = [
      'abc.def',
      `${token.split('.')[0]}.${'A'.repeat(43)}`,
      `${Buffer.from(JSON.stringify({ r: (reminder?.id ?? 0) + 1 })).toString('base64url')}.${token.split('.')[1]}`,
      await unsubscribeToken(h.app.db, { kind: 'expiryReminders', userId: reminder?.userId ?? '' }),
      await renewalToken(h.app.db, 2_000_000_000),
    ];
    for (const bad of forged) {
      const answer = await useLink(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().messages).toEqual([renewalMessages.badToken]);
    }
    expect((await expiryOf(ad.id))?.getTime()).toBe(ad.expiresAt.getTime());
  });
});
