import type { ActivePromotion } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import { createOrder } from './orders.service.ts';

// My ads and the owner's ad page say when each running promotion ends.
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function promotionsOf(cookie: string | undefined) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/orders/GetActivePromotions',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { status: response.statusCode, data: bodyOf<{ data: ActivePromotion[] }>(response).data };
}

describe('GET /api/orders/GetActivePromotions', () => {
  it("lists the owner's running timed services with their ends, nothing ended, nobody else's", async () => {
    const owner = await createUser(app);
    await topUp(app, owner, 3);
    const promoted = await createPost(app, owner);
    const ended = await createPost(app, owner);
    await createPost(app, owner);
    const boughtAt = new Date(Date.now() - DAY_MS);
    // Pack 2 'Populiarus': TOP, highlight and 'Skubu', 7 days each; a bump (one-off) never shows.
    await createOrder(app.db, owner, { postId: promoted.id, packId: 2 }, boughtAt);
    await createOrder(app.db, owner, { postId: promoted.id, serviceId: 1 }, boughtAt);
    await createOrder(app.db, owner, { postId: ended.id, serviceId: 3 }, new Date(Date.now() - 8 * DAY_MS));
    const stranger = await createUser(app);
    await topUp(app, stranger, 1);
    await createOrder(app.db, stranger, { postId: (await createPost(app, stranger)).id, serviceId: 3 });

    const { status, data } = await promotionsOf(await sessionCookie(app, owner));
    expect(status).toBe(200);
    const ends = new Date(boughtAt.getTime() + 7 * DAY_MS).toISOString();
    expect(data).toEqual([
      {
        postId: promoted.id,
        services: [
          { code: 'highlight', name: 'Paryškinimas', icon: 'format_color_fill', activeUntil: ends },
          { code: 'top', name: 'TOP skelbimas', icon: 'star', activeUntil: ends },
          { code: 'urgent', name: 'Žymė „Skubu“', icon: 'bolt', activeUntil: ends },
        ],
      },
    ]);
  });

  it('asks a guest to sign in', async () => {
    expect((await promotionsOf(undefined)).status).toBe(401);
  });
});
