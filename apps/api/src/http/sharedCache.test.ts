import { MODERATOR_ROLE } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../test/factories.ts';

// The in-process cache of answers that are the same for everyone (sharedCache.ts) and their HTTP validators
// (sharedAnswer.ts), through the real app on the test's database.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type Tree = { id: number; postCount: number; childCategories: { id: number; postCount: number }[] }[];

function inject(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}

/** [main category 400's count, subcategory 401's count] as the public tree shows them. */
async function counts(): Promise<[number, number]> {
  const response = await inject('GET', '/api/categories/get');
  expect(response.statusCode).toBe(200);
  const main = bodyOf<{ data: Tree }>(response).data.find((category) => category.id === 400);
  return [main?.postCount ?? -1, main?.childCategories.find((sub) => sub.id === 401)?.postCount ?? -1];
}

describe('cached answers for everyone', () => {
  it.each([
    '/api/categories/get',
    '/api/settings/get',
    '/api/advertservices/getadvertservices',
    '/api/advertservices/getadvertservicepacks',
    '/api/payments/GetTopUpOptions',
  ])('%s: the second answer is the first one, read without a database query', async (url) => {
    const first = await inject('GET', url);
    expect(first.statusCode).toBe(200);
    const select = vi.spyOn(app.db, 'select');
    const execute = vi.spyOn(app.db, 'execute');
    try {
      const second = await inject('GET', url);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(select).not.toHaveBeenCalled();
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });

  it('shows an ad created, deleted or blocked through the API in the counts at once', async () => {
    const [main, sub] = await counts();
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const created = await inject('POST', '/api/posts/create', cookie, {
      title: 'Skaičiuojama spinta',
      subCategoryId: 401,
      postType: 'sell',
    });
    expect(created.statusCode).toBe(200);
    const { id } = bodyOf<{ data: { id: number } }>(created).data;
    expect(await counts()).toEqual([main + 1, sub + 1]);

    expect((await inject('DELETE', `/api/posts/delete/${id}`, cookie)).statusCode).toBe(200);
    expect(await counts()).toEqual([main, sub]);

    // A moderator blocks an ad, then its seller: both leave the counts at once, and come back when unblocked.
    const moderator = await createUser(app, { authRole: MODERATOR_ROLE });
    const staff = await sessionCookie(app, moderator);
    const post = await createPost(app, user, { categoryId: 401 });
    expect(await counts()).toEqual([main + 1, sub + 1]);
    const blockPost = await inject('POST', '/api/posts/BlockPost', staff, { postId: post.id, reason: 'Netinka' });
    expect(blockPost.statusCode).toBe(200);
    expect(await counts()).toEqual([main, sub]);
    expect((await inject('POST', '/api/posts/UnblockPost', staff, { postId: post.id })).statusCode).toBe(200);
    expect(await counts()).toEqual([main + 1, sub + 1]);
    const block = { targetUserId: user.id, isBlocked: true, reason: 'Sukčiavimas' };
    expect((await inject('POST', '/api/users/BlockUser', staff, block)).statusCode).toBe(200);
    expect(await counts()).toEqual([main, sub]);
    const unblock = { targetUserId: user.id, isBlocked: false };
    expect((await inject('POST', '/api/users/BlockUser', staff, unblock)).statusCode).toBe(200);
    expect(await counts()).toEqual([main + 1, sub + 1]);
  });
});

describe('HTTP validators on answers for everyone', () => {
  it('tags the tree with a weak ETag, public and revalidated; a matching If-None-Match gets 304 without a body', async () => {
    const first = await inject('GET', '/api/categories/get');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await app.inject({ method: 'GET', url: '/api/categories/get', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await app.inject({
      method: 'GET',
      url: '/api/categories/get',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('gives the same tag to the brotli, gzip and plain answers, and 304 to a client that accepts compression', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/api/categories/get',
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await app.inject({
      method: 'GET',
      url: '/api/categories/get',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/categories/get',
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('changes the tag when the counts change', async () => {
    const before = (await inject('GET', '/api/categories/get')).headers.etag;
    await createPost(app, await createUser(app), { categoryId: 402 });
    const after = await app.inject({
      method: 'GET',
      url: '/api/categories/get',
      headers: { 'if-none-match': String(before) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('leaves answers that depend on the visitor unmarked', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const list = await inject('GET', '/api/posts/list', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).toBeUndefined();
    expect(String(list.headers['cache-control'] ?? '')).not.toContain('public');
  });
});
