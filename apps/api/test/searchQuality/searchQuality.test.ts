import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts, users } from '../../src/db/schema/index.ts';
import { buildDemoAds, demoUsers } from '../../src/db/seed/demo/ads.ts';
import { seededRandom } from '../../src/db/seed/demo/random.ts';
import { buildTestApp } from '../buildTestApp.ts';
import { bodyOf } from '../factories.ts';
import { qualitySet } from './qualitySet.ts';

/**
 * The search-quality set (PRODUCT.md §20) against the demo ads' text: each query must find all its ads among the
 * first 20 public results. Fails when fewer than 95% of the queries do; prints the mean reciprocal rank (of
 * each query's first wanted ad) and the queries that failed.
 */
const REQUIRED_SHARE = 0.95;

let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp();
  // The demo ads as the seed writes them, without their pictures (search reads only the text).
  const subcategories = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .orderBy(categories.id);
  const ads = buildDemoAds(
    subcategories.map((sub) => sub.id),
    app.config.site.townName,
    seededRandom(20261122),
    new Date(),
  );
  const sellers = await app.db.insert(users).values(demoUsers()).returning({ id: users.id });
  await app.db
    .insert(posts)
    .values(ads.map(({ userIndex, ...ad }) => ({ ...ad, creatorId: sellers[userIndex % sellers.length]?.id })));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function firstPageTitles(query: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/posts/list?searchKeyword=${encodeURIComponent(query)}&page=1`,
  });
  expect(response.statusCode).toBe(200);
  return (bodyOf<{ data: { title: string }[] }>(response).data ?? []).map((post) => post.title);
}

describe('search quality', () => {
  it(`finds every wanted ad in the first 20 for at least ${REQUIRED_SHARE * 100}% of the set`, {
    timeout: 300_000,
  }, async () => {
    expect(qualitySet.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    let reciprocalRanks = 0;
    for (const testCase of qualitySet) {
      const titles = await firstPageTitles(testCase.query);
      const rankOf = (wanted: string) => titles.findIndex((title) => title.startsWith(wanted)) + 1;
      const ranks = testCase.mustFind.map(rankOf);
      const missing = testCase.mustFind.filter((_, index) => ranks[index] === 0);
      const found = ranks.filter((rank) => rank > 0);
      reciprocalRanks += found.length > 0 ? 1 / Math.min(...found) : 0;
      if (missing.length > 0) failures.push(`  [${testCase.kind}] '${testCase.query}' missed: ${missing.join(' | ')}`);
    }
    const share = (qualitySet.length - failures.length) / qualitySet.length;
    const mrr = reciprocalRanks / qualitySet.length;
    console.log(
      `Search quality: ${qualitySet.length - failures.length}/${qualitySet.length} queries found all their ads ` +
        `(${(share * 100).toFixed(1)}%), mean reciprocal rank ${mrr.toFixed(3)}` +
        (failures.length > 0 ? `\nFailing queries:\n${failures.join('\n')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
