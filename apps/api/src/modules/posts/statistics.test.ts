import { STATISTICS_DAYS } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { postDailyStats } from '../../db/schema/index.ts';
import { vilniusDateOf } from './statistics.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

/** A person's browser on the ad page (views.test.ts explains the headers). */
const browser = (cookie?: string, ip = '198.51.100.9') => ({
  remoteAddress: ip,
  headers: {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-dest': 'empty',
    ...(cookie ? { cookie } : {}),
  },
});

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

/** The database's today in Vilnius plus `days`, as 'YYYY-MM-DD': the day the counters key (decision 0086). */
async function vilniusDay(days = 0): Promise<string> {
  const result = await app.db.execute<{ day: string }>(
    sql`select ((now() at time zone 'Europe/Vilnius')::date + ${days}::int)::text as day`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { day: string }[] }).rows;
  return rows[0]?.day ?? '';
}

const statistics = (id: number, cookie: string | undefined) =>
  call(app, 'GET', `/api/posts/GetStatistics/${id}`, cookie);

describe('seller statistics (GET /api/posts/GetStatistics/{id})', () => {
  it("counts today's views, phone reveals and bookmarks by others, not the seller's own", async () => {
    const seller = await signedIn();
    const post = await createPost(app, seller.user, { contactPhone: '+37060012345' });
    const buyer = await signedIn();
    const other = await signedIn();

    // Two visitors view it (one twice: once a day), the seller looks at their own ad.
    for (const who of [
      browser(),
      browser(),
      browser(buyer.cookie, '203.0.113.5'),
      browser(seller.cookie, '203.0.113.6'),
    ]) {
      await app.inject({ method: 'POST', url: `/api/posts/view/${post.id}`, ...who });
    }
    // Two reveals of the phone by others, one by the seller.
    for (const cookie of [buyer.cookie, other.cookie, seller.cookie]) {
      expect((await call(app, 'GET', `/api/posts/phone/${post.id}`, cookie)).status).toBe(200);
    }
    // A bookmark counts once however often it is added; hiding and the seller's own bookmark are no bookmarks.
    await call(app, 'POST', '/api/favorites', buyer.cookie, { postId: post.id });
    await call(app, 'POST', '/api/favorites', buyer.cookie, { postId: post.id });
    await call(app, 'POST', '/api/hiddens', other.cookie, { postId: post.id });
    await call(app, 'POST', '/api/favorites', seller.cookie, { postId: post.id });

    const { status, body } = await statistics(post.id, seller.cookie);
    expect(status).toBe(200);
    const { days, totals } = body.data;
    expect(days).toHaveLength(STATISTICS_DAYS);
    expect(days.at(-1)).toEqual({ day: await vilniusDay(), views: 2, phoneReveals: 2, bookmarks: 1, conversations: 0 });
    expect(days[0].day).toBe(await vilniusDay(1 - STATISTICS_DAYS));
    expect(totals).toEqual({ views: 2, phoneReveals: 2, bookmarks: 1, conversations: 0 });
  });

  it('counts a conversation started about the ad once, however many messages follow (PRODUCT.md §10)', async () => {
    const seller = await signedIn();
    const post = await createPost(app, seller.user);
    const buyer = await signedIn();
    const other = await signedIn();
    const first = await call(app, 'POST', '/api/messages/send', buyer.cookie, {
      postId: post.id,
      text: 'Ar dar aktualu?',
    });
    expect(first.status).toBe(200);
    await call(app, 'POST', '/api/messages/send', buyer.cookie, { postId: post.id, text: 'Kokia galutinė kaina?' });
    await call(app, 'POST', '/api/messages/send', seller.cookie, {
      conversationId: first.body.data.conversationId,
      text: 'Aktualu.',
    });
    await call(app, 'POST', '/api/messages/send', other.cookie, { postId: post.id, text: 'Kur galima apžiūrėti?' });

    const { body } = await statistics(post.id, seller.cookie);
    expect(body.data.days.at(-1)).toMatchObject({ day: await vilniusDay(), conversations: 2 });
    expect(body.data.totals.conversations).toBe(2);
  });

  it('fills every day of the 30, oldest first, and leaves older days out of the totals', async () => {
    const seller = await signedIn();
    const post = await createPost(app, seller.user);
    await app.db.insert(postDailyStats).values([
      { postId: post.id, day: await vilniusDay(-3), views: 7, phoneReveals: 1 },
      { postId: post.id, day: await vilniusDay(-29), bookmarks: 2 },
      { postId: post.id, day: await vilniusDay(-30), views: 100 },
    ]);
    const { body } = await statistics(post.id, seller.cookie);
    const days = body.data.days as { day: string; views: number; bookmarks: number }[];
    expect(days.map((day) => day.day)).toEqual([...days.map((day) => day.day)].sort());
    expect(new Set(days.map((day) => day.day)).size).toBe(STATISTICS_DAYS);
    expect(days[STATISTICS_DAYS - 4]).toMatchObject({ day: await vilniusDay(-3), views: 7, phoneReveals: 1 });
    expect(days[0]).toMatchObject({ day: await vilniusDay(-29), bookmarks: 2, views: 0 });
    expect(body.data.totals).toEqual({ views: 7, phoneReveals: 1, bookmarks: 2, conversations: 0 });
  });

  it('counts Vilnius days with today the last, also when UTC is still on the day before', async () => {
    const seller = await signedIn();
    const post = await createPost(app, seller.user);
    await app.db.insert(postDailyStats).values([
      { postId: post.id, day: '2026-11-29', views: 4 },
      { postId: post.id, day: '2026-10-31', bookmarks: 1 },
      { postId: post.id, day: '2026-10-30', views: 100 },
    ]);
    // 00:30 on the 29th in Vilnius is 22:30 on the 28th in UTC: a view then is counted on the 29th.
    const counted = await app.db.execute<{ day: string }>(
      sql`select ${vilniusDateOf(sql`${'2026-11-28T22:30:00Z'}::timestamptz`)}::text as day`,
    );
    const countedRows = Array.isArray(counted) ? counted : (counted as { rows: { day: string }[] }).rows;
    expect(countedRows[0]?.day).toBe('2026-11-29');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T22:30:00Z') });
    try {
      const { status, body } = await statistics(post.id, seller.cookie);
      expect(status).toBe(200);
      const days = body.data.days as { day: string; views: number }[];
      expect(days).toHaveLength(STATISTICS_DAYS);
      expect(days[0]).toMatchObject({ day: '2026-10-31', bookmarks: 1 });
      expect(days.at(-1)).toMatchObject({ day: '2026-11-29', views: 4 });
      expect(body.data.totals).toEqual({ views: 4, phoneReveals: 0, bookmarks: 1, conversations: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('only the owner, moderators and administrators may read them', async () => {
    const seller = await signedIn();
    const post = await createPost(app, seller.user, { title: 'Dviratis' });
    expect((await statistics(post.id, undefined)).status).toBe(401);
    const stranger = await statistics(post.id, staff.cookies.user);
    expect(stranger.status).toBe(403);
    expect(stranger.body.data).toBeNull();
    for (const cookie of [staff.cookies.moderator, staff.cookies.admin, seller.cookie]) {
      const { status, body } = await statistics(post.id, cookie);
      expect(status).toBe(200);
      expect(body.data.title).toBe('Dviratis');
    }
    const deleted = await createPost(app, seller.user, { status: 'deleted' });
    expect((await statistics(deleted.id, seller.cookie)).status).toBe(404);
    expect((await statistics(2_000_000_000, seller.cookie)).status).toBe(404);
    expect((await statistics(0, seller.cookie)).status).toBe(400);
  });

  it("the owner's list carries each ad's totals, and nobody else's list does", async () => {
    const seller = await signedIn();
    const post = await createPost(app, seller.user, { viewCount: 12 });
    await app.db.insert(postDailyStats).values([
      { postId: post.id, day: await vilniusDay(-100), phoneReveals: 3, bookmarks: 1 },
      { postId: post.id, day: await vilniusDay(), phoneReveals: 2 },
    ]);
    const mine = await call(app, 'GET', '/api/posts/list?listTarget=my&page=1', seller.cookie);
    expect(mine.body.data.find((row: { id: number }) => row.id === post.id).statistics).toEqual({
      views: 12,
      phoneReveals: 5,
      bookmarks: 1,
      conversations: 0,
    });
    const publicList = await call(app, 'GET', '/api/posts/list?page=1', undefined);
    expect(publicList.body.data.every((row: object) => !('statistics' in row))).toBe(true);
  });
});
