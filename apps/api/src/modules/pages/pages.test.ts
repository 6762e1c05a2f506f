import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, insertPosts, sessionCookie } from '../../../test/factories.ts';
import { postPictures, type UserRow } from '../../db/schema/index.ts';

// Pages as a client without JavaScript gets them (a search engine, a link preview): plain HTTP, no script run.

const template = [
  '<!doctype html><html lang="lt"><head><meta charset="UTF-8" /><title>Skelbimai</title>',
  '<meta name="description" content="Skelbimai" /></head>',
  '<body><noscript>Šiai svetainei reikia įjungto JavaScript.</noscript><div id="root"></div></body></html>',
].join('');
const origin = 'https://skelbimai.example.lt';
const site = 'Kėdainių skelbimai';
const hostileTitle = 'Dviratis </script><script>alert("x")</script> & \'kabutės\'';
let distDir: string;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-web-pages-'));
  await writeFile(join(distDir, 'index.html'), template);
  app = await buildTestApp({ WEB_DIST_DIR: distDir, SITE_PROTOCOL: 'https', SITE_DOMAIN: 'skelbimai.example.lt' });
  seller = await createUser(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  const body = response.body;
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(body);
    return found?.[1] === undefined ? undefined : unescapeHtml(found[1]);
  };
  const title = unescapeHtml(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(body)?.[1];
  const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(body)?.[1] ?? '';
  return { status: response.statusCode, body, meta, title, canonical, jsonLd, noscript, headers: response.headers };
}

