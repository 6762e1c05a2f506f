import type { Post } from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { posts, postViews } from '../../db/schema/index.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { PHONE_REVEAL_LIMIT } from './phone.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T = unknown> = { succeeded: boolean; data: T; messages: string[]; errors: unknown[] };

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await sessionCookie(app, user) };
}

/** GET single as a browser: a cookie or none, and an IP and user agent of its own. */
async function view(id: number, who: { cookie?: string; ip?: string; agent?: string } = {}) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/posts/single/${id}`,
    remoteAddress: who.ip ?? '198.51.100.1',
    headers: { 'user-agent': who.agent ?? 'Naršyklė/1.0', ...(who.cookie ? { cookie: who.cookie } : {}) },
  });
  return { status: response.statusCode, body: bodyOf<Body<Post>>(response) };
}

const storedCount = async (id: number) =>
  (await app.db.select({ viewCount: posts.viewCount }).from(posts).where(eq(posts.id, id)))[0]?.viewCount;

describe('views of GET /api/posts/single/{id}', () => {
  it('counts a visitor once per day, and the answer includes this view', async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner);
    expect((await view(post.id)).body.data.viewCount).toBe(1);
    expect((await view(post.id)).body.data.viewCount).toBe(1);
    // Another browser (user agent) on the same IP, and another IP, are other visitors.
    expect((await view(post.id, { agent: 'Kita naršyklė/2.0' })).body.data.viewCount).toBe(2);
    expect((await view(post.id, { ip: '203.0.113.7' })).body.data.viewCount).toBe(3);
    expect(await storedCount(post.id)).toBe(3);
  });

  it('counts a signed-in user once whatever the device, and never the owner', async () => {
    const owner = await signedIn();
    const post = await createPost(app, owner.user);
    expect((await view(post.id, { cookie: owner.cookie })).body.data.viewCount).toBe(0);
    const reader = await signedIn();
    expect((await view(post.id, { cookie: reader.cookie })).body.data.viewCount).toBe(1);
    expect(
      (await view(post.id, { cookie: reader.cookie, ip: '203.0.113.9', agent: 'Telefonas' })).body.data.viewCount,
    ).toBe(1);
    const [row] = await app.db.select().from(postViews).where(eq(postViews.postId, post.id));
    expect(row?.visitorKey).toBe(`u:${reader.user.id}`);
  });

  it('keeps no raw IP: guests are keyed by a hash', async () => {
    const post = await createPost(app, await createUser(app));
    await view(post.id, { ip: '192.0.2.44' });
    const [row] = await app.db.select().from(postViews).where(eq(postViews.postId, post.id));
    expect(row?.visitorKey).toMatch(/^a:[0-9a-f]{64}$/);
  });

  it('counts again on a new day; housekeeping drops rows older than yesterday', async () => {
    const post = await createPost(app, await createUser(app));
    await view(post.id);
    // The row of this visit moves two days back: today the visitor is new again.
    await app.db
      .update(postViews)
      .set({ day: sql`${postViews.day} - 2` })
      .where(eq(postViews.postId, post.id));
    expect((await view(post.id)).body.data.viewCount).toBe(2);
    await runHousekeeping(app);
    const days = await app.db.select().from(postViews).where(eq(postViews.postId, post.id));
    expect(days).toHaveLength(1);
    expect(await storedCount(post.id)).toBe(2);
  });

  it('counts nothing for an ad that is not shown (404)', async () => {
    const post = await createPost(app, await createUser(app), { status: 'blocked' });
    expect((await view(post.id)).status).toBe(404);
    expect(await storedCount(post.id)).toBe(0);
  });
});

describe('GET /api/posts/phone/{id}', () => {
  const phoneOf = (id: number, cookie?: string, ip = '198.51.100.20') =>
    app.inject({
      method: 'GET',
      url: `/api/posts/phone/${id}`,
      remoteAddress: ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it("gives a guest the ad's contact phone, formatted; the ad itself never carries it", async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner, { contactPhone: '+37061111111' });
    const response = await phoneOf(post.id);
    expect(response.statusCode).toBe(200);
    // One format for every phone shown (issue 25), whatever the seller typed.
    expect(bodyOf(response)).toEqual({ succeeded: true, data: { phone: '+370 611 11111' }, messages: [], errors: [] });
    const single = await view(post.id);
    expect(JSON.stringify(single.body)).not.toContain('37061111111');
    const listed = await app.inject({ method: 'GET', url: '/api/posts/list' });
    expect(listed.body).not.toContain('37061111111');
  });

  it('answers null for an ad without a phone, 404 for ads the caller may not see', async () => {
    const owner = await signedIn();
    const none = await createPost(app, owner.user, { contactPhone: null });
    expect(bodyOf(await phoneOf(none.id)).data).toEqual({ phone: null });
    const blocked = await createPost(app, owner.user, { status: 'blocked', contactPhone: '8 622 22222' });
    expect((await phoneOf(blocked.id, undefined, '198.51.100.21')).statusCode).toBe(404);
    expect((await phoneOf(999_999, undefined, '198.51.100.21')).statusCode).toBe(404);
    // The owner still sees their blocked ad, and its phone.
    expect(bodyOf(await phoneOf(blocked.id, owner.cookie, '198.51.100.22')).data).toEqual({ phone: '+370 622 22222' });
  });

  it('limits reveals per IP with a Lithuanian 429', async () => {
    const post = await createPost(app, await createUser(app), { contactPhone: '+37063333333' });
    const ip = '198.51.100.50';
    for (let hit = 0; hit < PHONE_REVEAL_LIMIT.limit; hit += 1) {
      expect((await phoneOf(post.id, undefined, ip)).statusCode).toBe(200);
    }
    const refused = await phoneOf(post.id, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(refused).messages).toEqual(['Per daug tel. numerio peržiūrų. Pabandykite po valandos.']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await phoneOf(post.id, undefined, '198.51.100.51')).statusCode).toBe(200);
  });

  it('limits reveals per signed-in user across IPs', async () => {
    const post = await createPost(app, await createUser(app), { contactPhone: '+37064444444' });
    const { cookie } = await signedIn();
    for (let hit = 0; hit < PHONE_REVEAL_LIMIT.limit; hit += 1) {
      expect((await phoneOf(post.id, cookie, `203.0.113.${hit + 1}`)).statusCode).toBe(200);
    }
    expect((await phoneOf(post.id, cookie, '203.0.113.200')).statusCode).toBe(429);
  });
});
