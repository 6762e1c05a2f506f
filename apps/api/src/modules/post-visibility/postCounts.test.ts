import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { categories, type PostRow, posts, type UserRow, users } from '../../db/schema/index.ts';
import { expireOverduePosts } from '../posts/lifecycle.service.ts';
import { visiblePostCountsByCategory } from './postCounts.service.ts';
import { publiclyVisible } from './visibility.ts';

// The counters of migration 0009 against a fresh count after a mix of every kind of change (DECISIONS #63).

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** Category id → count, leaving out zeros (a counter row may stay at 0). */
const nonZero = (entries: Iterable<[number, number]>) =>
  Object.fromEntries([...entries].filter(([, count]) => count !== 0).map(([id, count]) => [String(id), count]));

async function storedCounters() {
  const rows = await queryRows<{ category_id: number; listed_count: number }>(
    app.db,
    sql`select category_id, listed_count from post_category_counts`,
  );
  return nonZero(rows.map((row) => [Number(row.category_id), Number(row.listed_count)]));
}

/** Listed ads counted from scratch: active, creator's flag off (the counters' rule). */
async function freshListed() {
  const rows = await queryRows<{ category_id: number; count: number }>(
    app.db,
    sql`select p.category_id, count(*)::int as count from posts p left join users u on u.id = p.creator_id
        where p.status = 'active' and not coalesce(u.is_blocked, false) group by p.category_id`,
  );
  return nonZero(rows.map((row) => [Number(row.category_id), Number(row.count)]));
}

/** Publicly visible ads counted from scratch with the list's own rule. */
async function freshVisible() {
  const rows = await app.db
    .select({ categoryId: posts.categoryId, count: sql<number>`count(*)::int` })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.creatorId))
    .where(publiclyVisible)
    .groupBy(posts.categoryId);
  return nonZero(rows.map((row) => [row.categoryId, Number(row.count)]));
}

async function expectCountersTrue() {
  expect(await storedCounters()).toEqual(await freshListed());
  expect(nonZero(await visiblePostCountsByCategory(app.db))).toEqual(await freshVisible());
}

describe('post category counters', () => {
  it('equal a fresh count after creates, edits, moves, deletes, blocks, unblocks and expiry', async () => {
    const subs = (await app.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)))
      .map((row) => row.id)
      .slice(0, 4);
    expect(subs.length).toBe(4);
    const [subA, subB, subC, subD] = subs as [number, number, number, number];
    await expectCountersTrue();

    const sellers: UserRow[] = [];
    for (let i = 0; i < 4; i += 1) sellers.push(await createUser(app));
    const [alice, bob, carol, dave] = sellers as [UserRow, UserRow, UserRow, UserRow];
    const made: PostRow[] = [];
    for (const [index, seller] of sellers.entries()) {
      for (const sub of subs)
        made.push(await createPost(app, seller, { categoryId: sub, title: `Skelbimas ${index}` }));
    }
    made.push(await createPost(app, alice, { categoryId: subA, status: 'blocked' }));
    made.push(await createPost(app, bob, { categoryId: subB, status: 'expired', expiresAt: hoursFromNow(-5) }));
    await expectCountersTrue();

    // Through the API: create, move to another subcategory, delete.
    const cookie = await sessionCookie(app, carol);
    const created = await app.inject({
      method: 'POST',
      url: '/api/posts/create',
      headers: { cookie },
      payload: { title: 'Perkeliamas dviratis', subCategoryId: subA, postType: 'sell' },
    });
    expect(created.statusCode).toBe(200);
    const { id } = bodyOf<{ data: { id: number } }>(created).data;
    await expectCountersTrue();
    const moved = await app.inject({
      method: 'PATCH',
      url: '/api/posts/update',
      headers: { cookie },
      payload: { id, subCategoryId: subC, title: 'Perkeltas dviratis' },
    });
    expect(moved.statusCode).toBe(200);
    await expectCountersTrue();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/posts/delete/${id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    await expectCountersTrue();

    // Straight in the table, as moderation, orders and renewals write: ad blocks, unblocks, moves, edits.
    const [first, second, third, fourth, fifth] = made as [PostRow, PostRow, PostRow, PostRow, PostRow];
    await app.db.update(posts).set({ status: 'blocked' }).where(eq(posts.id, first.id));
    await app.db.update(posts).set({ categoryId: subD, title: 'Kitas pavadinimas' }).where(eq(posts.id, second.id));
    await app.db
      .update(posts)
      .set({ status: 'active' })
      .where(eq(posts.id, made[16]?.id ?? 0));
    await app.db.update(posts).set({ title: 'Tik pavadinimas', priceCents: 500 }).where(eq(posts.id, third.id));
    await app.db.update(posts).set({ status: 'deleted', categoryId: subA }).where(eq(posts.id, fourth.id));
    await app.db.update(posts).set({ creatorId: dave.id }).where(eq(posts.id, fifth.id));
    await expectCountersTrue();

    // Sellers: blocked for good, blocked until a date that has passed, unblocked; an ad of a blocked seller moves.
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, bob.id));
    await app.db
      .update(users)
      .set({ isBlocked: true, blockedUntil: hoursFromNow(-1) })
      .where(eq(users.id, carol.id));
    await app.db.update(posts).set({ categoryId: subA }).where(eq(posts.creatorId, bob.id));
    await expectCountersTrue();
    await app.db.update(users).set({ isBlocked: false, blockedUntil: null }).where(eq(users.id, bob.id));
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, dave.id));
    await app.db.update(posts).set({ status: 'blocked' }).where(eq(posts.creatorId, dave.id));
    await app.db.update(users).set({ isBlocked: false }).where(eq(users.id, dave.id));
    await expectCountersTrue();

    // Dates pass: visible counts drop at once (read-time correction), the expiry job then moves the counters.
    await app.db
      .update(posts)
      .set({ expiresAt: hoursFromNow(-0.5) })
      .where(eq(posts.creatorId, alice.id));
    await expectCountersTrue();
    expect(await expireOverduePosts(app.db)).toBeGreaterThan(0);
    await expectCountersTrue();
    // Renewed: active again.
    await app.db
      .update(posts)
      .set({ status: 'active', expiresAt: hoursFromNow(24) })
      .where(eq(posts.creatorId, alice.id));
    await expectCountersTrue();

    // Hard deletes (none of the services do, but a row removed by hand must not leave a count behind).
    await app.db.delete(posts).where(eq(posts.creatorId, bob.id));
    await expectCountersTrue();
  });
});
