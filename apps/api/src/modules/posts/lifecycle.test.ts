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
