import type { FavoriteStateItem } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { posts, users } from '../../db/schema/index.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const states = async (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/favorites/states', ...(cookie ? { headers: { cookie } } : {}) });

describe('GET /api/favorites/states', () => {
  it('keeps sold and expired bookmarks with their price at bookmarking; a removed one shows nothing of it', async () => {
    const seller = await createUser(app);
    const blockedSeller = await createUser(app);
    const make = (title: string, creator = seller) => createPost(app, creator, { title, priceCents: 10_000 });
    const cheaper = await make('Pigesnis');
    const sold = await make('Parduotas');
    const expired = await make('Pasibaigęs');
    const blocked = await make('Užblokuotas');
    const deleted = await make('Ištrintas');
    const ofBlockedSeller = await make('Užblokuoto pardavėjo', blockedSeller);
    const buyer = await createUser(app);
    const cookie = await sessionCookie(app, buyer);
    for (const ad of [ofBlockedSeller, deleted, blocked, expired, sold, cheaper]) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/favorites',
        payload: { postId: ad.id },
        headers: { cookie },
      });
      expect(added.statusCode).toBe(200);
    }
    await app.db.update(posts).set({ priceCents: 8_000 }).where(eq(posts.id, cheaper.id));
    await app.db.update(posts).set({ status: 'sold', soldAt: new Date() }).where(eq(posts.id, sold.id));
    await app.db
      .update(posts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, expired.id));
    await app.db.update(posts).set({ status: 'blocked' }).where(eq(posts.id, blocked.id));
    await app.db.update(posts).set({ status: 'deleted' }).where(eq(posts.id, deleted.id));
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, blockedSeller.id));

    const answer = await states(cookie);
    expect(answer.statusCode).toBe(200);
    const items: FavoriteStateItem[] = answer.json().data;
    const removed = { savedPrice: null, price: null, title: null, thumbnailUrl: null, state: 'removed' };
    expect(items.map((item) => item.postId)).toEqual(
      [cheaper, sold, expired, blocked, deleted, ofBlockedSeller].map((ad) => ad.id),
    );
    expect(items).toMatchObject([
      { state: 'active', savedPrice: 100, price: 80, title: 'Pigesnis' },
      { state: 'sold', savedPrice: 100, price: 100, title: 'Parduotas' },
      { state: 'expired', title: 'Pasibaigęs' },
      removed,
      removed,
      removed,
    ]);
    // The list of bookmarks itself still shows only what is listed.
    const list = await app.inject({ method: 'GET', url: '/api/favorites', headers: { cookie } });
    expect(list.json().postIds.map((saved: { postId: number }) => saved.postId)).toEqual([cheaper.id]);
    // Removing a dead bookmark works as any other.
    const gone = await app.inject({ method: 'DELETE', url: `/api/favorites/${deleted.id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(200);
    expect(((await states(cookie)).json().data as FavoriteStateItem[]).map((item) => item.postId)).not.toContain(
      deleted.id,
    );
  });

  it('is for signed-in users, each their own', async () => {
    expect((await states()).statusCode).toBe(401);
    const other = await createUser(app);
    const answer = await states(await sessionCookie(app, other));
    expect(answer.json().data).toEqual([]);
  });
});
