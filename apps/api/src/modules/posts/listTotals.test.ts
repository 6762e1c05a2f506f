import { type PostListQuery, postListQuerySchema } from '@skelbimai/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, insertPosts, sessionCookie } from '../../../test/factories.ts';
import { categories, hiddenPosts, posts } from '../../db/schema/index.ts';
import { forgetAllHere } from '../../http/sharedCache.ts';
import { expandKeyword } from '../search/queryExpansion.ts';
import { searchTokens } from '../search/searchTokens.ts';
import { keepSearchWordsFresh } from '../search/searchWords.service.ts';
import { listPosts, SEARCH_COUNT_CAP } from './postList.service.ts';

// List totals: from the counters for whole categories, counted up to a cap for filters (DECISIONS #64) and a
// lower one for search, counted by the statement that reads the relevance candidates (DECISIONS #85).

let app: Awaited<ReturnType<typeof buildTestApp>>;
let sub: { id: number; logicalName: string; parentId: number | null };
let mainName: string;
beforeAll(async () => {
  app = await buildTestApp();
  const [row] = await app.db
    .select({ id: categories.id, logicalName: categories.logicalName, parentId: categories.parentId })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .limit(1);
  if (!row?.parentId) throw new Error('no subcategory seeded');
  sub = row;
  const [main] = await app.db
    .select({ logicalName: categories.logicalName })
    .from(categories)
    .where(eq(categories.id, row.parentId));
  mainName = main?.logicalName ?? '';
});
afterAll(async () => {
  await app?.close();
});

type Pagination = { totalCount: number; totalPageCount: number; totalCountCapped?: boolean };

async function pagination(query: Record<string, string>, cookie?: string): Promise<Pagination> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/posts/list',
    query: { page: '1', ...query },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return bodyOf<{ pagination: Pagination }>(response).pagination;
}

const list = (query: PostListQuery, countCap: number, searchCountCap = countCap) =>
  listPosts(app.db, app.pictureStorage, null, postListQuerySchema.parse(query), { countCap, searchCountCap });

