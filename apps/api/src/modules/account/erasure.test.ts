import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, DEFAULT_PASSWORD, sessionCookie } from '../../../test/factories.ts';
import { plainPicture, uploadPostPicture } from '../../../test/pictures.ts';

// After an account erases itself, nothing its person wrote is served: every public answer and page (and what
// the people it talked to or whose bookmarks it was in see) is searched for its ad's words and its name.

const template = [
  '<!doctype html><html lang="lt"><head><meta charset="UTF-8" /><title>Skelbimai</title>',
  '<meta name="description" content="Skelbimai" /></head>',
  '<body><noscript>Šiai svetainei reikia įjungto JavaScript.</noscript><div id="root"></div></body></html>',
].join('');
let distDir: string;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-erasure-pages-'));
  await writeFile(join(distDir, 'index.html'), template);
  app = await buildTestApp({ WEB_DIST_DIR: distDir, SITE_PROTOCOL: 'https', SITE_DOMAIN: 'skelbimai.example.lt' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** A word of letters only (suggestions and search take it as one word) nobody else in the run has. */
function uniqueWord(stem: string): string {
  const letters = 'abcdefghijklmnoprstuvyz';
  let tail = '';
  for (let i = 0; i < 8; i += 1) tail += letters[Math.floor(Math.random() * letters.length)];
  return `${stem}${tail}`;
}

async function get(url: string, cookie?: string) {
  const response = await app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  return { url, status: response.statusCode, body: response.body };
}

async function send(method: 'POST' | 'DELETE', url: string, cookie: string, payload: object) {
  const response = await app.inject({ method, url, payload, headers: { cookie } });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the fields read are checked by the calls that follow
  return bodyOf<any>(response).data;
}

describe('an erased account', () => {
  it('leaves its title, description, pictures, name and messages in no public answer or page', async () => {
    const titleWord = uniqueWord('Kvarcolit');
    const descriptionWord = uniqueWord('Aprasinel');
    const nameWord = uniqueWord('Gedvyd');
    const messageWord = uniqueWord('Atsakym');
    const seller = await createUser(app, { fullName: `${nameWord} Jonaitis`, emailConfirmed: true });
    const sellerCookie = await sessionCookie(app, seller);
    const uploaded = bodyOf<{ data: { id: number; url: string; thumbnailUrl: string } }>(
      await uploadPostPicture(app, sellerCookie, {
        data: await plainPicture('png', 320, 240),
        filename: 'nuotrauka.png',
        type: 'image/png',
      }),
    ).data;
    const { id: postId } = await send('POST', '/api/posts/create', sellerCookie, {
      title: `${titleWord} dviratis`,
      description: `Geros būklės, ${descriptionWord} rėmas.`,
      subCategoryId: 203,
      postType: 'sell',
      price: 120,
      pictureIds: [uploaded.id],
    });

    // Someone wrote about it and was answered; someone else bookmarked it.
    const buyer = await createUser(app, { fullName: 'Rūta Pirkėja' });
    const buyerCookie = await sessionCookie(app, buyer);
    const { conversationId } = await send('POST', '/api/messages/send', buyerCookie, {
      postId,
      text: 'Ar dar parduodate?',
    });
    await send('POST', '/api/messages/send', sellerCookie, { conversationId, text: `Taip, ${messageWord}.` });
    await send('POST', '/api/favorites', buyerCookie, { postId });

    const categories = bodyOf<{
      data: { logicalName: string; childCategories: { id: number; logicalName: string }[] }[];
    }>(await app.inject({ method: 'GET', url: '/api/categories/get' })).data;
    const main = categories.find((category) => category.childCategories.some((sub) => sub.id === 203));
    const sub = main?.childCategories.find((child) => child.id === 203);
    if (!main || !sub) throw new Error('subcategory 203 not seeded');

    const pictureUrls = [uploaded.url, uploaded.thumbnailUrl].map((url) => new URL(url, 'https://x.lt').pathname);
    const answers = async () => {
      const sitemap = await get('/sitemap.xml');
      const sitemapFiles = [...sitemap.body.matchAll(/<loc>https:\/\/skelbimai\.example\.lt(\/sitemap-[^<]+)<\/loc>/g)];
      return [
        await get('/api/posts/list'),
        await get(`/api/posts/list?searchKeyword=${titleWord}`),
        await get(`/api/posts/list?searchKeyword=${descriptionWord}`),
        await get(`/api/posts/list?sellerId=${seller.id}`),
        await get(`/api/posts/list?subCategoryId=${sub.id}`),
        await get('/api/posts/showcase'),
        await get(`/api/search/suggest?q=${titleWord.slice(0, 7)}`),
        await get(`/api/posts/single/${postId}`),
        await get(`/api/users/GetSeller/${seller.id}`),
        await get(`/api/auth/profile/${seller.id}`),
        sitemap,
        ...(await Promise.all(sitemapFiles.map((match) => get(match[1] ?? '')))),
        await get('/'),
        await get('/visi'),
        await get(`/skelbimai/${main.logicalName}`),
        await get(`/skelbimai/${main.logicalName}/${sub.logicalName}`),
        await get(`/skelbimas/${postId}`),
        await get(`/pardavejas/${seller.id}`),
        await get(`/visi?searchKeyword=${titleWord}`),
        // What the people it dealt with see.
        await get('/api/messages/conversations', buyerCookie),
        await get(`/api/messages/conversation/${conversationId}`, buyerCookie),
        await get('/api/favorites/states', buyerCookie),
        await get('/api/posts/list?listTarget=favorites', buyerCookie),
      ];
    };
    const words = [titleWord, descriptionWord, nameWord, messageWord].map((word) => word.toLowerCase());
    const leaks = (list: { url: string; body: string }[]) =>
      list.flatMap(({ url, body }) =>
        words.filter((word) => body.toLowerCase().includes(word)).map((word) => `${url}: ${word}`),
      );

    // The probes see the words while the account lives (so their silence after means something).
    const before = await answers();
    const seen = leaks(before);
    for (const url of [
      `/api/posts/single/${postId}`,
      `/skelbimas/${postId}`,
      `/api/posts/list?searchKeyword=${titleWord}`,
    ]) {
      expect(seen).toContain(`${url}: ${titleWord.toLowerCase()}`);
    }
    expect(seen).toContain(`/api/users/GetSeller/${seller.id}: ${nameWord.toLowerCase()}`);
    expect(seen).toContain(`/api/messages/conversation/${conversationId}: ${messageWord.toLowerCase()}`);
    expect(seen.some((leak) => leak.startsWith('/api/search/suggest'))).toBe(true);
    for (const url of pictureUrls) expect((await get(url)).status).toBe(200);

    await send('POST', '/api/account/delete', sellerCookie, { password: DEFAULT_PASSWORD });

    const after = await answers();
    expect(leaks(after)).toEqual([]);
    // Each answered as it should, not with an error that would hide the words too: the ad is gone (410), the
    // seller is no one (404), everything else answers as usual.
    const expected: Record<string, number> = {
      [`/api/posts/single/${postId}`]: 410,
      [`/skelbimas/${postId}`]: 410,
      [`/api/users/GetSeller/${seller.id}`]: 404,
      [`/api/auth/profile/${seller.id}`]: 404,
      [`/pardavejas/${seller.id}`]: 404,
    };
    expect(after.filter((answer) => answer.status !== (expected[answer.url] ?? 200)).map(({ url }) => url)).toEqual([]);
    const single = after.find((answer) => answer.url === `/api/posts/single/${postId}`);
    expect(JSON.parse(single?.body ?? '{}').data.title).toBeNull();
    for (const url of pictureUrls) expect((await get(url)).status).toBe(404);
  });
});
