import type { Post } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import { categories, posts } from '../../db/schema/index.ts';
import { listShowcase, SHOWCASE_SIZE } from './lifecycle.service.ts';
import { ROTATION_TURN_MS, rotatingPick, TOP_BLOCK_SIZE } from './list/topBlock.ts';

// What a newcomer sees first (DECISIONS #104): the newest ads really first, paid places (the TOP block,
// the showcase) apart from the list and in turns, the list below in the chosen order strictly.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface ListBody {
  posts?: Post[];
  data?: Post[] | null;
  topPosts?: Post[];
  pagination?: { totalCount: number; totalPageCount: number; totalCountCapped?: boolean };
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const future = (days: number) => new Date(Date.now() + days * DAY_MS);
const idsOf = (list: Post[] | null | undefined) => (list ?? []).map((post) => post.id);

async function list(query: string, cookie?: string): Promise<ListBody> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/posts/list?${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return bodyOf<ListBody>(response);
}

/** The logicalName of a (sub)category. */
async function logicalNameOf(categoryId: number): Promise<string> {
  const [row] = await app.db
    .select({ logicalName: categories.logicalName })
    .from(categories)
    .where(sql`${categories.id} = ${categoryId}`);
  if (!row) throw new Error('no such category');
  return row.logicalName;
}

describe('the home page and /visi: the newest ads first', () => {
  it('lists ads posted minutes ago before TOP ads 6–25 days old, which go to the TOP block', async () => {
    const owner = await createUser(app);
    const oldTop: number[] = [];
    for (const days of [6, 10, 15, 20, 25]) {
      oldTop.push(
        (await createPost(app, owner, { title: `Senas TOP ${days}`, bumpedAt: daysAgo(days), topUntil: future(3) })).id,
      );
    }
    const fresh = await createPost(app, owner, { title: 'Ką tik įdėtas', bumpedAt: new Date(Date.now() - 60_000) });
    const older = await createPost(app, owner, { title: 'Vakar įdėtas', bumpedAt: daysAgo(1) });

    // The home page's 'Naujausi skelbimai' read the non-paged list.
    const home = await list('');
    const listed = home.posts ?? [];
    expect(idsOf(listed).slice(0, 2)).toEqual([fresh.id, older.id]);
    const bumped = listed.map((post) => new Date(post.bumpedAt).getTime());
    expect(bumped).toEqual([...bumped].sort((a, b) => b - a));
    // The TOP block: TOP ads of the same list, at most TOP_BLOCK_SIZE, each marked TOP.
    expect(home.topPosts?.length).toBe(TOP_BLOCK_SIZE);
    expect(home.topPosts?.every((post) => oldTop.includes(post.id) && post.promotion.top)).toBe(true);

    // /visi sorted by newest: the same strict order, paged.
    const page = await list('sort=newest&page=1');
    expect(idsOf(page.data).slice(0, 2)).toEqual([fresh.id, older.id]);
    expect(page.topPosts?.length).toBe(TOP_BLOCK_SIZE);
  });
});

