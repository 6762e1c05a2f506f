import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, randomEmail } from '../../../test/factories.ts';
import { outbox, posts, savedSearches } from '../../db/schema/index.ts';
import { type CodesHarness, startCodesHarness } from '../auth/codes.fixtures.ts';
import { emailWanted } from '../notifications/preferences.service.ts';
import { unsubscribeToken } from '../notifications/unsubscribe.service.ts';
import { runSavedSearchAlerts } from './alertsJob.ts';
import { PUBLICATION_LAG_MS } from './matcher.ts';

// Alerts end to end on the API: matcher, e-mails through the outbox to a real SMTP server, the
// one-click unsubscribe. The clock is injected: `at` is the run's now.

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
  // Whatever other files' seeds left: the watermark starts past it.
  await runSavedSearchAlerts(h.app, later());
});
afterAll(async () => {
  await h?.close();
});

/** A run's clock past the publication lag of every ad made so far. */
const later = () => new Date(Date.now() + PUBLICATION_LAG_MS + 1000);
/** 2030-01-15 at `hour`:30 in Vilnius (UTC+2 in winter). */
const vilnius = (day: number, hour: number) => new Date(Date.UTC(2030, 0, day, hour - 2, 30));

const mailsTo = (address: string) => h.sink.inbox.items.filter((mail) => mail.to.includes(address));
async function deliver() {
  h.app.outbox.wake();
  await h.app.outbox.sendDue();
}

async function searcher(query: string, frequency: 'instant' | 'daily' | 'never' = 'instant') {
  const user = await createUser(h.app, { email: randomEmail() });
  const [search] = await h.app.db
    .insert(savedSearches)
    .values({ userId: user.id, name: query, query, frequency })
    .returning();
  if (!search) throw new Error('no search');
  return { user, email: user.email as string, search };
}

const seller = () => createUser(h.app);

describe('instant alerts', () => {
  it('mail the new matching ads once, with their links and a one-click unsubscribe', async () => {
    const { email, search } = await searcher('searchKeyword=žalias traktorius');
    const owner = await seller();
    const first = await createPost(h.app, owner, {
      title: 'Žalias traktorius T-25',
      priceCents: 150_000,
      location: 'Josvainiai',
    });
    const second = await createPost(h.app, owner, { title: 'Parduodu žalią traktorių' });
    await createPost(h.app, owner, { title: 'Raudona kėdė' });
    // Not yet: the ads are younger than the publication lag.
    expect(await runSavedSearchAlerts(h.app, new Date())).toMatchObject({ mailed: 0 });
    expect(await runSavedSearchAlerts(h.app, later())).toMatchObject({ mailed: 1 });
    await deliver();
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Nauji skelbimai: ${search.name} – Kėdainių skelbimai`);
    expect(mail?.text).toContain(`/skelbimas/${first.id}`);
    expect(mail?.text).toContain(`/skelbimas/${second.id}`);
    expect(mail?.text).toContain('Žalias traktorius T-25 – 1\u00a0500,00\u00a0€, Josvainiai');
    expect(mail?.text).not.toContain('Raudona');
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/savedsearches\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toMatch(/\/atsisakyti\?token=/);
    // A repeated run, and one after the ad was edited and bumped: nothing is new.
    await h.app.db
      .update(posts)
      .set({ title: 'Žalias traktorius T-25, pigiau', bumpedAt: new Date() })
      .where(eq(posts.id, first.id));
    expect(await runSavedSearchAlerts(h.app, later())).toMatchObject({ ads: 0, mailed: 0 });
    await deliver();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('send nothing for an ad removed before the run, and never an ad twice for one search', async () => {
    const { email } = await searcher('categoryName=transportas&subCategoryName=dviraciai&searchKeyword=tandemas');
    const owner = await seller();
    const removed = await createPost(h.app, owner, { categoryId: 203, title: 'Tandemas dviem' });
    await h.app.db.update(posts).set({ status: 'deleted' }).where(eq(posts.id, removed.id));
    expect(await runSavedSearchAlerts(h.app, later())).toMatchObject({ mailed: 0 });
    const kept = await createPost(h.app, owner, { categoryId: 203, title: 'Tandemas šeimai' });
    expect(await runSavedSearchAlerts(h.app, later())).toMatchObject({ mailed: 1 });
    await deliver();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/skelbimas/${kept.id}`);
    expect(mails[0]?.text).not.toContain(`/skelbimas/${removed.id}`);
  });

  it("list 10 ads and 'ir dar N' for the rest, in one e-mail", async () => {
    const { email } = await searcher('searchKeyword=porcelianinis puodelis');
    const owner = await seller();
    for (let i = 0; i < 12; i += 1) await createPost(h.app, owner, { title: `Porcelianinis puodelis nr. ${i}` });
    await runSavedSearchAlerts(h.app, later());
    await deliver();
    const [mail] = mailsTo(email);
    expect(mail?.text.match(/\/skelbimas\/\d+/g)).toHaveLength(10);
    expect(mail?.text).toContain('ir dar 2: ');
  });
});

