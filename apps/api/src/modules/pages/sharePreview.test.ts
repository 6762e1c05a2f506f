import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser } from '../../../test/factories.ts';
import { postPictures, type UserRow } from '../../db/schema/index.ts';

// Share previews as a third party reads them (docs/ACCESSIBILITY.md): open-graph-scraper, the parser link-preview services
// use, is given the page's HTML (it fetches nothing), so a tag our own regular expressions would accept but a
// real parser would not (a wrong attribute, bad escaping) fails here.

const template = [
  '<!doctype html><html lang="lt"><head><meta charset="UTF-8" /><title>Skelbimai</title>',
  '<meta name="description" content="Skelbimai" /></head>',
  '<body><noscript>Šiai svetainei reikia įjungto JavaScript.</noscript><div id="root"></div></body></html>',
].join('');
const origin = 'https://skelbimai.example.lt';
const site = 'Kėdainių skelbimai';
let distDir: string;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-web-share-'));
  await writeFile(join(distDir, 'index.html'), template);
  app = await buildTestApp({ WEB_DIST_DIR: distDir, SITE_PROTOCOL: 'https', SITE_DOMAIN: 'skelbimai.example.lt' });
  seller = await createUser(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

async function preview(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  const { result, error } = await ogs({ html: response.body });
  expect(error).toBe(false);
  return result;
}

describe('share previews read by open-graph-scraper', () => {
  it("an ad with a picture: product type, the picture's size and the ad's title as its alt text", async () => {
    const title = 'Dviratis „Kalkhoff“ & šalmas <vaikams>';
    const post = await createPost(app, seller, { categoryId: 201, title, priceCents: 12_000, location: 'Kėdainiai' });
    await app.db.insert(postPictures).values({
      postId: post.id,
      ownerId: seller.id,
      position: 0,
      largeKey: 'post-pictures/dviratis-large.webp',
      thumbnailKey: 'post-pictures/dviratis-thumb.webp',
      width: 1600,
      height: 1200,
    });
    const result = await preview(`/skelbimas/${post.id}`);
    const picture = `${origin}/uploads/post-pictures/dviratis-large.webp`;
    expect(result.ogType).toBe('product');
    expect(result.ogTitle).toBe(`${title}, 120,00\u00a0€, Kėdainiai`);
    expect(result.ogUrl).toBe(`${origin}/skelbimas/${post.id}`);
    expect(result.ogSiteName).toBe(site);
    expect(result.ogImage).toEqual([{ url: picture, width: '1600', height: '1200', alt: title, type: 'webp' }]);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterImage).toEqual([expect.objectContaining({ url: picture, alt: title })]);
    // Google's Product schema as the parser finds it.
    expect(result.jsonLD).toEqual([expect.objectContaining({ '@type': 'Product', name: title, image: [picture] })]);
  });

  it("an ad without a picture shows the portal's icon, named and sized", async () => {
    const post = await createPost(app, seller, { categoryId: 201, title: 'Keičiu automobilį', priceCents: null });
    const result = await preview(`/skelbimas/${post.id}`);
    expect(result.ogType).toBe('product');
    expect(result.ogImage).toEqual([
      expect.objectContaining({ url: `${origin}/icon-512.png`, width: '512', height: '512', alt: site }),
    ]);
    expect(result.twitterCard).toBe('summary');
    expect(result.twitterImage).toEqual([expect.objectContaining({ url: `${origin}/icon-512.png`, alt: site })]);
  });

  it("a seller's page is a profile; the home and information pages are websites", async () => {
    const sellerPreview = await preview(`/pardavejas/${seller.id}`);
    expect(sellerPreview.ogType).toBe('profile');
    for (const path of ['/', '/information']) {
      const result = await preview(path);
      expect(result.ogType, path).toBe('website');
      expect(result.ogImage, path).toEqual([expect.objectContaining({ alt: site, width: '512', height: '512' })]);
      expect(result.twitterImage, path).toEqual([expect.objectContaining({ alt: site })]);
    }
  });
});
