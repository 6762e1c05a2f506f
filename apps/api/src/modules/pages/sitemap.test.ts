import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser } from '../../../test/factories.ts';
import { SITEMAP_MAX_URLS, sitemapDocument } from './sitemap.service.ts';

const origin = 'https://skelbimai.example.lt';
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ SITE_PROTOCOL: 'https', SITE_DOMAIN: 'skelbimai.example.lt' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** The checks the sitemap schema makes that can go wrong here: one root, each <url> a <loc> and an optional <lastmod>. */
function expectValidUrlSet(xml: string) {
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const entries = xml.split('\n').slice(2, -2);
  for (const entry of entries) {
    expect(entry).toMatch(
      /^<url><loc>https:\/\/skelbimai\.example\.lt\/[^<]*<\/loc>(<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>)?<\/url>$/,
    );
  }
  expect(entries.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
}

describe('/sitemap.xml', () => {
  it('lists the public pages, categories, subcategories and every visible ad with its lastmod', async () => {
    const seller = await createUser(app);
    const ad = await createPost(app, seller, { categoryId: 201, title: 'Parduodu automobilį' });
    const deleted = await createPost(app, seller, { status: 'deleted' });
    const expired = await createPost(app, seller, { expiresAt: new Date(Date.now() - 60_000) });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expectValidUrlSet(response.body);
    const urls = locs(response.body);
    for (const path of [
      '/',
      '/visi',
      '/information',
      '/rules',
      '/skelbimai/transportas',
      '/skelbimai/transportas/automobiliai',
    ]) {
      expect(urls).toContain(`${origin}${path}`);
    }
    expect(response.body).toContain(
      `<url><loc>${origin}/skelbimas/${ad.id}</loc><lastmod>${ad.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(urls).not.toContain(`${origin}/skelbimas/${deleted.id}`);
    expect(urls).not.toContain(`${origin}/skelbimas/${expired.id}`);
    expect(urls.filter((url) => /\/(mano|dashboard|prisijungimas|registracija|new)\b/.test(url ?? ''))).toEqual([]);
    // One file is enough: there are no numbered ones.
    expect((await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('becomes an index of numbered files past the limit, which together list the same addresses', async () => {
    const seller = await createUser(app);
    for (let index = 0; index < 5; index += 1) await createPost(app, seller, { title: `Skelbimas sąrašui ${index}` });
    const whole = locs((await sitemapDocument(app.db, origin, 'main')) ?? '');
    const limit = 7;
    const index = (await sitemapDocument(app.db, origin, 'main', limit)) ?? '';
    const files = Math.ceil(whole.length / limit);
    expect(files).toBeGreaterThan(2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(Array.from({ length: files }, (_, n) => `${origin}/sitemap-${n + 1}.xml`));
    const parts: (string | undefined)[] = [];
    for (let file = 1; file <= files; file += 1) {
      const xml = (await sitemapDocument(app.db, origin, file, limit)) ?? '';
      expectValidUrlSet(xml);
      expect(locs(xml).length).toBeLessThanOrEqual(limit);
      parts.push(...locs(xml));
    }
    expect(parts).toEqual(whole);
    expect(await sitemapDocument(app.db, origin, files + 1, limit)).toBeNull();
    expect(await sitemapDocument(app.db, origin, 0, limit)).toBeNull();
  });

  it('leaves out the ads of a blocked seller', async () => {
    const blocked = await createUser(app, { isBlocked: true });
    const ad = await createPost(app, blocked);
    const xml = (await sitemapDocument(app.db, origin, 'main')) ?? '';
    expect(locs(xml)).not.toContain(`${origin}/skelbimas/${ad.id}`);
  });
});

describe('/robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the API and the private pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/mano/paskyra',
      '/mano/pazymeti',
      '/dashboard',
      '/dashboard/users',
      '/dashboard/audit',
      '/prisijungimas',
      '/registracija',
      '/new',
      '/mano/papildymas',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /skelbimas');
  });
});