describe('daily alerts', () => {
  it('send one digest a day at 8 o’clock Vilnius time, holding later ads for the next day', async () => {
    const { email } = await searcher('searchKeyword=ąžuolinė komoda', 'daily');
    const owner = await seller();
    const first = await createPost(h.app, owner, { title: 'Ąžuolinė komoda' });
    expect(await runSavedSearchAlerts(h.app, vilnius(15, 7))).toMatchObject({ ads: 1, mailed: 0 });
    expect(await runSavedSearchAlerts(h.app, vilnius(15, 8))).toMatchObject({ mailed: 1 });
    const second = await createPost(h.app, owner, { title: 'Ąžuolinė komoda su stalčiais' });
    // The same day: no second e-mail.
    expect(await runSavedSearchAlerts(h.app, vilnius(15, 13))).toMatchObject({ ads: 1, mailed: 0 });
    expect(await runSavedSearchAlerts(h.app, vilnius(16, 8))).toMatchObject({ mailed: 1 });
    await deliver();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain(`/skelbimas/${first.id}`);
    expect(mails[1]?.text).toContain(`/skelbimas/${second.id}`);
    expect(mails[1]?.text).not.toContain(`/skelbimas/${first.id}`);
  });

  it("send nothing for a search set to 'Niekada'", async () => {
    const { user } = await searcher('searchKeyword=senovinis laikrodis', 'never');
    await createPost(h.app, await seller(), { title: 'Senovinis laikrodis' });
    await runSavedSearchAlerts(h.app, vilnius(17, 9));
    expect(await h.app.db.$count(outbox, eq(outbox.recipient, user.email as string))).toBe(0);
  });
});

describe('one-click unsubscribe', () => {
  const unsubscribe = (token: string, method: 'GET' | 'POST' = 'POST') =>
    h.app.inject({
      method,
      url: `/api/savedsearches/unsubscribe?token=${encodeURIComponent(token)}`,
      ...(method === 'POST'
        ? { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });

  it("works from the e-mail's header without signing in, and the search sends no more", async () => {
    const { email, search } = await searcher('searchKeyword=medinis arklys');
    await createPost(h.app, await seller(), { title: 'Medinis arklys' });
    await runSavedSearchAlerts(h.app, later());
    await deliver();
    const header = mailsTo(email)[0]?.headers['list-unsubscribe'] as string;
    const url = new URL(header.slice(1, -1));
    const described = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(described.json()).toMatchObject({ data: { kind: 'savedSearch', name: search.name } });
    const [unchanged] = await h.app.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(unchanged?.frequency).toBe('instant');
    // As a mail program sends it (RFC 8058): a form POST from its own server.
    const response = await h.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ messages: ['Šių laiškų nebesiųsime.'] });
    const [row] = await h.app.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.frequency).toBe('never');
    await createPost(h.app, await seller(), { title: 'Medinis arklys supamas' });
    await runSavedSearchAlerts(h.app, later());
    await deliver();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a forged, altered or re-aimed token and changes nothing', async () => {
    const { user, search } = await searcher('searchKeyword=sulankstoma kėdė');
    const victim = await searcher('searchKeyword=sulankstomas stalas');
    const token = await unsubscribeToken(h.app.db, { kind: 'savedSearch', userId: user.id, savedSearchId: search.id });
    const [payload = '', signature = ''] = token.split('.');
    const aimed = Buffer.from(
      JSON.stringify({ k: 'savedSearch', u: victim.user.id, s: victim.search.id }),
      'utf8',
    ).toString('base64url');
    for (const bad of [
      `${aimed}.${signature}`,
      `${payload}.${'A'.repeat(43)}`,
      'nesąmonė',
      `${payload}.${signature}.x`,
    ]) {
      const response = await unsubscribe(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().messages).toEqual([
        'Nuoroda netinkama arba sugadinta. Pranešimų nustatymus pakeisite paskyroje („Pranešimai“).',
      ]);
    }
    const rows = await h.app.db.select().from(savedSearches).where(eq(savedSearches.userId, victim.user.id));
    expect(rows.map((row) => row.frequency)).toEqual(['instant']);
    // A kind's token switches that kind off in the account's settings.
    const kindToken = await unsubscribeToken(h.app.db, { kind: 'messages', userId: user.id });
    expect(await emailWanted(h.app.db, user.id, 'messages')).toBe(true);
    expect((await unsubscribe(kindToken)).statusCode).toBe(200);
    expect(await emailWanted(h.app.db, user.id, 'messages')).toBe(false);
    expect(await emailWanted(h.app.db, user.id, 'priceDrops')).toBe(true);
  });
});
