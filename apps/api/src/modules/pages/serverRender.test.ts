import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Category } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, DEFAULT_PASSWORD, insertPosts, sessionCookie } from '../../../test/factories.ts';
import { buildServerRender } from '../../../test/serverRenderBuild.ts';
import { postPictures, posts, type UserRow } from '../../db/schema/index.ts';

// Pages rendered on the server by the web's React components (the real entry-server build), fetched as a
// client without JavaScript fetches them: plain HTTP, no script run.

const template = [
  '<!doctype html><html lang="lt"><head><meta charset="UTF-8" /><title>Skelbimai</title>',
  '<meta name="description" content="Skelbimai" /><script type="module" src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/style.css"></head>',
  '<body><noscript>Šiai svetainei reikia įjungto JavaScript.</noscript><div id="root"></div></body></html>',
].join('');
const origin = 'https://skelbimai.example.lt';
let distDir: string;
let render: Awaited<ReturnType<typeof buildServerRender>>;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-web-ssr-'));
  await writeFile(join(distDir, 'index.html'), template);
  render = await buildServerRender();
  app = await buildTestApp({
    WEB_DIST_DIR: distDir,
    WEB_SSR_ENTRY: render.entry,
    SITE_PROTOCOL: 'https',
    SITE_DOMAIN: 'skelbimai.example.lt',
  });
  seller = await createUser(app);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await render?.remove();
  await rm(distDir, { recursive: true, force: true });
});

async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  const body = response.body;
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="ssr-state"/.exec(body)?.[1] ?? '';
  const stateText = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  const state = stateText ? (JSON.parse(stateText) as { queries: { queries: { queryKey: unknown[] }[] } }) : null;
  const ogImage = /<meta property="og:image" content="([^"]*)" \/>/.exec(body)?.[1];
  return { status: response.statusCode, headers: response.headers, body, root, state, ogImage };
}

