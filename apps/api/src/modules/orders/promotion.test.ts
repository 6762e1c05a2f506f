import type { Post } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import { createOrder } from './orders.service.ts';
import { runAutoBumps, vilniusDay } from './promotion.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** 10:00 in Vilnius today (winter +02:00, summer 11:00): hours can be added without crossing midnight. */
const morning = () => new Date(`${vilniusDay(new Date())}T10:00:00+02:00`);

async function promotionOf(postId: number) {
  const response = await app.inject({ method: 'GET', url: `/api/posts/single/${postId}` });
  return bodyOf<{ data: Post }>(response).data.promotion;
}

describe('promotions end by themselves (clock injected)', () => {
  it('a TOP bought 8 days ago has ended; one bought 6 days ago still runs', async () => {
    const user = await createUser(app);
    await topUp(app, user, 2);
    const old = await createPost(app, user);
    const recent = await createPost(app, user);
    await createOrder(app.db, user, { postId: old.id, serviceId: 3 }, new Date(Date.now() - 8 * DAY_MS));
    await createOrder(app.db, user, { postId: recent.id, serviceId: 3 }, new Date(Date.now() - 6 * DAY_MS));
    expect((await promotionOf(old.id)).top).toBe(false);
    expect((await promotionOf(recent.id)).top).toBe(true);
  });

  it('buying again after the end starts 7 fresh days, not from the old end', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    const post = await createPost(app, user);
    await createOrder(app.db, user, { postId: post.id, serviceId: 6 }, new Date(Date.now() - 20 * DAY_MS));
    const now = new Date();
    const order = await createOrder(app.db, user, { postId: post.id, serviceId: 6 }, now);
    const until = Date.parse(order.items[0]?.activeUntil ?? '');
    expect((until - now.getTime()) / DAY_MS).toBeCloseTo(7, 5);
  });
});

describe('automatic bumping', () => {
  it('bumps once per Vilnius day while it runs, however often the job runs', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    const post = await createPost(app, user);
    const bought = morning();
    await createOrder(app.db, user, { postId: post.id, serviceId: 5 }, bought);
    const bumpedNow = async (at: Date) => (await runAutoBumps(app.db, at)).includes(post.id);
    // Bought today: the purchase was today's bump.
    expect(await bumpedNow(new Date(bought.getTime() + HOUR_MS))).toBe(false);
    for (let day = 1; day <= 6; day += 1) {
      const at = new Date(bought.getTime() + day * DAY_MS);
      expect(await bumpedNow(at)).toBe(true);
      expect(await bumpedNow(new Date(at.getTime() + HOUR_MS))).toBe(false);
    }
    // Seven days after the purchase it has ended.
    expect(await bumpedNow(new Date(bought.getTime() + 7 * DAY_MS + HOUR_MS))).toBe(false);
  });
});
