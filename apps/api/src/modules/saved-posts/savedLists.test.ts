import { errorMessages, type Post, savedLimits, savedMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';

// GET /api/posts/list with the favorites and hidden targets, the public target without the viewer's hidden
// ads, and the postIds filter. Every ad here is in its own subcategory per test, so other tests' ads never mix in.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body = {
  succeeded: boolean;
  messages: string[];
  errors: { property: string; errors: string[] }[];
  data: Post[] | null;
  posts?: Post[];
  pagination?: { page: number; totalPageCount: number; totalCount: number };
};

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

async function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: bodyOf<Body>(response) };
}

const idsOf = (body: Body) => (body.posts ?? body.data ?? []).map((post) => post.id);
const list = (query: string, cookie?: string) => call('GET', `/api/posts/list?${query}`, cookie);
const save = (kind: 'favorites' | 'hiddens', postId: number, cookie: string) =>
  call('POST', `/api/${kind}`, cookie, { postId });
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Four ads of one seller in subcategory `categoryId`, bumped 1..4 days ago (a newest). */
async function fourAds(categoryId: number, seller: UserRow) {
  const make = (title: string, bumpedDaysAgo: number, price: number) =>
    createPost(app, seller, { categoryId, title, bumpedAt: days(bumpedDaysAgo), priceCents: price * 100 });
  return {
    a: await make('Senas medinis stalas', 1, 40),
    b: await make('Kalnų dviratis vaikams', 2, 90),
    c: await make('Sodo kėdės, keturios', 3, 25),
    d: await make('Knygų lentyna', 4, 15),
  };
}

describe.each([
  { target: 'favorites', kind: 'favorites', categoryId: 601, sub: 'renginiai-ir-bilietai' },
  { target: 'hidden', kind: 'hiddens', categoryId: 602, sub: 'sportas-ir-turizmas' },
] as const)('listTarget=$target', ({ target, kind, categoryId, sub }) => {
  let ads: Awaited<ReturnType<typeof fourAds>>;
  let viewer: Awaited<ReturnType<typeof signedIn>>;
  const inSub = `subCategoryName=${sub}`;

  beforeAll(async () => {
    ads = await fourAds(categoryId, await createUser(app));
    viewer = await signedIn();
    // Saved in an order unlike both the ids and the bump dates.
    for (const post of [ads.c, ads.a, ads.d]) await save(kind, post.id, viewer.cookie);
  });

  it('answers 401 to guests', async () => {
    const { status, body } = await list(`listTarget=${target}`);
    expect(status).toBe(401);
    expect(body.messages).toEqual([errorMessages.unauthorized]);
  });

  it('lists the set newest-saved first, paged with the other filters', async () => {
    expect(idsOf((await list(`listTarget=${target}`, viewer.cookie)).body)).toEqual([ads.d.id, ads.a.id, ads.c.id]);

    const paged = await list(`listTarget=${target}&page=1`, viewer.cookie);
    expect(idsOf(paged.body)).toEqual([ads.d.id, ads.a.id, ads.c.id]);
    expect(paged.body.pagination).toMatchObject({ page: 1, totalPageCount: 1, totalCount: 3 });

    // An explicit sort wins over the saving order.
    expect(idsOf((await list(`listTarget=${target}&sort=newest`, viewer.cookie)).body)).toEqual([
      ads.a.id,
      ads.c.id,
      ads.d.id,
    ]);
    expect(idsOf((await list(`listTarget=${target}&sort=priceDesc`, viewer.cookie)).body)).toEqual([
      ads.a.id,
      ads.c.id,
      ads.d.id,
    ]);
    expect(idsOf((await list(`listTarget=${target}&maxPrice=30&page=1`, viewer.cookie)).body)).toEqual([
      ads.d.id,
      ads.c.id,
    ]);
    expect(idsOf((await list(`listTarget=${target}&searchKeyword=stalas`, viewer.cookie)).body)).toEqual([ads.a.id]);
    expect(idsOf((await list(`listTarget=${target}&postIds=${ads.a.id},${ads.b.id}`, viewer.cookie)).body)).toEqual([
      ads.a.id,
    ]);
  });

  it("shows nobody else's set", async () => {
    const other = await signedIn();
    expect(idsOf((await list(`listTarget=${target}`, other.cookie)).body)).toEqual([]);
  });

  it("drops ads no longer visible, but keeps the user's own", async () => {
    const own = await createPost(app, viewer.user, { categoryId, status: 'expired' });
    await save(kind, own.id, viewer.cookie);
    await app.db.update(posts).set({ status: 'blocked' }).where(eq(posts.id, ads.d.id));
    try {
      expect(idsOf((await list(`listTarget=${target}&${inSub}`, viewer.cookie)).body)).toEqual([
        own.id,
        ads.a.id,
        ads.c.id,
      ]);
    } finally {
      await app.db.update(posts).set({ status: 'active' }).where(eq(posts.id, ads.d.id));
      await app.inject({ method: 'DELETE', url: `/api/${kind}/${own.id}`, headers: { cookie: viewer.cookie } });
    }
  });
});

