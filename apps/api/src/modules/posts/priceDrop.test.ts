import type { Post } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';

// 'Kaina sumažinta' (decision 0084): an ad's previousPrice is the lowest price of the 14 days before a drop of
// the last 14 days, kept by triggers (migration 0029) whatever changes the price.
let app: Awaited<ReturnType<typeof buildTestApp>>;
let seller: UserRow;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  seller = await createUser(app);
  cookie = await sessionCookie(app, seller);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function setPrice(id: number, price: number | null): Promise<Post> {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/posts/update',
    headers: { cookie },
    payload: { id, price },
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ data: Post }>(response).data;
}

async function shown(id: number): Promise<Post> {
  return bodyOf<{ data: Post }>(await app.inject({ method: 'GET', url: `/api/posts/single/${id}` })).data;
}

/** Moves the ad's price history and last drop `days` into the past, as if that much time went by. */
async function daysPass(id: number, days: number) {
  const by = sql.raw(`interval '${days} days'`);
  await app.db.execute(sql`update post_prices set since = since - ${by} where post_id = ${id}`);
  await app.db.execute(sql`update posts set price_dropped_at = price_dropped_at - ${by} where id = ${id}`);
}

describe("'Kaina sumažinta'", () => {
  it('shows the price before a drop, on the ad and in the lists, for 14 days', async () => {
    const ad = await createPost(app, seller, { title: 'Dviratis Cube', priceCents: 30_000 });
    expect((await shown(ad.id)).previousPrice).toBeNull();
    expect((await setPrice(ad.id, 250)).previousPrice).toBe(300);
    expect((await shown(ad.id)).previousPrice).toBe(300);
    const listed = bodyOf<{ data: Post[] }>(
      await app.inject({ method: 'GET', url: '/api/posts/list?page=1&searchKeyword=cube' }),
    ).data;
    expect(listed.map((post) => [post.price, post.previousPrice])).toEqual([[250, 300]]);
    await daysPass(ad.id, 15);
    expect((await shown(ad.id)).previousPrice).toBeNull();
  });

  it('measures a drop from the lowest price of the 14 days before it', async () => {
    const ad = await createPost(app, seller, { title: 'Stalas', priceCents: 10_000 });
    await setPrice(ad.id, 80);
    await daysPass(ad.id, 3);
    // Raised, then lowered to above the low of 80: no drop.
    await setPrice(ad.id, 120);
    expect((await setPrice(ad.id, 90)).previousPrice).toBeNull();
    // Below it: the drop is from 80.
    expect((await setPrice(ad.id, 70)).previousPrice).toBe(80);
    // A rise clears it, and so does 'Sutartinė'.
    expect((await setPrice(ad.id, 75)).previousPrice).toBeNull();
    await setPrice(ad.id, 60);
    expect((await setPrice(ad.id, null)).previousPrice).toBeNull();
  });

  it('forgets prices older than 14 days before the drop', async () => {
    const ad = await createPost(app, seller, { title: 'Spinta', priceCents: 50_000 });
    await setPrice(ad.id, 200);
    await daysPass(ad.id, 20);
    // 500 was 20 days ago; 200 has held since, so the drop is from 200.
    expect((await setPrice(ad.id, 150)).previousPrice).toBe(200);
  });
});