describe('a list: the TOP block apart, the chosen order strictly below', () => {
  it('orders newest, cheapest and dearest strictly, TOP ads in their natural place, and counts the list', async () => {
    const owner = await createUser(app);
    const make = (title: string, priceCents: number, days: number, topUntil: Date | null = null) =>
      createPost(app, owner, { title, categoryId: 402, priceCents, bumpedAt: daysAgo(days), topUntil });
    const topDear = await make('TOP brangus zuikis', 28_000, 6, future(3));
    const cheap = await make('Pigus zuikis', 4_500, 1);
    const topCheap = await make('TOP pigesnis zuikis', 9_000, 3, future(3));
    const endedTop = await make('Pasibaigęs TOP zuikis', 2_000, 2, daysAgo(1));
    const fresh = await make('Naujas zuikis', 15_000, 0.01);

    const run = async (sort: string) => list(`searchKeyword=zuikis&sort=${sort}&page=1`);
    const cheapest = await run('priceAsc');
    expect(idsOf(cheapest.data)).toEqual([endedTop.id, cheap.id, topCheap.id, fresh.id, topDear.id]);
    expect(idsOf((await run('priceDesc')).data)).toEqual([topDear.id, fresh.id, topCheap.id, cheap.id, endedTop.id]);
    expect(idsOf((await run('newest')).data)).toEqual([fresh.id, cheap.id, endedTop.id, topCheap.id, topDear.id]);
    // Relevance (the words rank alike here, then newest): no TOP ad jumps ahead either.
    expect(idsOf((await list('searchKeyword=zuikis&page=1')).data)).toEqual([
      fresh.id,
      cheap.id,
      endedTop.id,
      topCheap.id,
      topDear.id,
    ]);

    // The block holds this list's active TOP ads only (not an ended one, not another list's).
    expect(new Set(idsOf(cheapest.topPosts))).toEqual(new Set([topDear.id, topCheap.id]));
    // The total is the strict list's: the block adds nothing to it.
    expect(cheapest.pagination).toMatchObject({ totalCount: 5, totalPageCount: 1 });
    // The non-paged form carries the block too.
    expect(new Set(idsOf((await list('searchKeyword=zuikis')).topPosts))).toEqual(new Set([topDear.id, topCheap.id]));
    // A filter applies to the block as to the list.
    expect(idsOf((await list('searchKeyword=zuikis&maxPrice=100&page=1')).topPosts)).toEqual([topCheap.id]);
  });

  it('pages through every ad once, and each page shows another few TOP ads', async () => {
    const owner = await createUser(app);
    const top: number[] = [];
    const all: number[] = [];
    // Bumped times interleave TOP and plain ads; the strict list keeps them interleaved.
    for (let index = 0; index < 22; index += 1) {
      const topAd = await createPost(app, owner, {
        title: `TOP kiškis ${index}`,
        categoryId: 403,
        bumpedAt: new Date(Date.now() - (index * 2 + 1) * 60_000),
        topUntil: future(2),
      });
      const plain = await createPost(app, owner, {
        title: `Kiškis ${index}`,
        categoryId: 403,
        bumpedAt: new Date(Date.now() - (index * 2 + 2) * 60_000),
      });
      top.push(topAd.id);
      all.push(topAd.id, plain.id);
    }
    const page = (number: number) => list(`subCategoryName=sodas-ir-darzas&sort=newest&page=${number}`);
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages[0]?.pagination).toMatchObject({ totalCount: 44, totalPageCount: 3 });
    expect(pages.flatMap((body) => idsOf(body.data))).toEqual(all);
    for (const body of pages) {
      const block = idsOf(body.topPosts);
      expect(block).toHaveLength(TOP_BLOCK_SIZE);
      expect(new Set(block).size).toBe(TOP_BLOCK_SIZE);
      expect(block.every((id) => top.includes(id))).toBe(true);
    }
    // The owner's own list is no public list: no block.
    expect((await list('listTarget=my&page=1', await sessionCookie(app, owner))).topPosts).toBeUndefined();
  });

  it("leaves a signed-in viewer's hidden TOP ad out of the block, and follows an ad write at once", async () => {
    const owner = await createUser(app);
    const hiddenTop = await createPost(app, owner, { title: 'Paslėptas TOP', categoryId: 405, topUntil: future(2) });
    const shownTop = await createPost(app, owner, { title: 'Matomas TOP', categoryId: 405, topUntil: future(2) });
    const viewer = await createUser(app);
    const cookie = await sessionCookie(app, viewer);
    const hide = await app.inject({
      method: 'POST',
      url: '/api/hiddens',
      headers: { cookie },
      payload: { postId: hiddenTop.id },
    });
    expect(hide.statusCode).toBe(200);
    const block = async (who?: string) => {
      const body = await list(`subCategoryName=${await logicalNameOf(405)}&page=1`, who);
      return new Set(idsOf(body.topPosts));
    };
    expect(await block(cookie)).toEqual(new Set([shownTop.id]));
    // A guest's block (the same cached one) still has both: a guest's hidden ads live in the browser.
    expect(await block()).toEqual(new Set([hiddenTop.id, shownTop.id]));
    // The owner deletes the shown ad: gone from the block at once, not after the cache's 10 s.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/posts/delete/${shownTop.id}`,
      headers: { cookie: await sessionCookie(app, owner) },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await block()).toEqual(new Set([hiddenTop.id]));
  });

  it("shows an ad whose owner just bought TOP at once, not after the cached block's 10 s", async () => {
    const owner = await createUser(app);
    const ad = await createPost(app, owner, { title: 'Ką tik iškeltas', categoryId: 406 });
    const block = async () => idsOf((await list(`subCategoryName=${await logicalNameOf(406)}&page=1`)).topPosts);
    expect(await block()).toEqual([]); // now cached, without the ad
    await topUp(app, owner, 1);
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders/createOrder',
      headers: { cookie: await sessionCookie(app, owner) },
      payload: { postId: ad.id, serviceId: 3 },
    });
    expect(order.statusCode).toBe(200);
    expect(await block()).toEqual([ad.id]);
  });

  it('rotates fairly: over n turns each of n TOP ads is in the block equally often', async () => {
    const owner = await createUser(app);
    const top: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      top.push(
        (await createPost(app, owner, { title: `Sukamas TOP ${index}`, categoryId: 404, topUntil: future(2) })).id,
      );
    }
    const where = sql`${posts.categoryId} = 404 and ${posts.topUntil} > now()`;
    const shown = new Map<number, number>();
    for (let turn = 0; turn < top.length; turn += 1) {
      const block = await rotatingPick(app.db, where, TOP_BLOCK_SIZE, 1_000 + turn);
      expect(block).toHaveLength(TOP_BLOCK_SIZE);
      expect(new Set(block).size).toBe(TOP_BLOCK_SIZE);
      for (const id of block) shown.set(id, (shown.get(id) ?? 0) + 1);
    }
    expect([...shown.keys()].sort()).toEqual([...top].sort());
    expect(new Set(shown.values())).toEqual(new Set([TOP_BLOCK_SIZE]));
    // Fewer ads than places: all of them, every turn.
    expect(
      new Set(await rotatingPick(app.db, sql`${posts.id} = any(${`{${top[0]},${top[1]}}`}::int[])`, 3, 5)),
    ).toEqual(new Set([top[0], top[1]]));
  });
});

