import type { Paged, Transaction } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { reportTestOutcome, startTopUp, topUp } from '../../../test/wallet.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { createOrder } from '../orders/orders.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let user: UserRow;
let failedPaymentId: number;
let postTitle: string;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  await topUp(app, user, 2);
  const failed = await startTopUp(app, user, 1);
  await reportTestOutcome(app, failed.id, failed.token, 4);
  failedPaymentId = failed.id;
  const post = await createPost(app, user, { title: 'Dviratis Kalkhoff' });
  postTitle = post.title;
  await createOrder(app.db, user, { postId: post.id, serviceId: 3 });
  // Someone else's history never shows.
  const other = await createUser(app);
  await topUp(app, other, 1);
});
afterAll(async () => {
  await app?.close();
});

async function list(query = '', viewer = user) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/transactions/GetTransactions${query}`,
    headers: { cookie: await sessionCookie(app, viewer) },
  });
  return { status: response.statusCode, body: bodyOf<Paged<Transaction> & { data: Transaction[] }>(response) };
}

describe('GET /api/transactions/GetTransactions', () => {
  it("lists the user's top-ups and orders, newest first, with what each did to the wallet", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.map((row) => [row.type, row.amount])).toEqual([
      ['order', -2],
      ['payment', 0],
      ['payment', 11],
    ]);
    expect(body.data[0]?.order).toMatchObject({ postTitle, name: 'TOP skelbimas' });
    expect(body.data[1]?.payment).toMatchObject({ id: failedPaymentId, status: 4 });
    expect(body.pagination).toEqual({ page: 1, pageSize: 20, totalPageCount: 1, totalCount: 3 });
  });

  it('filters by type, status and keyword', async () => {
    expect((await list('?type=order')).body.data.map((row) => row.type)).toEqual(['order']);
    expect((await list('?type=payment')).body.pagination.totalCount).toBe(2);
    expect((await list('?status=4')).body.data.map((row) => row.payment?.id)).toEqual([failedPaymentId]);
    expect((await list('?searchKeyword=kalkhoff')).body.data.map((row) => row.type)).toEqual(['order']);
    const identifier = `P-${String(failedPaymentId).padStart(6, '0')}`;
    expect((await list(`?searchKeyword=${identifier}`)).body.data.map((row) => row.payment?.id)).toEqual([
      failedPaymentId,
    ]);
    expect((await list('?searchKeyword=%25')).body.data).toEqual([]);
  });

  it('filters by Vilnius dates', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });
    expect((await list(`?dateFrom=${today}&dateTo=${today}`)).body.pagination.totalCount).toBe(3);
    expect((await list('?dateTo=2020-01-01')).body.pagination.totalCount).toBe(0);
  });

  it('pages by 20', async () => {
    const busy = await createUser(app);
    for (let index = 0; index < 21; index += 1) await startTopUp(app, busy, 1);
    const first = await list('', busy);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.pagination).toMatchObject({ totalPageCount: 2, totalCount: 21 });
    expect((await list('?page=2', busy)).body.data).toHaveLength(1);
  });

  it('refuses guests and bad filters', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/transactions/GetTransactions' })).statusCode).toBe(401);
    expect((await list('?type=gift')).status).toBe(400);
    expect((await list('?dateFrom=vakar')).status).toBe(400);
  });
});

describe('hostile filters', () => {
  it('answers 400, not 500, for a NUL in the keyword and out-of-range pages', async () => {
    expect((await list('?searchKeyword=a%00b')).status).toBe(400);
    expect((await list('?page=2147483648')).status).toBe(400);
  });
});

describe('scope=all (the dashboard)', () => {
  it("gives administrators everyone's, or one user's, with the provider filter", async () => {
    const admin = await createUser(app, { authRole: 'Administrator' });
    const everyone = await list('?scope=all', admin);
    expect(everyone.status).toBe(200);
    // The other users' top-ups (beforeAll's and the paging test's) are in it besides the user's own.
    const own = (await list('')).body.pagination.totalCount;
    expect(everyone.body.pagination.totalCount).toBeGreaterThan(own + 1);

    const one = await list(`?scope=all&userId=${user.id}`, admin);
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(one.body.data.every((row) => (row.payment ?? row.order)?.userId === user.id)).toBe(true);

    expect(
      (await list('?scope=all&provider=test', admin)).body.data.every((row) => row.payment?.provider === 'test'),
    ).toBe(true);
    expect((await list('?scope=all&provider=stripe', admin)).body.data).toEqual([]);
    // Not a user id at all (the fuzz suite's 'Jonas Jonaitis'): refused on the field, not a server error.
    const named = await list('?scope=all&userId=Jonas%20Jonaitis', admin);
    expect(named.status).toBe(400);
    expect(named.body.errors[0]?.property).toBe('userId');
  });

  it('refuses moderators and ordinary users (403), and userId never widens the own scope', async () => {
    const moderator = await createUser(app, { authRole: 'Moderator' });
    expect((await list('?scope=all', moderator)).status).toBe(403);
    expect((await list('?scope=all', user)).status).toBe(403);
    const stranger = await createUser(app);
    const own = await list(`?userId=${user.id}`, stranger);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
  });
});