describe('listTarget=public', () => {
  it("leaves out the signed-in viewer's hidden ads, for that viewer only", async () => {
    const ads = await fourAds(603, await createUser(app));
    const hider = await signedIn();
    const other = await signedIn();
    await save('hiddens', ads.b.id, hider.cookie);
    // A favourite is not hidden.
    await save('favorites', ads.c.id, hider.cookie);

    const all = [ads.a.id, ads.b.id, ads.c.id, ads.d.id];
    const query = 'subCategoryName=muzikos-instrumentai';
    expect(idsOf((await list(query, hider.cookie)).body)).toEqual([ads.a.id, ads.c.id, ads.d.id]);
    expect(idsOf((await list(`${query}&page=1`, hider.cookie)).body)).toEqual([ads.a.id, ads.c.id, ads.d.id]);
    expect(idsOf((await list(query, other.cookie)).body)).toEqual(all);
    expect(idsOf((await list(query)).body)).toEqual(all);

    // The sets themselves still list a hidden ad: a bookmarked ad that is also hidden stays bookmarked.
    await save('favorites', ads.b.id, hider.cookie);
    expect(idsOf((await list('listTarget=favorites', hider.cookie)).body)).toEqual([ads.b.id, ads.c.id]);
    expect(idsOf((await list('listTarget=hidden', hider.cookie)).body)).toEqual([ads.b.id]);

    await app.inject({ method: 'DELETE', url: `/api/hiddens/${ads.b.id}`, headers: { cookie: hider.cookie } });
    expect(idsOf((await list(query, hider.cookie)).body)).toEqual(all);
  });

  it("keeps the owner's hidden own ads in their 'my' list", async () => {
    const { user, cookie } = await signedIn();
    const own = await createPost(app, user, { categoryId: 605 });
    await save('hiddens', own.id, cookie);
    expect(idsOf((await list('listTarget=my', cookie)).body)).toEqual([own.id]);
    expect(idsOf((await list('subCategoryName=kolekcionavimas', cookie)).body)).toEqual([]);
  });
});

describe('postIds', () => {
  it("restricts a guest's public list to the named ads (how a guest lists the sets kept in the browser)", async () => {
    const ads = await fourAds(604, await createUser(app));
    const blocked = await createPost(app, await createUser(app), { categoryId: 604, status: 'blocked' });

    const named = await list(`postIds=${ads.d.id},${ads.b.id},${blocked.id},999999`);
    expect(named.status).toBe(200);
    expect(idsOf(named.body)).toEqual([ads.b.id, ads.d.id]);
    // Repeated parameters and duplicates work too; the paged form counts only the named ads.
    const paged = await list(`listTarget=public&postIds=${ads.a.id}&postIds=${ads.a.id},${ads.c.id}&page=1`);
    expect(idsOf(paged.body)).toEqual([ads.a.id, ads.c.id]);
    expect(paged.body.pagination).toMatchObject({ totalCount: 2, totalPageCount: 1 });
    // Blank means no restriction, like the other filters.
    expect(idsOf((await list('subCategoryName=knygos&postIds=')).body)).toEqual([
      ads.a.id,
      ads.b.id,
      ads.c.id,
      ads.d.id,
    ]);
    // It narrows the signed-in targets as well.
    const seller = await signedIn();
    const own = await createPost(app, seller.user, { categoryId: 604 });
    await createPost(app, seller.user, { categoryId: 604 });
    expect(idsOf((await list(`listTarget=my&postIds=${own.id},${ads.a.id}`, seller.cookie)).body)).toEqual([own.id]);
  });

  it('refuses ids that are not positive integers, and more than the limit', async () => {
    const malformed = await list('postIds=5,abc,-1');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.map((error) => error.property).sort()).toEqual(['postIds.1', 'postIds.2']);

    const ids = Array.from({ length: savedLimits.postIdsPerQuery + 1 }, (_, i) => i + 1).join(',');
    const tooMany = await list(`postIds=${ids}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ property: 'postIds', errors: [savedMessages.tooManyPostIds] }]);

    const exactly = Array.from({ length: savedLimits.postIdsPerQuery }, (_, i) => i + 1).join(',');
    expect((await list(`postIds=${exactly}`)).status).toBe(200);
  });
});
