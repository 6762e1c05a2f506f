import type { Post, Seller } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, insertPosts } from '../../../test/factories.ts';

// A seller's public page: GET /api/users/GetSeller/{id} and GET /api/posts/list?sellerId=.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T> = {
  succeeded: boolean;
  data: T;
  messages: string[];
  errors: { property: string; errors: string[] }[];
  pagination?: { page: number; totalPageCount: number; totalCount: number };
};

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function getSeller(id: string) {
  const response = await app.inject({ method: 'GET', url: `/api/users/GetSeller/${id}` });
  return { status: response.statusCode, body: bodyOf<Body<Seller | null>>(response), raw: response.body };
}

async function sellerList(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/posts/list?${query}` });
  return { status: response.statusCode, body: bodyOf<Body<Post[] | null>>(response) };
}

describe('GET /api/users/GetSeller/{id}', () => {
  it("gives the seller's name, member since, confirmed flags and active ad count, and no contact details", async () => {
    const seller = await createUser(app, {
      fullName: ' Ona Onaitė ',
      email: 'ona.seller@example.com',
      emailConfirmed: true,
      phoneNumber: '+37069999001',
      phoneNumberConfirmed: false,
    });
    await createPost(app, seller);
    await createPost(app, seller);
    // None of these is an active ad anyone may see.
    await createPost(app, seller, { status: 'expired' });
    await createPost(app, seller, { status: 'blocked' });
    await createPost(app, seller, { status: 'deleted' });
    await createPost(app, seller, { expiresAt: new Date(Date.now() - DAY) });

    const { status, body, raw } = await getSeller(seller.id);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: seller.id,
      displayName: 'Ona O.',
      pictureUrl: null,
      memberSince: seller.createdAt.toISOString(),
      emailConfirmed: true,
      phoneConfirmed: false,
      activeAdCount: 2,
      replyMinutesMedian: null,
      rating: { average: null, count: 0 },
    });
    expect(raw).not.toContain('ona.seller@example.com');
    expect(raw).not.toContain('69999001');
  });

  it('says no name when the seller gave none, and confirms only a contact the account has', async () => {
    const seller = await createUser(app, { fullName: '   ', phoneNumber: '+37069999002', phoneNumberConfirmed: true });
    const { body } = await getSeller(seller.id);
    expect(body.data).toMatchObject({
      displayName: null,
      pictureUrl: null,
      emailConfirmed: false,
      phoneConfirmed: true,
      activeAdCount: 0,
    });
  });

  it('is 404 for an unknown id', async () => {
    const { status, body } = await getSeller(UNKNOWN_ID);
    expect(status).toBe(404);
    expect(body).toMatchObject({ succeeded: false, data: null, messages: ['Pardavėjas nerastas.'] });
  });

  it('is 404 for a blocked seller while the block lasts, and for a deleted account', async () => {
    const blocked = await createUser(app, { fullName: 'Užblokuotas', isBlocked: true });
    const blockedUntilLater = await createUser(app, {
      fullName: 'Laikinai užblokuotas',
      isBlocked: true,
      blockedUntil: new Date(Date.now() + DAY),
    });
    const blockPassed = await createUser(app, {
      fullName: 'Jau atblokuotas',
      isBlocked: true,
      blockedUntil: new Date(Date.now() - DAY),
    });
    const deleted = await createUser(app, { email: null, phoneNumber: null, deletedAt: new Date() });
    for (const user of [blocked, blockedUntilLater, deleted]) {
      const { status, raw } = await getSeller(user.id);
      expect(status, user.id).toBe(404);
      expect(raw).not.toContain('užblokuotas');
    }
    expect((await getSeller(blockPassed.id)).status).toBe(200);
  });

  it('is 400 with a Lithuanian message on the id for an id that is no uuid', async () => {
    // (A path parameter past 100 characters is the router's 414, as on every route.)
    for (const id of ['abc', '123', `${UNKNOWN_ID}x`, 'x'.repeat(100), "1'%20or%20'1'='1"]) {
      const { status, body } = await getSeller(id);
      expect(status, id).toBe(400);
      expect(body.errors, id).toContainEqual({ property: 'id', errors: ['Netinkamas pardavėjo identifikatorius.'] });
    }
  });
});

describe('GET /api/posts/list?sellerId=', () => {
  it("lists only the seller's active public ads, newest first", async () => {
    const seller = await createUser(app, { fullName: 'Petras' });
    const other = await createUser(app, { fullName: 'Kitas' });
    const now = Date.now();
    const older = await createPost(app, seller, { title: 'Senesnis skelbimas', bumpedAt: new Date(now - 2 * DAY) });
    const newer = await createPost(app, seller, { title: 'Naujesnis skelbimas', bumpedAt: new Date(now - DAY) });
    await createPost(app, seller, { title: 'Pasibaigęs skelbimas', status: 'expired' });
    await createPost(app, seller, { title: 'Užblokuotas skelbimas', status: 'blocked' });
    await createPost(app, seller, { title: 'Ištrintas skelbimas', status: 'deleted' });
    await createPost(app, seller, { title: 'Praėjusios datos', expiresAt: new Date(now - DAY) });
    await createPost(app, other, { title: 'Kito pardavėjo skelbimas' });

    for (const query of [`sellerId=${seller.id}&page=1`, `sellerId=${seller.id}`]) {
      const { status, body } = await sellerList(query);
      expect(status).toBe(200);
      const listed = (body.data ?? (body as unknown as { posts: Post[] }).posts).map((post) => post.id);
      expect(listed, query).toEqual([newer.id, older.id]);
    }
    expect((await sellerList(`sellerId=${seller.id}&page=1`)).body.pagination).toMatchObject({
      totalCount: 2,
      totalPageCount: 1,
    });
  });

  it("lists nothing of a blocked seller's", async () => {
    const seller = await createUser(app, { isBlocked: true });
    await createPost(app, seller);
    const { status, body } = await sellerList(`sellerId=${seller.id}&page=1`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ totalCount: 0 });
  });

  it('pages like every list: 20 an answer, the total counted for this seller alone', async () => {
    const seller = await createUser(app);
    const now = Date.now();
    const rows = await insertPosts(
      app,
      Array.from({ length: 23 }, (_, index) => ({
        categoryId: 101,
        creatorId: seller.id,
        bumpedAt: new Date(now - index * 60_000),
      })),
    );
    const first = await sellerList(`sellerId=${seller.id}&page=1`);
    const second = await sellerList(`sellerId=${seller.id}&page=2`);
    expect(first.body.pagination).toMatchObject({ page: 1, totalCount: 23, totalPageCount: 2 });
    expect(first.body.data?.map((post) => post.id)).toEqual(rows.slice(0, 20).map((row) => row.id));
    expect(second.body.data?.map((post) => post.id)).toEqual(rows.slice(20).map((row) => row.id));
    // The seller's own count agrees with the list (the page's 'N skelbimų').
    expect((await getSeller(seller.id)).body.data?.activeAdCount).toBe(23);
  });

  it('is 400 with a Lithuanian message on sellerId for a sellerId that is no uuid', async () => {
    for (const value of ['abc', '42', 'x'.repeat(300)]) {
      const { status, body } = await sellerList(`sellerId=${value}&page=1`);
      expect(status, value).toBe(400);
      expect(body.errors).toContainEqual({ property: 'sellerId', errors: [expect.any(String)] });
    }
    const { body } = await sellerList('sellerId=abc');
    expect(body.errors).toContainEqual({ property: 'sellerId', errors: ['Netinkamas pardavėjo identifikatorius.'] });
  });
});