describe('an ad page', () => {
  it('carries the title, price, town, description, cover picture and Product JSON-LD, all escaped', async () => {
    const post = await createPost(app, seller, {
      categoryId: 201,
      title: hostileTitle,
      priceCents: 123_450,
      location: 'Kėdainiai',
      description: 'Geras dviratis.\nMažai važinėtas <b>tikrai</b>.',
    });
    await app.db.insert(postPictures).values({
      postId: post.id,
      ownerId: seller.id,
      position: 0,
      largeKey: 'post-pictures/virselis-large.webp',
      thumbnailKey: 'post-pictures/virselis-thumb.webp',
      width: 1600,
      height: 1200,
    });
    // curl-like: no Accept header at all.
    const page = await getPage(`/skelbimas/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Intl's Lithuanian euros: no-break spaces between thousands and before the sign.
    const name = `${hostileTitle}, 1\u00a0234,50\u00a0€, Kėdainiai`;
    expect(page.title).toBe(`${name} – ${site}`);
    expect(page.meta('og:title')).toBe(name);
    expect(page.meta('description')).toBe('Geras dviratis. Mažai važinėtas <b>tikrai</b>.');
    expect(page.meta('og:image')).toBe(`${origin}/uploads/post-pictures/virselis-large.webp`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBeUndefined();
    expect(page.canonical).toBe(`${origin}/skelbimas/${post.id}`);
    expect(page.meta('og:url')).toBe(`${origin}/skelbimas/${post.id}`);
    // Nothing the seller typed becomes markup: the only <script> tags are the JSON-LD's own.
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<b>tikrai</b>');
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: hostileTitle,
        url: `${origin}/skelbimas/${post.id}`,
        image: [`${origin}/uploads/post-pictures/virselis-large.webp`],
        offers: {
          '@type': 'Offer',
          url: `${origin}/skelbimas/${post.id}`,
          price: '1234.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      }),
    ]);
    // The text a crawler reads: title, price, town and the description, escaped.
    expect(unescapeHtml(page.noscript)).toContain(`<h1>${hostileTitle}</h1>`);
    expect(page.noscript).toContain('Kaina: 1\u00a0234,50\u00a0€');
    expect(page.noscript).toContain('Vieta: Kėdainiai');
    expect(page.noscript).toContain('<p>Mažai važinėtas &lt;b&gt;tikrai&lt;/b&gt;.</p>');
    expect(page.noscript).toContain(`<img src="${origin}/uploads/post-pictures/virselis-large.webp"`);
  });

  it("states no price in the offer for 'Sutartinė' and uses the portal's icon without a picture", async () => {
    const post = await createPost(app, seller, {
      categoryId: 201,
      title: 'Keičiu automobilį',
      priceCents: null,
      location: 'Josvainiai',
    });
    const page = await getPage(`/skelbimas/${post.id}`, { accept: 'text/html' });
    expect(page.title).toBe(`Keičiu automobilį, Sutartinė, Josvainiai – ${site}`);
    expect(page.jsonLd[0]?.offers).toEqual({
      '@type': 'Offer',
      url: `${origin}/skelbimas/${post.id}`,
      availability: 'https://schema.org/InStock',
    });
    expect(page.meta('og:image')).toBe(`${origin}/icon-512.png`);
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it("says 'Parduota' with 200 and noindex for 30 days after the ad was sold, then answers 410", async () => {
    const sold = await createPost(app, seller, { title: 'Parduotas šaldytuvas', status: 'sold', soldAt: new Date() });
    const page = await getPage(`/skelbimas/${sold.id}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.meta('robots')).toBe('noindex, nofollow');
    expect(page.noscript).toContain('<p>Parduota</p>');
    expect(page.jsonLd[0]?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const long = await createPost(app, seller, {
      title: 'Seniai parduotas šaldytuvas',
      status: 'sold',
      soldAt: new Date(Date.now() - 31 * 86_400_000),
    });
    expect((await getPage(`/skelbimas/${long.id}`, { accept: 'text/html' })).status).toBe(410);
  });

  it('answers 404 for an id no ad ever had and for a malformed one', async () => {
    for (const url of ['/skelbimas/999999', '/skelbimas/abc']) {
      const page = await getPage(url, { accept: 'text/html' });
      expect(page.status, url).toBe(404);
      expect(page.title).toBe(`Puslapis nerastas – ${site}`);
      expect(page.meta('robots')).toBe('noindex, nofollow');
      expect(page.noscript).toContain('404: Puslapis nerastas.');
    }
  });

  it('answers 410 for a deleted or expired ad: the notice, its title, its category and similar active ads', async () => {
    const deleted = await createPost(app, seller, {
      categoryId: 203,
      title: 'Parduota spinta',
      status: 'deleted',
      description: 'Ąžuolinė, su veidrodžiu.',
      contactPhone: '+37061234567',
    });
    await app.db.insert(postPictures).values({
      postId: deleted.id,
      ownerId: seller.id,
      position: 0,
      largeKey: 'post-pictures/parduota-large.webp',
      thumbnailKey: 'post-pictures/parduota-thumb.webp',
      width: 800,
      height: 600,
    });
    const expired = await createPost(app, seller, { categoryId: 203, expiresAt: new Date(Date.now() - 60_000) });
    const similar = await createPost(app, seller, { categoryId: 203, title: 'Kita spinta, dar parduodama' });
    for (const post of [deleted, expired]) {
      // curl-like: no Accept header at all.
      const page = await getPage(`/skelbimas/${post.id}`);
      expect(page.status, String(post.id)).toBe(410);
      expect(page.title).toBe(`Skelbimas nebegalioja – ${site}`);
      // Out of search engines, but its links lead on.
      expect(page.meta('robots')).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      expect(page.jsonLd).toEqual([]);
      expect(page.noscript).toContain('<h1>Šis skelbimas nebegalioja.</h1>');
      expect(page.noscript).toMatch(/<a href="\/skelbimai\/[^/"]+\/[^/"]+">[^<]+ › [^<]+<\/a>/);
      expect(page.noscript).toContain(`<a href="/skelbimas/${similar.id}">Kita spinta, dar parduodama</a>`);
      expect(page.noscript).not.toContain(`/skelbimas/${post.id}"`);
    }
    const gone = await getPage(`/skelbimas/${deleted.id}`);
    expect(gone.noscript).toContain('<p>Parduota spinta</p>');
    // Nothing else of a deleted ad: no picture, description or phone.
    expect(gone.body).not.toContain('parduota-large.webp');
    expect(gone.meta('og:image')).toBe(`${origin}/icon-512.png`);
    expect(gone.body).not.toContain('veidrodžiu');
    expect(gone.body).not.toContain('37061234567');
    // An expired ad is still its owner's to see and renew.
    const owner = await getPage(`/skelbimas/${expired.id}`, { cookie: await sessionCookie(app, seller) });
    expect(owner.status).toBe(200);
    expect(owner.meta('robots')).toBe('noindex, nofollow');
    expect(owner.canonical).toBeUndefined();
  });

  it('answers 500 with the page when the server fails', async () => {
    await app.db.execute(sql`alter table posts rename to posts_away`);
    try {
      const page = await getPage('/skelbimas/1', { accept: 'text/html' });
      expect(page.status).toBe(500);
      expect(page.title).toBe(`Klaida – ${site}`);
      expect(page.body).toContain('<div id="root"></div>');
    } finally {
      await app.db.execute(sql`alter table posts_away rename to posts`);
    }
  });
});

describe('category pages', () => {
  it('list the first 20 ads as links, with a BreadcrumbList', async () => {
    const rows = await insertPosts(
      app,
      Array.from({ length: 21 }, (_, index) => ({
        categoryId: 202,
        creatorId: seller.id,
        title: `Motociklas nr. ${index + 1}`,
        bumpedAt: new Date(Date.now() - (21 - index) * 60_000),
      })),
    );
    const page = await getPage('/skelbimai/transportas', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Transportas – ${site}`);
    expect(page.canonical).toBe(`${origin}/skelbimai/transportas`);
    const links = [...page.noscript.matchAll(/<a href="\/skelbimas\/(\d+)">/g)].map((match) => Number(match[1]));
    expect(links).toHaveLength(20);
    // Newest first: the 21st ad (bumped last) is in, the first one out.
    expect(links).toContain(rows[20]?.id);
    expect(links).not.toContain(rows[0]?.id);
    expect(page.noscript).toContain('Motociklas nr. 21');
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Visi skelbimai', item: `${origin}/visi` },
          { '@type': 'ListItem', position: 2, name: 'Transportas', item: `${origin}/skelbimai/transportas` },
        ],
      },
    ]);
  });

  it('give a subcategory three breadcrumbs, and 404 for an unknown one', async () => {
    const page = await getPage('/skelbimai/transportas/motociklai-ir-mopedai', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Motociklai ir mopedai – ${site}`);
    const trail = page.jsonLd[0]?.itemListElement as { name: string }[];
    expect(trail.map((item) => item.name)).toEqual(['Visi skelbimai', 'Transportas', 'Motociklai ir mopedai']);
    expect((await getPage('/skelbimai/transportas/butai', { accept: 'text/html' })).status).toBe(404);
    expect((await getPage('/skelbimai/nera-tokios', { accept: 'text/html' })).status).toBe(404);
  });
});

describe('other pages', () => {
  it('titles the home page with the site name and links every category', async () => {
    const page = await getPage('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.title).toBe(site);
    expect(page.canonical).toBe(`${origin}/`);
    expect(page.noscript).toContain('<a href="/skelbimai/transportas">Transportas</a>');
    expect(page.noscript).toContain('<a href="/skelbimai/transportas/automobiliai">Automobiliai</a>');
  });

  it('keeps private pages out of search engines', async () => {
    for (const url of [
      '/mano/paskyra',
      '/mano/pazymeti',
      '/dashboard',
      '/dashboard/users',
      '/dashboard/audit',
      '/prisijungimas',
      '/registracija',
    ]) {
      const page = await getPage(url, { accept: 'text/html' });
      expect(page.status, url).toBe(200);
      expect(page.meta('robots'), url).toBe('noindex, nofollow');
      expect(page.canonical, url).toBeUndefined();
    }
    const info = await getPage('/information', { accept: 'text/html' });
    expect(info.title).toBe(`Informacija – ${site}`);
    expect(info.meta('robots')).toBeUndefined();
    expect(info.canonical).toBe(`${origin}/information`);
  });
});

describe("a seller's page /pardavejas/{id}", () => {
  it('carries the seller’s name as title, its canonical address, a ProfilePage and their ads, escaped', async () => {
    const named = await createUser(app, {
      firstName: '<b>Ona</b>',
      lastName: 'Onaitė',
      fullName: '<b>Ona</b> Onaitė',
      email: 'ona.page@example.com',
    });
    const own = await createPost(app, named, { title: 'Onos dviratis' });
    await createPost(app, named, { title: 'Onos pasibaigęs skelbimas', status: 'expired' });
    await createPost(app, seller, { title: 'Kito pardavėjo skelbimas' });
    const page = await getPage(`/pardavejas/${named.id}`);
    expect(page.status).toBe(200);
    // 'Vardas P.' (PRODUCT.md §26): never the whole last name.
    expect(page.title).toBe(`<b>Ona</b> O. – ${site}`);
    expect(page.body).not.toContain('<b>Ona</b>');
    expect(page.body).not.toContain('Onaitė');
    expect(page.canonical).toBe(`${origin}/pardavejas/${named.id}`);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'ProfilePage',
        mainEntity: expect.objectContaining({ name: '<b>Ona</b> O.' }),
      }),
    );
    expect(page.noscript).toContain(`href="/skelbimas/${own.id}"`);
    expect(page.noscript).toContain('Aktyvių skelbimų: 1');
    expect(page.noscript).not.toContain('pasibaigęs');
    expect(page.noscript).not.toContain('Kito pardavėjo');
    expect(page.body).not.toContain('ona.page@example.com');
  });

  it("calls a seller without a name 'Pardavėjas'", async () => {
    const nameless = await createUser(app, { fullName: null, firstName: null });
    const page = await getPage(`/pardavejas/${nameless.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Pardavėjas – ${site}`);
  });

  it('is 404 for a blocked seller, an unknown id and an id that is no uuid', async () => {
    const blocked = await createUser(app, { fullName: 'Užblokuotas Pardavėjas', isBlocked: true });
    for (const path of [
      `/pardavejas/${blocked.id}`,
      '/pardavejas/00000000-0000-4000-8000-000000000000',
      '/pardavejas/abc',
    ]) {
      const page = await getPage(path);
      expect(page.status, path).toBe(404);
      expect(page.body, path).not.toContain('Užblokuotas Pardavėjas');
    }
  });

  it("links an ad's text version to its seller's page", async () => {
    const post = await createPost(app, seller, { title: 'Skelbimas su pardavėju' });
    const page = await getPage(`/skelbimas/${post.id}`);
    expect(page.noscript).toContain(`href="/pardavejas/${seller.id}"`);
  });
});
