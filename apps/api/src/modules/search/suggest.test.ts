import { MODERATOR_ROLE, type SearchSuggestion } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { SUGGEST_RATE_LIMIT } from './search.routes.ts';

/** PRODUCT.md §20: suggestions while typing, from the visible ads' title words and the category names. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;
beforeAll(async () => {
  app = await buildTestApp();
  seller = await createUser(app);
  for (const title of [
    'Šaldytuvas Bosch',
    'Šaldytuvas Snaigė, veikia',
    'Parduodu šaldytuvą',
    'Kalnų dviratis',
    'Vaikiškas dviratis',
    'Skalbimo mašina LG',
    'Salotų sėklos 100 % natūralios',
  ])
    await createPost(app, seller, { title });
  // Words only in ads nobody may see: a moderator's block, an expired ad, an ad of a blocked account.
  await createPost(app, seller, { title: 'Gramofonas retas', status: 'blocked' });
  await createPost(app, seller, { title: 'Patefonas senovinis', expiresAt: new Date(Date.now() - 60_000) });
  const blockedUser = await createUser(app, { isBlocked: true, blockedUntil: null });
  await createPost(app, blockedUser, { title: 'Kasetinis magnetofonas' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type SuggestBody = { succeeded: boolean; data: SearchSuggestion[] | null; errors: { property: string }[] };

async function suggest(q: string, visitor = '203.0.113.1') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    remoteAddress: visitor,
  });
  return { status: response.statusCode, headers: response.headers, body: bodyOf<SuggestBody>(response) };
}

async function texts(q: string) {
  const { status, body } = await suggest(q);
  expect(status).toBe(200);
  return (body.data ?? []).map((item) => item.text);
}

describe('suggestions while typing', () => {
  it('completes the last word from the visible titles, the form most ads use, the most used word first', async () => {
    const { body } = await suggest('sal');
    // 'šaldytuvas', 'šaldytuvą': one word of three ads, offered as the form two of them use.
    expect(body.data?.[0]).toEqual({ kind: 'word', text: 'šaldytuvas', adCount: 3 });
    expect(body.data?.map((item) => item.text)).toContain('salotų');
    expect(body.data?.map((item) => item.text)).not.toContain('šaldytuvą');
  });

  it('ignores diacritics and letter case in what is typed', async () => {
    const expected = await texts('sal');
    expect(await texts('ŠAL')).toEqual(expected);
    expect(await texts('Šal')).toEqual(expected);
  });

  it('keeps the earlier words as typed and completes the last one', async () => {
    expect(await texts('vaikiškas dvir')).toEqual(['vaikiškas dviratis']);
    expect(await texts('skalbimo maš')).toEqual(['skalbimo mašina']);
  });

  it('never repeats what was typed: a whole word typed is completed to longer words only', async () => {
    const typedWhole = await suggest('šaldytuvas');
    expect((typedWhole.body.data ?? []).map((item) => item.text)).not.toContain('šaldytuvas');
    expect(await texts('vaikiškas dviratis')).not.toContain('vaikiškas dviratis');
    // Each suggestion says how many ads it finds.
    for (const item of (await suggest('sal')).body.data ?? []) expect(item.adCount).toBeGreaterThan(0);
  });

  it('offers a word near a misspelt one when nothing starts with it', async () => {
    expect(await texts('saldytvas')).toContain('šaldytuvas');
  });

  it('offers matching categories and subcategories with where they lead', async () => {
    const { body } = await suggest('auto');
    expect(body.data?.[0]).toMatchObject({
      kind: 'category',
      text: 'Automobiliai',
      categoryName: 'transportas',
      subCategoryName: 'automobiliai',
      parentText: 'Transportas',
    });
    const main = (await suggest('kompiuterija')).body.data?.find((item) => item.kind === 'category');
    expect(main).toMatchObject({ text: 'Kompiuterija ir elektronika', subCategoryName: null, parentText: null });
    // Another form of a word of the name: 'baldas' finds 'Baldai'.
    expect(await texts('baldas')).toContain('Baldai');
  });

  it('never offers the words of ads nobody may see', async () => {
    expect(await texts('gramof')).toEqual([]);
    expect(await texts('patef')).toEqual([]);
    expect(await texts('magnet')).toEqual([]);
  });

  it('stops offering an ad’s words once a moderator blocks it, and offers a new ad’s words at once', async () => {
    const ad = await createPost(app, seller, { title: 'Akordeonas Weltmeister' });
    expect(await texts('akord')).toEqual(['akordeonas']);
    const moderator = await sessionCookie(app, await createUser(app, { authRole: MODERATOR_ROLE }));
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/posts/BlockPost',
      headers: { cookie: moderator },
      payload: { postId: ad.id, reason: 'Draudžiama prekė' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await texts('akord')).toEqual([]);
  });

  it('answers blank text, LIKE wildcards and punctuation with nothing rather than everything', async () => {
    expect(await texts('')).toEqual([]);
    expect(await texts('   ')).toEqual([]);
    expect(await texts('%')).toEqual([]);
    expect(await texts('_')).toEqual([]);
    expect(await texts('s%')).toEqual(await texts('s'));
  });

  it('refuses text over 100 characters and control characters on the field, in Lithuanian', async () => {
    const long = await suggest('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.errors.map((error) => error.property)).toEqual(['q']);
    const nul = await suggest('sal\u0000');
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body)).toContain('Laukelyje yra neleistinų simbolių.');
  });

  it('is the same for everyone: a weak ETag, and 304 to a matching If-None-Match', async () => {
    const first = await suggest('dvi');
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await app.inject({
      method: 'GET',
      url: '/api/search/suggest?q=dvi',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('slows down one address asking too often, and not the others', async () => {
    // The limit counts in windows of the clock's whole minutes: a run that crossed into the next minute (one
    // CI run in a few dozen) is made once more from another address, then wholly inside that minute.
    const minute = () => Math.floor(Date.now() / SUGGEST_RATE_LIMIT.timeWindow);
    for (const address of ['203.0.113.99', '203.0.113.98']) {
      const started = minute();
      for (let i = 0; i < SUGGEST_RATE_LIMIT.max; i++) expect((await suggest(`k${i}`, address)).status).toBe(200);
      const refused = await suggest('kal', address);
      if (minute() !== started && address === '203.0.113.99') continue;
      expect(refused.status).toBe(429);
      expect(refused.body.succeeded).toBe(false);
      expect((await suggest('kal', '203.0.113.100')).status).toBe(200);
      return;
    }
  });
});
