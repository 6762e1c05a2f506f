import { type Order, walletMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { brokenWallets, topUp, walletOf } from '../../../test/wallet.ts';
import { orders, posts, type UserRow } from '../../db/schema/index.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function order(user: UserRow, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/createOrder',
    headers: { cookie: await sessionCookie(app, user) },
    payload,
  });
}

async function postRow(id: number) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error('no post');
  return row;
}

describe('POST /api/orders/createOrder', () => {
  it('buys a service for an own ad from the wallet and switches the promotion on for 7 days', async () => {
    const user = await createUser(app);
    await topUp(app, user, 2);
    const post = await createPost(app, user);
    const response = await order(user, { postId: post.id, serviceId: 3 });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<{ data: Order }>(response).data;
    expect(data).toMatchObject({
      postId: post.id,
      postTitle: post.title,
      name: 'TOP skelbimas',
      packId: null,
      total: 2,
    });
    expect(data.identifier).toBe(`U-${String(data.id).padStart(6, '0')}`);
    expect(data.items).toEqual([
      {
        serviceId: 3,
        code: 'top',
        name: 'TOP skelbimas',
        icon: 'star',
        activeUntil: expect.any(String),
        fulfilment: 'done',
      },
    ]);
    const after = await postRow(post.id);
    const days = ((after.topUntil?.getTime() ?? 0) - Date.parse(data.createdAt)) / DAY_MS;
    expect(days).toBeCloseTo(7, 5);
    expect(await walletOf(app, user.id)).toEqual({ balance: 900, ledger: 900, entries: 2 });
  });

  it('buys a pack as its services; the Facebook post waits for an administrator', async () => {
    const user = await createUser(app);
    await topUp(app, user, 2);
    const post = await createPost(app, user, { bumpedAt: new Date(Date.now() - 10 * DAY_MS) });
    const response = await order(user, { postId: post.id, packId: 3 });
    expect(response.statusCode).toBe(200);
    const data = bodyOf<{ data: Order }>(response).data;
    expect(data).toMatchObject({ name: 'Maksimalus', packId: 3, total: 7 });
    expect(data.items.map((item) => [item.code, item.fulfilment])).toEqual([
      ['homepage', 'done'],
      ['top', 'done'],
      ['highlight', 'done'],
      ['autoBump', 'done'],
      ['facebook', 'waiting'],
    ]);
    const after = await postRow(post.id);
    for (const until of [after.showcaseUntil, after.topUntil, after.highlightedUntil, after.autoBumpUntil]) {
      expect(until?.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    }
    // Automatic bumping bumps at once.
    expect(after.bumpedAt.getTime()).toBeGreaterThan(post.bumpedAt.getTime());
    expect(await walletOf(app, user.id)).toMatchObject({ balance: 400, ledger: 400 });
  });

  it('extends a running promotion when bought again', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    const post = await createPost(app, user);
    await order(user, { postId: post.id, serviceId: 6 });
    const first = (await postRow(post.id)).urgentUntil?.getTime() ?? 0;
    await order(user, { postId: post.id, serviceId: 6 });
    const second = (await postRow(post.id)).urgentUntil?.getTime() ?? 0;
    expect((second - first) / DAY_MS).toBeCloseTo(7, 5);
  });

  it('refuses with 402 and writes nothing when the balance cannot cover it', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    const post = await createPost(app, user);
    expect((await order(user, { postId: post.id, packId: 3 })).statusCode).toBe(402);
    const response = await order(user, { postId: post.id, packId: 3 });
    expect(bodyOf(response)).toMatchObject({
      succeeded: false,
      messages: [walletMessages.insufficientBalance('2,00 €')],
    });
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
    expect(await app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect((await postRow(post.id)).showcaseUntil).toBeNull();
  });

  it("refuses someone else's ad, an inactive ad and unknown services, charging nothing", async () => {
    const owner = await createUser(app);
    const buyer = await createUser(app);
    await topUp(app, buyer, 2);
    const foreign = await createPost(app, owner);
    const denied = await order(buyer, { postId: foreign.id, serviceId: 1 });
    expect(denied.statusCode).toBe(403);
    expect(bodyOf(denied).messages).toEqual([walletMessages.notYourPost]);
    const expired = await createPost(app, buyer, { status: 'expired' });
    const inactive = await order(buyer, { postId: expired.id, serviceId: 1 });
    expect(inactive.statusCode).toBe(400);
    expect(bodyOf(inactive).messages).toEqual([walletMessages.postNotActive]);
    const own = await createPost(app, buyer);
    const unknown = await order(buyer, { postId: own.id, serviceId: 99 });
    expect(bodyOf(unknown).errors).toEqual([{ property: 'serviceId', errors: [walletMessages.serviceNotFound] }]);
    const both = await order(buyer, { postId: own.id, serviceId: 1, packId: 1 });
    expect(both.statusCode).toBe(400);
    expect((await order(buyer, { postId: 2_000_000_000, serviceId: 1 })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/orders/createOrder', payload: { postId: own.id, serviceId: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(await walletOf(app, buyer.id)).toEqual({ balance: 1100, ledger: 1100, entries: 1 });
  });

  it('20 concurrent orders against a balance for 5 make exactly 5 orders, and the balance ends at 0', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    const ads = await Promise.all(Array.from({ length: 20 }, () => createPost(app, user)));
    // Paryškinimas costs 1,00 €: 5,00 € covers five.
    const responses = await Promise.all(ads.map((ad) => order(user, { postId: ad.id, serviceId: 2 })));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 402)).toHaveLength(15);
    expect(await walletOf(app, user.id)).toEqual({ balance: 0, ledger: 0, entries: 6 });
    expect(await app.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(5);
    expect(await brokenWallets(app)).toEqual([]);
  });
});

