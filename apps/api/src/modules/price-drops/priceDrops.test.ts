import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { type CodesHarness, startCodesHarness } from '../auth/codes.fixtures.ts';
import { emailWanted, setEmailWanted } from '../notifications/preferences.service.ts';
import { runPriceDrops } from './priceDropsJob.ts';

// Price drops on bookmarked ads: the daily e-mail through the outbox to a real SMTP server, with an
// injected clock (the run's `now` decides the Vilnius day and hour).

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});

/** 2030-02-`day` at `hour`:30 in Vilnius (UTC+2 in winter). */
const vilnius = (day: number, hour: number) => new Date(Date.UTC(2030, 1, day, hour - 2, 30));

const mailsTo = (address: string) => h.sink.inbox.items.filter((mail) => mail.to.includes(address));
async function run(at: Date) {
  await runPriceDrops(h.app, at);
  h.app.outbox.wake();
  await h.app.outbox.sendDue();
}

const setPrice = (id: number, priceCents: number | null) =>
  h.app.db.update(posts).set({ priceCents }).where(eq(posts.id, id));

/** A buyer who bookmarked (through the API, as the web does) a seller's ads. */
async function bookmarker(...adIds: number[]) {
  const user = await createUser(h.app, { email: randomEmail() });
  const cookie = await sessionCookie(h.app, user);
  for (const postId of adIds) {
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { postId },
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
  }
  return { user: user as UserRow, email: user.email as string, cookie };
}

describe('the price-drop e-mail', () => {
  it('tells a drop once, at 8 o’clock Vilnius time, never a rise, and a later drop from the price told', async () => {
    const seller = await createUser(h.app);
    const ad = await createPost(h.app, seller, { title: 'Ąžuolinis stalas', priceCents: 10_000 });
    const { email } = await bookmarker(ad.id);
    await run(vilnius(10, 9));
    expect(mailsTo(email)).toEqual([]);

    await setPrice(ad.id, 8_000);
    await run(vilnius(10, 7));
    expect(mailsTo(email)).toEqual([]);
    await run(vilnius(10, 9));
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Pažymėto skelbimo kaina sumažėjo – Kėdainių skelbimai');
    expect(mail?.text).toContain('Ąžuolinis stalas: 100,00\u00a0€ → 80,00\u00a0€');
    expect(mail?.text).toContain(`/skelbimas/${ad.id}`);
    expect(mail?.html).toContain('<s>100,00\u00a0€</s>');
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/savedsearches\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toMatch(/\/atsisakyti\?token=/);

    // The same drop, later that day and the next: nothing.
    await run(vilnius(10, 15));
    await run(vilnius(11, 9));
    // A rise, and a drop still above the price told: nothing.
    await setPrice(ad.id, 12_000);
    await run(vilnius(12, 9));
    await setPrice(ad.id, 9_000);
    await run(vilnius(13, 9));
    expect(mailsTo(email)).toHaveLength(1);
    // Under the price told: told, from that price.
    await setPrice(ad.id, 7_000);
    await run(vilnius(14, 9));
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1]?.text).toContain('Ąžuolinis stalas: 80,00\u00a0€ → 70,00\u00a0€');
  });

  it('sends one e-mail a day listing every drop; a drop after it waits for the next day', async () => {
    const seller = await createUser(h.app);
    const lamp = await createPost(h.app, seller, { title: 'Stalinė lempa', priceCents: 3_000 });
    const chair = await createPost(h.app, seller, { title: 'Supamoji kėdė', priceCents: 5_000 });
    const rug = await createPost(h.app, seller, { title: 'Vilnonis kilimas', priceCents: 9_000 });
    const { email } = await bookmarker(lamp.id, chair.id, rug.id);
    await setPrice(lamp.id, 2_500);
    await setPrice(chair.id, 0);
    await run(vilnius(16, 8));
    const [first] = mailsTo(email);
    expect(first?.subject).toBe('Pažymėtų skelbimų kainos sumažėjo – Kėdainių skelbimai');
    expect(first?.text).toContain('Supamoji kėdė: 50,00\u00a0€ → Nemokamai');
    expect(first?.text).toContain('Stalinė lempa: 30,00\u00a0€ → 25,00\u00a0€');
    expect(first?.text).not.toContain('Vilnonis kilimas');
    await setPrice(rug.id, 8_000);
    await run(vilnius(16, 20));
    expect(mailsTo(email)).toHaveLength(1);
    await run(vilnius(17, 8));
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1]?.text).toContain('Vilnonis kilimas: 90,00\u00a0€ → 80,00\u00a0€');
    expect(mailsTo(email)[1]?.text).not.toContain('Stalinė lempa');
  });

  it('is not sent when switched off, and its one-click link switches it off', async () => {
    const seller = await createUser(h.app);
    const ad = await createPost(h.app, seller, { title: 'Dviratis', priceCents: 20_000 });
    const off = await bookmarker(ad.id);
    const on = await bookmarker(ad.id);
    await setEmailWanted(h.app.db, off.user.id, 'priceDrops', false);
    await setPrice(ad.id, 15_000);
    await run(vilnius(18, 9));
    expect(mailsTo(off.email)).toEqual([]);
    const [mail] = mailsTo(on.email);
    const link = mail?.headers['list-unsubscribe']?.slice(1, -1) ?? '';
    const answer = await h.app.inject({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(await emailWanted(h.app.db, on.user.id, 'priceDrops')).toBe(false);
    expect(await emailWanted(h.app.db, on.user.id, 'expiryReminders')).toBe(true);
  });

  it('leaves out ads no longer listed, "Sutartinė" prices and one’s own ads', async () => {
    const seller = await createUser(h.app, { email: randomEmail() });
    const sold = await createPost(h.app, seller, { title: 'Parduotas', priceCents: 1_000 });
    const negotiable = await createPost(h.app, seller, { title: 'Sutartinė', priceCents: 1_000 });
    const own = await createPost(h.app, seller, { title: 'Savas', priceCents: 1_000 });
    const { email } = await bookmarker(sold.id, negotiable.id);
    const sellerCookie = await sessionCookie(h.app, seller);
    await h.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { postId: own.id },
      headers: { cookie: sellerCookie },
    });
    await h.app.db.update(posts).set({ status: 'sold', priceCents: 500 }).where(eq(posts.id, sold.id));
    await setPrice(negotiable.id, null);
    await setPrice(own.id, 500);
    await run(vilnius(19, 9));
    expect(mailsTo(email)).toEqual([]);
    expect(mailsTo(seller.email as string)).toEqual([]);
  });
});
