import type { Post } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { posts, users } from '../../db/schema/index.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { runPostExpiry } from '../housekeeping.ts';
import { expireOverduePosts } from './lifecycle.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T = unknown> = {
  succeeded: boolean;
  data: T;
  messages: string[];
  errors: unknown[];
  posts?: Post[];
};

const DAY_MS = 86_400_000;
const past = (days: number) => new Date(Date.now() - days * DAY_MS);
const future = (days: number) => new Date(Date.now() + days * DAY_MS);

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

function inject(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}

const renew = (id: number, cookie?: string) => inject('POST', `/api/posts/renew/${id}`, cookie);

async function rowOf(id: number) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error('post missing');
  return row;
}

const daysLeft = (date: Date | string) => (new Date(date).getTime() - Date.now()) / DAY_MS;

describe('POST /api/posts/renew/{id}', () => {
  it('gives an expired ad 30 more days and makes it active and public again', async () => {
    const { user, cookie } = await signedIn();
    const post = await createPost(app, user, { status: 'expired', expiresAt: past(2), title: 'Pasibaigęs skelbimas' });
    const response = await renew(post.id, cookie);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<Body<Post>>(response);
    expect(body.messages).toEqual(['Skelbimo galiojimas pratęstas 30 dienų.']);
    expect(body.data).toMatchObject({ id: post.id, status: 'active', pictureUploads: [] });
    expect(daysLeft(body.data.expiresAt)).toBeGreaterThan(29.9);
    expect(daysLeft(body.data.expiresAt)).toBeLessThan(30.1);
    // Renewal is free and not a bump: the list position stays.
    expect((await rowOf(post.id)).bumpedAt).toEqual(post.bumpedAt);
    expect((await inject('GET', `/api/posts/single/${post.id}`)).statusCode).toBe(200);
  });

  it('extends an active ad from now', async () => {
    const { user, cookie } = await signedIn();
    const post = await createPost(app, user, { expiresAt: future(3) });
    expect((await renew(post.id, cookie)).statusCode).toBe(200);
    expect(daysLeft((await rowOf(post.id)).expiresAt)).toBeGreaterThan(29.9);
  });

  it('answers 403 to another user, 401 signed out, 404 for a deleted ad; changes nothing', async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner, { status: 'expired', expiresAt: past(1) });
    expect((await renew(post.id, (await signedIn()).cookie)).statusCode).toBe(403);
    expect((await renew(post.id)).statusCode).toBe(401);
    expect(await rowOf(post.id)).toEqual(post);
    const deleted = await createPost(app, owner, { status: 'deleted' });
    expect((await renew(deleted.id, await sessionCookie(app, owner))).statusCode).toBe(404);
  });

  it('refuses a blocked ad with a clear message, even to its owner', async () => {
    const { user, cookie } = await signedIn();
    const post = await createPost(app, user, { status: 'blocked' });
    const response = await renew(post.id, cookie);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).messages).toEqual(['Užblokuoto skelbimo atnaujinti negalima.']);
    expect((await rowOf(post.id)).status).toBe('blocked');
  });

  it("lets a moderator renew someone's ad", async () => {
    const post = await createPost(app, await createUser(app), { status: 'expired', expiresAt: past(1) });
    const moderator = await signedIn({ authRole: 'Moderator' });
    expect((await renew(post.id, moderator.cookie)).statusCode).toBe(200);
    expect((await rowOf(post.id)).status).toBe('active');
  });
});