describe('GET /api/posts/showcase', () => {
  it('shows only the ads that bought it, SHOWCASE_SIZE in turns shared equally among all buyers', async () => {
    const owner = await createUser(app);
    const blockedUser = await createUser(app, { isBlocked: true });
    const buyers: number[] = [];
    for (let index = 0; index < SHOWCASE_SIZE + 1; index += 1) {
      buyers.push(
        (await createPost(app, owner, { title: `Vitrinos skelbimas ${index}`, showcaseUntil: future(5) })).id,
      );
    }
    await createPost(app, owner, { title: 'Pasibaigusi vitrina', showcaseUntil: daysAgo(1) });
    await createPost(app, owner, { title: 'Nepirkęs', topUntil: future(5) });
    await createPost(app, owner, { showcaseUntil: future(5), status: 'expired' });
    await createPost(app, blockedUser, { showcaseUntil: future(5) });

    const response = await app.inject({ method: 'GET', url: '/api/posts/showcase' });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<{ data: Post[] }>(response).data;
    expect(data).toHaveLength(SHOWCASE_SIZE);
    expect(data.every((post) => buyers.includes(post.id) && post.promotion.showcase)).toBe(true);

    const shown = new Map<number, number>();
    for (let turn = 0; turn < buyers.length; turn += 1) {
      const turnPosts = await listShowcase(app.db, app.pictureStorage, turn * ROTATION_TURN_MS);
      for (const post of turnPosts) shown.set(post.id, (shown.get(post.id) ?? 0) + 1);
    }
    expect([...shown.keys()].sort()).toEqual([...buyers].sort());
    expect(new Set(shown.values())).toEqual(new Set([SHOWCASE_SIZE]));
  });
});