describe('list totals', () => {
  it('count whole categories from the counters, following new, expired and hidden ads', async () => {
    const before = await pagination({ subCategoryName: sub.logicalName });
    const beforeSite = await pagination({});
    const beforeMain = await pagination({ categoryName: mainName });
    const seller = await createUser(app);
    const ads = [];
    for (let i = 0; i < 3; i += 1) ads.push(await createPost(app, seller, { categoryId: sub.id }));
    expect(await pagination({ subCategoryName: sub.logicalName })).toEqual({
      ...before,
      totalCount: before.totalCount + 3,
    });
    expect((await pagination({})).totalCount).toBe(beforeSite.totalCount + 3);
    expect((await pagination({ categoryName: mainName })).totalCount).toBe(beforeMain.totalCount + 3);
    // Both names: the subcategory within its category.
    expect((await pagination({ categoryName: mainName, subCategoryName: sub.logicalName })).totalCount).toBe(
      before.totalCount + 3,
    );

    // An ad whose date has passed is out of the total before the expiry job marks it: at once for the database,
    // within SHARED_CACHE_TTL_MS for a guest's kept list (DECISIONS #144), which its end here stands for.
    await app.db
      .update(posts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(posts.id, ads[0]?.id ?? 0));
    forgetAllHere(app.db);
    expect((await pagination({ subCategoryName: sub.logicalName })).totalCount).toBe(before.totalCount + 2);

    // A signed-in viewer's hidden ad is neither listed nor counted.
    const viewer = await createUser(app);
    await app.db.insert(hiddenPosts).values({ userId: viewer.id, postId: ads[1]?.id ?? 0 });
    const cookie = await sessionCookie(app, viewer);
    expect((await pagination({ subCategoryName: sub.logicalName }, cookie)).totalCount).toBe(before.totalCount + 1);
    expect((await pagination({}, cookie)).totalCount).toBe(beforeSite.totalCount + 1);
  });

  it('count filtered and search lists exactly up to the cap, and say when there are more', async () => {
    const seller = await createUser(app);
    for (let i = 0; i < 5; i += 1) {
      await createPost(app, seller, { categoryId: sub.id, title: `Triratis nr. ${i}`, priceCents: 1000 + i });
    }
    const search = { searchKeyword: 'triratis', page: '1' } as PostListQuery;
    expect(await list(search, 10)).toMatchObject({ totalCount: 5, totalCountCapped: false });
    expect(await list(search, 5)).toMatchObject({ totalCount: 5, totalCountCapped: false });
    const capped = await list(search, 4);
    expect(capped).toMatchObject({ totalCount: 4, totalCountCapped: true });
    // The page itself is not cut by the cap.
    expect(capped.posts).toHaveLength(5);
    const filtered = {
      subCategoryName: sub.logicalName,
      minPrice: '10',
      maxPrice: '10.03',
      page: '1',
    } as PostListQuery;
    expect(await list(filtered, 3)).toMatchObject({ totalCount: 3, totalCountCapped: true });
    expect(await list(filtered, 4)).toMatchObject({ totalCount: 4, totalCountCapped: false });

    // Each list its own cap: the search's, and the filters' for a list without a keyword.
    expect(await list(search, 3, 10)).toMatchObject({ totalCount: 5, totalCountCapped: false });
    expect(await list(filtered, 10, 3)).toMatchObject({ totalCount: 4, totalCountCapped: false });
    // A search in another order counts the same way.
    expect(await list({ ...search, sort: 'priceAsc' }, 10, 4)).toMatchObject({
      totalCount: 4,
      totalCountCapped: true,
    });

    // Through HTTP with the real cap: exact, and no flag under it.
    const answer = await pagination({ searchKeyword: 'triratis' });
    expect(answer).toEqual({ page: 1, pageSize: 20, totalCount: 5, totalPageCount: 1 });
    // A page past the last match is empty and still says how many there are.
    const past = await list({ ...search, page: '3' } as PostListQuery, 10);
    expect(past).toMatchObject({ posts: [], totalCount: 5, totalCountCapped: false });
    expect(await list({ ...search, page: '3' } as PostListQuery, 4)).toMatchObject({
      totalCount: 4,
      totalCountCapped: true,
    });
  });

  it('count a search exactly up to 1,000 matches through HTTP, and say "more" past it', async () => {
    const seller = await createUser(app);
    const now = Date.now();
    // One insert, not 1,001 requests; bumped a second apart so the newest order is fixed.
    const ads = await insertPosts(
      app,
      Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
        categoryId: sub.id,
        creatorId: seller.id,
        title: `Keturratis nr. ${i}`,
        bumpedAt: new Date(now - i * 1000),
      })),
    );
    expect(SEARCH_COUNT_CAP).toBe(1000);
    const capped = await pagination({ searchKeyword: 'keturratis' });
    expect(capped).toEqual({ page: 1, pageSize: 20, totalCount: 1000, totalPageCount: 50, totalCountCapped: true });
    expect(await pagination({ searchKeyword: 'keturratis', sort: 'newest' })).toEqual(capped);
    // A typo finds them through the near title words (search_words), counted the same way.
    expect(await pagination({ searchKeyword: 'keturatis' })).toMatchObject({ totalCountCapped: true });
    // The word itself, in 1,000 titles or more, is no typo: it gets no near words (COMMON_WORD_ADS), so a
    // near word's TOP ad is not put above its own matches; a rare word keeps them.
    await insertPosts(app, [{ categoryId: sub.id, creatorId: seller.id, title: 'Keturratukas vaikams' }]);
    await keepSearchWordsFresh(app.db, () => {});
    expect((await expandKeyword(app.db, searchTokens('keturratuk'), true, true)).typo).toContain('keturrat');
    expect((await expandKeyword(app.db, searchTokens('keturratis'), true, true)).typo).toBe('');
    expect((await expandKeyword(app.db, searchTokens('keturatis'), true, true)).typo).toContain('keturrat');
    // The last page of the capped total is served.
    const last = await app.inject({ method: 'GET', url: '/api/posts/list?searchKeyword=keturratis&page=50' });
    expect(bodyOf<{ data: unknown[] }>(last).data).toHaveLength(20);

    // One fewer: exact.
    await app.db
      .update(posts)
      .set({ status: 'deleted' })
      .where(eq(posts.id, ads[0]?.id ?? 0));
    expect(await pagination({ searchKeyword: 'keturratis' })).toEqual({
      page: 1,
      pageSize: 20,
      totalCount: 1000,
      totalPageCount: 50,
    });
  });
});
