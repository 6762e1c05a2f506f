import { errorMessages, postMessages, type SavedPost, savedLimits, savedMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, insertPosts, sessionCookie } from '../../../test/factories.ts';
import { favoritePosts, hiddenPosts, posts } from '../../db/schema/index.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body = {
  succeeded: boolean;
  data: unknown;
  messages: string[];
  errors: { property: string; errors: string[] }[];
  postIds?: SavedPost[];
  postId?: number;
};

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: bodyOf<Body>(response) };
}

const idsOf = (body: Body) => (body.postIds ?? []).map((saved) => saved.postId);

// The two sets behave alike; each runs the same tests under its own path.
describe.each([
  { path: '/api/favorites', table: favoritePosts },
  { path: '/api/hiddens', table: hiddenPosts },
] as const)('$path', ({ path, table }) => {
  it('answers 401 to guests on every call', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    for (const [method, url, payload] of [
      ['GET', path, undefined],
      ['POST', path, { postId: post.id }],
      ['DELETE', `${path}/${post.id}`, undefined],
    ] as const) {
      const { status, body } = await call(method, url, undefined, payload);
      expect(status).toBe(401);
      expect(body).toMatchObject({ succeeded: false, messages: [errorMessages.unauthorized] });
    }
  });

  it('adds, lists newest first with ISO dates, and removes', async () => {
    const seller = await createUser(app);
    const [first, second] = await insertPosts(app, [
      { categoryId: 101, creatorId: seller.id },
      { categoryId: 101, creatorId: seller.id },
    ]);
    if (!first || !second) throw new Error('posts not created');
    const { cookie } = await signedIn();

    expect(await call('GET', path, cookie)).toEqual({
      status: 200,
      body: { succeeded: true, data: null, messages: [], errors: [], postIds: [] },
    });
    // Saved in the opposite order of their ids, so the order below is the saving order.
    const added = await call('POST', path, cookie, { postId: second.id });
    expect(added).toEqual({
      status: 200,
      body: { succeeded: true, data: null, messages: [], errors: [], postId: second.id },
    });
    await call('POST', path, cookie, { postId: first.id });

    const listed = await call('GET', path, cookie);
    expect(idsOf(listed.body)).toEqual([first.id, second.id]);
    for (const saved of listed.body.postIds ?? []) {
      expect(new Date(saved.createdAt).toISOString()).toBe(saved.createdAt);
    }

    const removed = await call('DELETE', `${path}/${first.id}`, cookie);
    expect(removed).toEqual({
      status: 200,
      body: { succeeded: true, data: null, messages: [], errors: [], postId: first.id },
    });
    expect(idsOf((await call('GET', path, cookie)).body)).toEqual([second.id]);
  });

  it('adding twice keeps the first date; removing what is absent is harmless', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    const { cookie } = await signedIn();

    await call('POST', path, cookie, { postId: post.id });
    const before = (await call('GET', path, cookie)).body.postIds;
    const again = await call('POST', path, cookie, { postId: String(post.id) });
    expect(again.status).toBe(200);
    expect(again.body.postId).toBe(post.id);
    expect((await call('GET', path, cookie)).body.postIds).toEqual(before);

    expect((await call('DELETE', `${path}/${post.id}`, cookie)).status).toBe(200);
    const twice = await call('DELETE', `${path}/${post.id}`, cookie);
    expect(twice.status).toBe(200);
    expect(twice.body.postId).toBe(post.id);
    expect((await call('DELETE', `${path}/999999`, cookie)).status).toBe(200);
    expect(idsOf((await call('GET', path, cookie)).body)).toEqual([]);
  });

  it('refuses unknown, deleted and unseen ads with 404, and malformed ids with 400', async () => {
    const seller = await createUser(app);
    const deleted = await createPost(app, seller, { status: 'deleted' });
    const blocked = await createPost(app, seller, { status: 'blocked' });
    const expired = await createPost(app, seller, { expiresAt: new Date(Date.now() - 1000) });
    const { cookie } = await signedIn();

    for (const postId of [999999, deleted.id, blocked.id, expired.id]) {
      const { status, body } = await call('POST', path, cookie, { postId });
      expect(status).toBe(404);
      expect(body.messages).toEqual([postMessages.notFound]);
    }
    for (const postId of ['abc', 0, -3]) {
      const { status, body } = await call('POST', path, cookie, { postId });
      expect(status).toBe(400);
      expect(body.errors.map((error) => error.property)).toEqual(['postId']);
    }
    expect((await call('DELETE', `${path}/abc`, cookie)).status).toBe(400);
    expect(idsOf((await call('GET', path, cookie)).body)).toEqual([]);
  });

  it("keeps one user's set apart from another's", async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    const jonas = await signedIn();
    const ona = await signedIn();

    await call('POST', path, jonas.cookie, { postId: post.id });
    expect(idsOf((await call('GET', path, ona.cookie)).body)).toEqual([]);
    // Ona removing the same ad changes only her own (empty) set.
    expect((await call('DELETE', `${path}/${post.id}`, ona.cookie)).status).toBe(200);
    expect(idsOf((await call('GET', path, jonas.cookie)).body)).toEqual([post.id]);

    await call('POST', path, ona.cookie, { postId: post.id });
    await call('DELETE', `${path}/${post.id}`, jonas.cookie);
    expect(idsOf((await call('GET', path, jonas.cookie)).body)).toEqual([]);
    expect(idsOf((await call('GET', path, ona.cookie)).body)).toEqual([post.id]);
  });

  it("lists only ads still visible, plus the user's own, and the own ads can be saved unseen by others", async () => {
    const seller = await createUser(app);
    const { user, cookie } = await signedIn();
    const others = await createPost(app, seller);
    const own = await createPost(app, user, { status: 'blocked' });
    await call('POST', path, cookie, { postId: others.id });
    expect((await call('POST', path, cookie, { postId: own.id })).status).toBe(200);
    expect(idsOf((await call('GET', path, cookie)).body).sort()).toEqual([others.id, own.id].sort());

    // A moderator blocks the other seller's ad: it drops out, and comes back when visible again.
    await app.db.update(posts).set({ status: 'blocked' }).where(eq(posts.id, others.id));
    expect(idsOf((await call('GET', path, cookie)).body)).toEqual([own.id]);
    await app.db.update(posts).set({ status: 'active' }).where(eq(posts.id, others.id));
    expect(idsOf((await call('GET', path, cookie)).body).sort()).toEqual([others.id, own.id].sort());
  });

  it('matches the paths however they are cased', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    const { cookie } = await signedIn();
    const upper = path.toUpperCase();
    expect((await call('POST', `${upper}/`, cookie, { postId: post.id })).status).toBe(200);
    expect(idsOf((await call('GET', `${upper}/`, cookie)).body)).toEqual([post.id]);
    expect((await call('DELETE', `${upper}/${post.id}/`, cookie)).status).toBe(200);
  });

  it(`refuses a new ad when the set holds ${savedLimits.perUser}`, async () => {
    const seller = await createUser(app);
    const { user, cookie } = await signedIn();
    const rows = await insertPosts(
      app,
      Array.from({ length: savedLimits.perUser + 1 }, () => ({ categoryId: 101, creatorId: seller.id })),
    );
    const [extra, ...kept] = rows;
    if (!extra) throw new Error('posts not created');
    await app.db.insert(table).values(kept.map((post) => ({ userId: user.id, postId: post.id })));

    const refused = await call('POST', path, cookie, { postId: extra.id });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual([
      path === '/api/favorites' ? savedMessages.favoritesFull : savedMessages.hiddenFull,
    ]);
    // An ad already in the full set is still harmless to add again.
    expect((await call('POST', path, cookie, { postId: kept[0]?.id })).status).toBe(200);
  });
});

describe('the two sets', () => {
  it('are independent of each other', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    const { cookie } = await signedIn();
    await call('POST', '/api/favorites', cookie, { postId: post.id });
    expect(idsOf((await call('GET', '/api/hiddens', cookie)).body)).toEqual([]);
    await call('POST', '/api/hiddens', cookie, { postId: post.id });
    await call('DELETE', `/api/favorites/${post.id}`, cookie);
    expect(idsOf((await call('GET', '/api/hiddens', cookie)).body)).toEqual([post.id]);
  });
});

describe('OpenAPI', () => {
  it('documents both sets and the report call', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(bodyOf<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/favorites',
        '/api/favorites/{postId}',
        '/api/hiddens',
        '/api/hiddens/{postId}',
        '/api/postreports/createpostreport',
      ]),
    );
  });
});