describe('expiry job', () => {
  it("sets 'expired' on active ads past expiresAt, and only on them", async () => {
    const owner = await createUser(app);
    const overdue = await createPost(app, owner, { expiresAt: past(0.01) });
    const running = await createPost(app, owner, { expiresAt: future(1) });
    const blocked = await createPost(app, owner, { status: 'blocked', expiresAt: past(1) });
    await runPostExpiry(app);
    expect((await rowOf(overdue.id)).status).toBe('expired');
    expect((await rowOf(running.id)).status).toBe('active');
    expect((await rowOf(blocked.id)).status).toBe('blocked');
  });

  it('expires every overdue ad when there are more than one batch holds', async () => {
    const owner = await createUser(app);
    const overdue = await Promise.all([1, 2, 3, 4, 5].map(() => createPost(app, owner, { expiresAt: past(0.5) })));
    const expiredCount = await expireOverduePosts(app.db, 2);
    expect(expiredCount).toBeGreaterThanOrEqual(overdue.length);
    for (const post of overdue) expect((await rowOf(post.id)).status).toBe('expired');
  });
});

describe('category postCount', () => {
  const count = async () => {
    const body = bodyOf<
      Body<{ id: number; postCount: number; childCategories: { id: number; postCount: number }[] }[]>
    >(await inject('GET', '/api/categories/get'));
    const main = body.data.find((c) => c.id === 500);
    return [main?.postCount ?? 0, main?.childCategories.find((c) => c.id === 501)?.postCount ?? 0] as const;
  };

  it('follows ads as they are created, expire, are renewed, deleted, or their user is blocked', async () => {
    const [main, sub] = await count();
    const { user, cookie } = await signedIn();
    const created = await inject('POST', '/api/posts/create', cookie, {
      title: 'Skaičiuojamas skelbimas',
      subCategoryId: 501,
      postType: 'sell',
    });
    expect(created.statusCode).toBe(200);
    const { id } = bodyOf<Body<{ id: number }>>(created).data;
    const second = await createPost(app, user, { categoryId: 501 });
    expect(await count()).toEqual([main + 2, sub + 2]);

    // The date passes: gone from the counts before and after housekeeping marks it. The date is moved by a
    // write here, which no service makes; in life the cached counts end by themselves within
    // SHARED_CACHE_TTL_MS of the date (DECISIONS #50), so the test forgets them as that time would.
    await app.db
      .update(posts)
      .set({ expiresAt: past(0.01) })
      .where(eq(posts.id, id));
    forgetPostCounts(app.db);
    expect(await count()).toEqual([main + 1, sub + 1]);
    await runPostExpiry(app);
    expect(await count()).toEqual([main + 1, sub + 1]);
    expect((await renew(id, cookie)).statusCode).toBe(200);
    expect(await count()).toEqual([main + 2, sub + 2]);

    expect((await inject('DELETE', `/api/posts/delete/${second.id}`, cookie)).statusCode).toBe(200);
    expect(await count()).toEqual([main + 1, sub + 1]);

    // Blocked straight in the table (POST /api/users/BlockUser forgets the counts itself: sharedCache.test.ts).
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    forgetPostCounts(app.db);
    expect(await count()).toEqual([main, sub]);
    // A block that has ended counts the ads again (in life within SHARED_CACHE_TTL_MS of its end, as above).
    await app.db
      .update(users)
      .set({ blockedUntil: past(0.01) })
      .where(eq(users.id, user.id));
    forgetPostCounts(app.db);
    expect(await count()).toEqual([main + 1, sub + 1]);
  });
});

