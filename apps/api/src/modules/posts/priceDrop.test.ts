import type { Post } from '@skelbimai/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { postPrices, type UserRow } from '../../db/schema/index.ts';
import { runHousekeeping } from '../housekeeping.ts';

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

  it('housekeeping deletes the prices no drop looks back to, and every drop is measured as before', async () => {
    const ad = await createPost(app, seller, { title: 'Komoda', priceCents: 100_000 });
    for (const price of [600, 800, 700]) {
      await daysPass(ad.id, 10);
      await setPrice(ad.id, price);
    }
    await daysPass(ad.id, 3);
    const history = async () =>
      (
        await app.db
          .select({ price: postPrices.priceCents })
          .from(postPrices)
          .where(eq(postPrices.postId, ad.id))
          .orderBy(asc(postPrices.since))
      ).map((row) => row.price);
    expect(await history()).toEqual([100_000, 60_000, 80_000, 70_000]);
    await runHousekeeping(app);
    // 1000 € 33 days ago goes; 600 €, in force 14 days ago (23 days old), stays with everything after it.
    expect(await history()).toEqual([60_000, 80_000, 70_000]);
    // So 650 € is still no drop (600 € was asked within the 14 days before), and 550 € is one from 600 €.
    expect((await setPrice(ad.id, 650)).previousPrice).toBeNull();
    expect((await setPrice(ad.id, 550)).previousPrice).toBe(600);
  });
});