describe('GET /api/orders/getOrder/{id}', () => {
  it('shows an order to its buyer, moderators and administrators only', async () => {
    const buyer = await createUser(app);
    await topUp(app, buyer, 1);
    const post = await createPost(app, buyer);
    const { id } = bodyOf<{ data: Order }>(await order(buyer, { postId: post.id, serviceId: 1 })).data;
    const read = async (viewer: UserRow) =>
      app.inject({
        method: 'GET',
        url: `/api/orders/getOrder/${id}`,
        headers: { cookie: await sessionCookie(app, viewer) },
      });
    expect(bodyOf<{ data: Order }>(await read(buyer)).data.id).toBe(id);
    expect((await read(await createUser(app, { authRole: 'Moderator' }))).statusCode).toBe(200);
    const other = await read(await createUser(app));
    expect(other.statusCode).toBe(404);
    expect(bodyOf(other).messages).toEqual([walletMessages.orderNotFound]);
  });
});

describe('administrator tasks (the Facebook-group post)', () => {
  it('lists waiting tasks to administrators and lets one mark a task done, once', async () => {
    const buyer = await createUser(app);
    const admin = await createUser(app, { authRole: 'Administrator' });
    await topUp(app, buyer, 1);
    const post = await createPost(app, buyer);
    const { data } = bodyOf<{ data: Order }>(await order(buyer, { postId: post.id, serviceId: 7 }));
    const call = async (user: UserRow, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { cookie: await sessionCookie(app, user) } });
    expect((await call(buyer, 'GET', '/api/orders/GetWaitingTasks')).statusCode).toBe(403);
    const tasks = bodyOf<{ data: { orderItemId: number; orderId: number; postTitle: string }[] }>(
      await call(admin, 'GET', '/api/orders/GetWaitingTasks'),
    ).data;
    const task = tasks.find((candidate) => candidate.orderId === data.id);
    expect(task).toMatchObject({ postTitle: post.title });
    const orderItemId = task?.orderItemId ?? 0;
    expect((await call(buyer, 'POST', '/api/orders/CompleteTask', { orderItemId })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/orders/CompleteTask', { orderItemId })).statusCode).toBe(200);
    expect((await call(admin, 'POST', '/api/orders/CompleteTask', { orderItemId })).statusCode).toBe(404);
    const after = bodyOf<{ data: Order }>(await call(buyer, 'GET', `/api/orders/getOrder/${data.id}`)).data;
    expect(after.items[0]?.fulfilment).toBe('done');
  });
});