describe('a server-rendered ad page', () => {
  it("shows the ad's title, price, description and first picture, with og:image and the state to hydrate from", async () => {
    const post = await createPost(app, seller, {
      categoryId: 201,
      title: 'Kalnų dviratis <Scott>',
      priceCents: 45_000,
      location: 'Kėdainiai',
      description: 'Mažai važinėtas, <b>ką tik</b> suremontuotas.',
    });
    await app.db.insert(postPictures).values({
      postId: post.id,
      ownerId: seller.id,
      position: 0,
      largeKey: 'post-pictures/dviratis-large.webp',
      thumbnailKey: 'post-pictures/dviratis-thumb.webp',
      width: 1600,
      height: 1200,
    });
    const page = await getPage(`/skelbimas/${post.id}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    // The markup the web's components rendered (React's renderer): escaped text (no tag of the seller's opens),
    // the price as the page formats it, the cover picture.
    expect(page.root).toContain('Kalnų dviratis &lt;Scott&gt;');
    expect(page.root).toContain('450,00\u00a0€');
    expect(page.root).toContain('Mažai važinėtas, &lt;b&gt;ką tik&lt;/b&gt; suremontuotas.');
    expect(page.root).not.toContain('<b>');
    expect(page.root).toContain('/uploads/post-pictures/dviratis-large.webp');
    expect(page.ogImage).toBe(`${origin}/uploads/post-pictures/dviratis-large.webp`);
    // Styles are the built stylesheet's (CSS Modules): nothing renders a <style> element into the page, which
    // the CSP's style-src would refuse.
    expect(page.body).not.toMatch(/<style[\s>]/);
    // The browser starts from the server's answers: the ad, settings, categories and the visitor.
    const keys = page.state?.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([JSON.stringify(['posts', 'single', post.id]), '["settings"]', '["categories"]']),
    );
    // The rendered page replaces the plain-text version; its only scripts are the app's, JSON-LD and the state.
    expect(page.body).not.toContain('<script>');
  });

  it('answers 404 with the not-found page rendered for an id no ad ever had', async () => {
    const page = await getPage('/skelbimas/999999', { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.root).toContain('404: Puslapis nerastas.');
  });

  it('answers 410 with the gone page rendered for a deleted ad: its title, category link and similar ads', async () => {
    const deleted = await createPost(app, seller, {
      categoryId: 201,
      title: 'Parduotas dviratis',
      status: 'deleted',
      priceCents: 9_900,
      description: 'Su krepšiu ir žibintu.',
    });
    const similar = await createPost(app, seller, { categoryId: 201, title: 'Kitas dviratis, dar parduodamas' });
    const page = await getPage(`/skelbimas/${deleted.id}`, { accept: 'text/html' });
    expect(page.status).toBe(410);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.root).toContain('Šis skelbimas nebegalioja.');
    expect(page.root).toContain('„Parduotas dviratis“');
    expect(page.root).toMatch(/<a [^>]*href="\/skelbimai\/[^/"]+\/[^/"]+"[^>]*>[^<]+ › [^<]+<\/a>/);
    expect(page.root).toContain('Kitas dviratis, dar parduodamas');
    expect(page.root).toContain(`/skelbimas/${similar.id}`);
    // Nothing else of the deleted ad.
    expect(page.root).not.toContain('99,00');
    expect(page.root).not.toContain('krepšiu');
    // The browser starts from the same gone state and similar ads, without asking for the ad again.
    const keys = page.state?.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['posts', 'gone', deleted.id]));
    expect(keys).not.toContain(JSON.stringify(['posts', 'single', deleted.id]));
  });

  it('answers 410 without a word of an ad whose account erased itself: no title, description or name', async () => {
    const owner = await createUser(app, { fullName: 'Eugenijus Trinantysis' });
    const post = await createPost(app, owner, {
      categoryId: 201,
      title: 'Ištrintojo paspirtukas Xiaomi',
      description: 'Pakraunamas per naktį, pasiimti Kėdainiuose.',
    });
    expect((await getPage(`/skelbimas/${post.id}`, { accept: 'text/html' })).body).toContain('Ištrintojo paspirtukas');
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: DEFAULT_PASSWORD },
      headers: { cookie: await sessionCookie(app, owner) },
    });
    expect(deleted.statusCode).toBe(200);
    const page = await getPage(`/skelbimas/${post.id}`, { accept: 'text/html' });
    expect(page.status).toBe(410);
    expect(page.root).toContain('Šis skelbimas nebegalioja.');
    for (const word of ['Ištrintojo', 'paspirtukas', 'Pakraunamas', 'Trinantysis']) {
      expect(page.body).not.toContain(word);
    }
  });
});

describe('a server-rendered category list', () => {
  it("shows the first 20 ads of the API's own first page, with the address's filters", async () => {
    const titles = Array.from(
      { length: 23 },
      (_, index) => `Transporto skelbimas Nr. ${String(index + 1).padStart(2, '0')}`,
    );
    await insertPosts(
      app,
      titles.map((title, index) => ({ categoryId: 202, title, creatorId: seller.id, priceCents: (index + 1) * 1000 })),
    );
    const firstPage = await app.inject({ url: '/api/posts/list?categoryName=transportas&page=1' });
    const shown = (firstPage.json() as { data: { title: string }[] }).data.map((post) => post.title);
    expect(shown).toHaveLength(20);
    const page = await getPage('/skelbimai/transportas', { accept: 'text/html' });
    expect(page.status).toBe(200);
    for (const title of shown) expect(page.root).toContain(title);
    for (const title of titles.filter((candidate) => !shown.includes(candidate)))
      expect(page.root).not.toContain(title);

    // The cheapest first: the list of the address's sort, not the default one.
    const cheapest = await getPage('/skelbimai/transportas?sort=priceAsc', { accept: 'text/html' });
    const first = cheapest.root.indexOf('Transporto skelbimas Nr. 01');
    expect(first).toBeGreaterThan(-1);
    expect(cheapest.root.indexOf('Transporto skelbimas Nr. 02')).toBeGreaterThan(first);
  });

  it('answers 404 with the not-found page for an unknown category', async () => {
    const page = await getPage('/skelbimai/nera-tokios', { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.root).toContain('404: Puslapis nerastas.');
  });
});

describe('signed-in pages', () => {
  it('redirect a guest to the sign-in page with the address to come back to, as the browser guard would', async () => {
    const response = await app.inject({ url: '/mano/skelbimai?page=2', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/prisijungimas?returnUrl=%2Fmano%2Fskelbimai%3Fpage%3D2');
  });

  it('render their shell for a signed-in user, and the sign-in page sends them home', async () => {
    const cookie = await sessionCookie(app, seller);
    const mine = await getPage('/mano/skelbimai', { accept: 'text/html', cookie });
    expect(mine.status).toBe(200);
    expect(mine.root).toContain('<header');
    // Their profile is in the page's state: no shared cache may keep it.
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const login = await app.inject({ url: '/prisijungimas', headers: { accept: 'text/html', cookie } });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/');
  });

  it("keep each visitor's own answers when renders run side by side (one set of loaders serves them all)", async () => {
    const ad = await createPost(app, seller, { title: 'Kėdė ąžuolinė' });
    const cookie = await sessionCookie(app, seller);
    const visitors = [undefined, cookie, undefined, cookie, undefined, cookie, undefined, cookie];
    const pages = await Promise.all(
      visitors.map((visitor) =>
        getPage(`/skelbimas/${ad.id}`, { accept: 'text/html', ...(visitor ? { cookie: visitor } : {}) }),
      ),
    );
    // The seller's own profile goes into their page's state only: a guest's page never carries it.
    expect(pages.map((page) => page.body.includes(seller.email ?? '-'))).toEqual(visitors.map(Boolean));
    expect(pages.every((page) => page.root.includes('Kėdė ąžuolinė'))).toBe(true);
  });

  it('send a signed-in user who is no administrator home from an administrator-only page', async () => {
    const cookie = await sessionCookie(app, seller);
    const response = await app.inject({ url: '/dashboard/audit', headers: { accept: 'text/html', cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('the home page and an information page', () => {
  it('arrive with their content rendered', async () => {
    await createPost(app, seller, { categoryId: 101, title: 'Naujausias butas mieste' });
    const home = await getPage('/', { accept: 'text/html' });
    expect(home.status).toBe(200);
    expect(home.root).toContain('Nekilnojamasis turtas');
    expect(home.root).toContain('Naujausias butas mieste');
    const info = await getPage('/information', { accept: 'text/html' });
    expect(info.status).toBe(200);
    expect(info.root).toMatch(/<h1[^>]*>/);
  });

  it("keep the build's one style sheet in <head> and carry the CSS Modules' class names", async () => {
    const home = await getPage('/', { accept: 'text/html' });
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    // The footer is drawn by the kit: a module's class ('_footer_<hash>'), which the browser's sheet defines.
    expect(home.root).toMatch(/<footer class="_footer_\w+"/);
  });
});

describe("a page read once and a guest's page kept briefly (DECISIONS #115)", () => {
  const stateData = (page: Awaited<ReturnType<typeof getPage>>, key: unknown[]) =>
    (page.state?.queries.queries as { queryKey: unknown[]; state: { data: unknown } }[] | undefined)?.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(key),
    )?.state.data;

  it("starts the browser from the ad and the seller's card the metadata was read from, as the API answers them", async () => {
    const post = await createPost(app, seller, { categoryId: 201, title: 'Vienąkart skaitytas dviratis' });
    const page = await getPage(`/skelbimas/${post.id}`, { accept: 'text/html' });
    expect(page.body).toContain('<title>Vienąkart skaitytas dviratis');
    const api = await app.inject({ url: `/api/posts/single/${post.id}` });
    expect(stateData(page, ['posts', 'single', post.id])).toEqual(api.json().data);
    const sellerPage = await getPage(`/pardavejas/${seller.id}`, { accept: 'text/html' });
    const card = await app.inject({ url: `/api/users/GetSeller/${seller.id}` });
    expect(stateData(sellerPage, ['sellers', seller.id])).toEqual(card.json().data);
  });

  it('starts the layout from the settings and the category tree exactly as their routes answer them', async () => {
    const page = await getPage('/skelbimai/transportas', { accept: 'text/html', cookie: 'visitor=1' });
    const settings = await app.inject({ url: '/api/settings/get' });
    const tree = await app.inject({ url: '/api/categories/get' });
    expect(stateData(page, ['settings'])).toEqual(settings.json().data);
    // …but for the subcategories' fields, which the page leaves out (PRODUCT.md §25: the car models are large).
    const withoutFields = (categories: Category[]): Category[] =>
      categories.map((category) => ({
        ...category,
        fields: [],
        childCategories: withoutFields(category.childCategories),
      }));
    const routeTree = tree.json().data as Category[];
    expect(routeTree[1]?.childCategories[0]?.fields.length).toBeGreaterThan(5);
    expect(stateData(page, ['categories'])).toEqual(withoutFields(routeTree));
  });

  it('gives guests one copy until an ad write, and a signed-in visitor a page of their own', async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner, { categoryId: 201, title: 'Pirmas pavadinimas' });
    const address = `/skelbimas/${post.id}`;
    expect((await getPage(address, { accept: 'text/html' })).root).toContain('Pirmas pavadinimas');
    // Changed behind the services' back: guests keep the copy they got (for at most SHARED_CACHE_TTL_MS)…
    await app.db.update(posts).set({ title: 'Antras pavadinimas' }).where(eq(posts.id, post.id));
    expect((await getPage(address, { accept: 'text/html' })).root).toContain('Pirmas pavadinimas');
    // …a phone's guest gets the phone layout's own copy, and a signed-in visitor a page built for them.
    const phone = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' };
    expect((await getPage(address, phone)).root).toContain('Antras pavadinimas');
    const cookie = await sessionCookie(app, owner);
    const own = await getPage(address, { accept: 'text/html', cookie });
    expect(own.root).toContain('Antras pavadinimas');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    // The owner's edit through the API forgets the guests' copies at once.
    const edit = await app.inject({
      method: 'PATCH',
      url: '/api/posts/update',
      headers: { cookie },
      payload: { id: post.id, title: 'Trečias pavadinimas' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await getPage(address, { accept: 'text/html' });
    expect(after.root).toContain('Trečias pavadinimas');
    expect(after.headers['cache-control']).toBe('no-cache');
  });
});

describe('a server render that fails', () => {
  it('sends the page unrendered, with its status, metadata and plain-text content, for the browser to render', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'skelbimai-broken-ssr-'));
    const entry = join(folder, 'entry-server.mjs');
    await writeFile(entry, "export async function render() { throw new Error('the render broke'); }\n");
    const broken = await buildTestApp({ WEB_DIST_DIR: distDir, WEB_SSR_ENTRY: entry });
    try {
      const post = await createPost(broken, await createUser(broken), { categoryId: 201, title: 'Vis tiek matomas' });
      const response = await broken.inject({ url: `/skelbimas/${post.id}`, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="ssr-state"');
      expect(response.body).toMatch(/<noscript>[\s\S]*Vis tiek matomas[\s\S]*<\/noscript>/);
      expect(response.body).toContain('<title>Vis tiek matomas');
    } finally {
      await broken.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