describe('promotion', () => {
  it('public lists put ads with an active TOP first, each part in the chosen order', async () => {
    const owner = await createUser(app);
    const make = (title: string, priceCents: number, overrides: Partial<typeof posts.$inferInsert> = {}) =>
      createPost(app, owner, { title, categoryId: 402, priceCents, ...overrides });
    const plainCheap = await make('Paprastas pigus zuikis', 100);
    const topDear = await make('TOP brangus zuikis', 900, { topUntil: future(3) });
    const topCheap = await make('TOP pigus zuikis', 200, { topUntil: future(3) });
    const endedTop = await make('Pasibaigęs TOP zuikis', 50, { topUntil: past(1) });
    const plainDear = await make('Paprastas brangus zuikis', 800);

    const ids = async (query: string) =>
      (bodyOf<Body>(await inject('GET', `/api/posts/list?searchKeyword=zuikis&${query}`)).posts ?? []).map(
        (post) => post.id,
      );
    expect(await ids('sort=priceAsc')).toEqual([topCheap.id, topDear.id, endedTop.id, plainCheap.id, plainDear.id]);
    expect(await ids('sort=priceDesc')).toEqual([topDear.id, topCheap.id, plainDear.id, plainCheap.id, endedTop.id]);

    const listed = bodyOf<Body>(await inject('GET', '/api/posts/list?searchKeyword=zuikis')).posts ?? [];
    expect(listed.find((post) => post.id === topDear.id)?.promotion.top).toBe(true);
    expect(listed.find((post) => post.id === endedTop.id)?.promotion.top).toBe(false);
  });

  it('pages run through the TOP ads into the rest without repeating or skipping an ad', async () => {
    const owner = await createUser(app);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const make = (title: string, minutes: number, top: boolean) =>
      createPost(app, owner, {
        title,
        categoryId: 403,
        bumpedAt: minutesAgo(minutes),
        topUntil: top ? future(2) : null,
      });
    const top: number[] = [];
    const rest: number[] = [];
    // Bumped times interleave, so only the TOP split (not the date) can put the TOP ads first.
    for (let index = 0; index < 22; index += 1) {
      top.push((await make(`TOP kiškis ${index}`, index * 2, true)).id);
      rest.push((await make(`Kiškis ${index}`, index * 2 + 1, false)).id);
    }
    const page = async (number: number) =>
      bodyOf<Body<Post[]> & { pagination: { totalPageCount: number; totalCount: number } }>(
        await inject(
          'GET',
          `/api/posts/list?subCategoryName=sodas-ir-darzas&searchKeyword=kiskis&sort=newest&page=${number}`,
        ),
      );
    const first = await page(1);
    expect(first.pagination).toMatchObject({ totalCount: 44, totalPageCount: 3 });
    const listed = [first, await page(2), await page(3)].flatMap((body) => body.data.map((post) => post.id));
    expect(listed).toEqual([...top, ...rest]);
    expect((await page(4)).data).toEqual([]);

    // Ranked by relevance (a search's default order; the words rank alike here, then newest first): the
    // candidates' TOP ads first too.
    const ranked = async (number: number) =>
      bodyOf<Body<Post[]> & { pagination: { totalPageCount: number; totalCount: number } }>(
        await inject('GET', `/api/posts/list?subCategoryName=sodas-ir-darzas&searchKeyword=kiskis&page=${number}`),
      );
    const firstRanked = await ranked(1);
    expect(firstRanked.pagination).toMatchObject({ totalCount: 44, totalPageCount: 3 });
    const rankedIds = [firstRanked, await ranked(2), await ranked(3)].flatMap((body) =>
      body.data.map((post) => post.id),
    );
    expect(rankedIds).toEqual([...top, ...rest]);
    expect((await ranked(4)).data).toEqual([]);
  });

  it('GET /api/posts/showcase: public ads with an active showcase, newest bumped first, at most 12', async () => {
    const owner = await createUser(app);
    const blockedUser = await createUser(app, { isBlocked: true });
    const shown: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      const post = await createPost(app, owner, {
        title: `Vitrinos skelbimas ${index}`,
        showcaseUntil: future(5),
        bumpedAt: new Date(Date.now() - index * 60_000),
      });
      shown.push(post.id);
    }
    await createPost(app, owner, { showcaseUntil: past(1) });
    await createPost(app, owner, { showcaseUntil: future(5), status: 'expired' });
    await createPost(app, blockedUser, { showcaseUntil: future(5) });
    await createPost(app, owner, { showcaseUntil: future(5), expiresAt: past(1) });

    const response = await inject('GET', '/api/posts/showcase');
    expect(response.statusCode).toBe(200);
    const data = bodyOf<Body<Post[]>>(response).data;
    expect(data.map((post) => post.id)).toEqual(shown.slice(0, 12));
    expect(data.every((post) => post.promotion.showcase)).toBe(true);
  });
});
