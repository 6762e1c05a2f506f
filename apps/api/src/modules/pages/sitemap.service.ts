import { clientRoutes, isPrivateRoute } from '@skelbimai/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, posts } from '../../db/schema/index.ts';
import { escapeHtml } from '../html/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { adPath, categoryPath } from './pageBody.ts';

/** The sitemap protocol's limit per file; past it /sitemap.xml becomes an index of /sitemap-{n}.xml files. */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** The public pages without parameters (home, all ads, information pages), from the route table. */
const staticPaths = Object.values(clientRoutes)
  .filter((route) => !isPrivateRoute(route) && !route.path.includes(':'))
  .map((route) => route.path);

/** Every page that is the same for everyone and not an ad: static pages, then categories and subcategories. */
async function fixedUrls(db: Database): Promise<SitemapUrl[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const categoryPaths = rows.flatMap((row) => {
    if (row.parentId === null) return [categoryPath(row.logicalName)];
    const parent = byId.get(row.parentId);
    return parent ? [categoryPath(parent.logicalName, row.logicalName)] : [];
  });
  // The order only has to be stable across requests: numbered files split the same list.
  return [...staticPaths, ...categoryPaths].map((path) => ({ path }));
}

const visibleAds = (db: Database) => db.select({ id: posts.id, updatedAt: posts.updatedAt }).from(posts);

async function countVisibleAds(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(posts).where(publiclyVisible);
  return Number(row?.count ?? 0);
}

/** Ads anyone may see, by id, `skip` and `take` of them, with the time they last changed. */
async function adUrls(db: Database, skip: number, take: number): Promise<SitemapUrl[]> {
  if (take <= 0) return [];
  const rows = await visibleAds(db).where(publiclyVisible).orderBy(asc(posts.id)).limit(take).offset(skip);
  return rows.map((row) => ({ path: adPath(row.id), lastmod: new Date(row.updatedAt) }));
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${origin}${url.path}`)}</loc>${lastmod}</url>`;
  });
  return `${xmlHeader}<urlset xmlns="${namespace}">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${xmlHeader}<sitemapindex xmlns="${namespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (`file` 'main') or /sitemap-{n}.xml (`file` n, 1-based). Up to `maxUrls` addresses the main file
 * lists them all; past that it is an index and file n holds the n-th `maxUrls` of the same ordered list
 * (fixed pages, then ads by id). Null: no such file (a numbered file while one file is enough, or past the end).
 */
export async function sitemapDocument(
  db: Database,
  origin: string,
  file: 'main' | number,
  maxUrls: number = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const [fixed, adCount] = await Promise.all([fixedUrls(db), countVisibleAds(db)]);
  const total = fixed.length + adCount;
  const files = Math.max(1, Math.ceil(total / maxUrls));
  if (file === 'main') {
    if (files > 1) return sitemapIndex(origin, files);
    return urlSet(origin, [...fixed, ...(await adUrls(db, 0, adCount))]);
  }
  if (files === 1 || file < 1 || file > files) return null;
  const start = (file - 1) * maxUrls;
  const end = Math.min(start + maxUrls, total);
  const fixedPart = fixed.slice(start, end);
  const adStart = Math.max(0, start - fixed.length);
  return urlSet(origin, [...fixedPart, ...(await adUrls(db, adStart, end - start - fixedPart.length))]);
}

/** robots.txt: everything but the API and the private pages of the route table, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const privatePrefixes = Object.values(clientRoutes)
    .filter(isPrivateRoute)
    .map((route) => route.path.split('/:')[0] ?? route.path);
  const disallow = ['/api/', ...new Set(privatePrefixes)].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
