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

/** A desktop Chrome's User-Agent: a person's browser. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What a browser's fetch() from our own page sets by itself (a page's script cannot set Sec-Fetch-*). */
const fromOurPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

type Visitor = { cookie?: string; ip?: string; agent?: string; headers?: Record<string, string> };

/**
 * The ad page in a browser: it reads the ad (GET single), then reports the view (POST view) as the page does
 * once it runs. Answers the status of the read and the count the report answered (null: not counted).
 */
async function view(id: number, who: Visitor = {}) {
  const headers = {
    'user-agent': who.agent ?? CHROME,
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...(who.headers ?? fromOurPage),
  };
  const remoteAddress = who.ip ?? '198.51.100.1';
  const read = await app.inject({ method: 'GET', url: `/api/posts/single/${id}`, remoteAddress, headers });
  const report = await app.inject({ method: 'POST', url: `/api/posts/view/${id}`, remoteAddress, headers });
  expect(report.statusCode).toBe(200);
  return {
    status: read.statusCode,
    body: bodyOf<Body<Post>>(read),
    counted: bodyOf<Body<{ viewCount: number | null }>>(report).data.viewCount,
  };
}

const storedCount = async (id: number) =>
  (await app.db.select({ viewCount: posts.viewCount }).from(posts).where(eq(posts.id, id)))[0]?.viewCount;

describe('views reported by the ad page (POST /api/posts/view/{id})', () => {
  it('counts a visitor once per day and answers the new count; reading the ad counts nothing', async () => {
    const owner = await createUser(app);
    const post = await createPost(app, owner);
    const first = await view(post.id);
    expect(first.body.data.viewCount).toBe(0);
    expect(first.counted).toBe(1);
    expect((await view(post.id)).counted).toBeNull();
    expect((await view(post.id)).body.data.viewCount).toBe(1);
    // Another browser (user agent) on the same IP, and another IP, are other visitors.
    expect((await view(post.id, { agent: CHROME.replace('131', '130') })).counted).toBe(2);
    expect((await view(post.id, { ip: '203.0.113.7' })).counted).toBe(3);
    expect(await storedCount(post.id)).toBe(3);
  });

  it("counts no request a person's browser did not send: curl, a crawler, a script, a headless browser", async () => {
    const post = await createPost(app, await createUser(app));
    const ip = '198.51.100.77';
    // curl of the page itself and of both API calls: no Sec-Fetch headers, its own User-Agent.
    const page = await app.inject({
      method: 'GET',
      url: `/skelbimas/${post.id}`,
      remoteAddress: ip,
      headers: { 'user-agent': 'curl/8.5.0' },
    });
    expect(page.statusCode).toBeLessThan(500);
    expect((await view(post.id, { ip, agent: 'curl/8.5.0', headers: {} })).counted).toBeNull();
    // A script that copies a browser's User-Agent but not what only a browser's fetch sends.
    expect((await view(post.id, { ip, headers: {} })).counted).toBeNull();
    // A link opened in the browser (a navigation, not the page's fetch) and a request from another site.
    const navigation = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    expect((await view(post.id, { ip, headers: navigation })).counted).toBeNull();
    // Crawlers and headless browsers run the page's script, and say who they are.
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await view(post.id, { ip, agent: googlebot })).counted).toBeNull();
    expect((await view(post.id, { ip, agent: CHROME.replace('Chrome/', 'HeadlessChrome/') })).counted).toBeNull();
    expect(await storedCount(post.id)).toBe(0);
    // The same visitor's real browser counts.
    expect((await view(post.id, { ip })).counted).toBe(1);
  });

  it('counts a signed-in user once whatever the device, and never the owner', async () => {
    const owner = await signedIn();
    const post = await createPost(app, owner.user);
    expect((await view(post.id, { cookie: owner.cookie })).counted).toBeNull();
    const reader = await signedIn();
    expect((await view(post.id, { cookie: reader.cookie })).counted).toBe(1);
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect((await view(post.id, { cookie: reader.cookie, ip: '203.0.113.9', agent: phone })).counted).toBeNull();
    expect(await storedCount(post.id)).toBe(1);
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
    expect((await view(post.id)).counted).toBe(2);
    await runHousekeeping(app);
    const days = await app.db.select().from(postViews).where(eq(postViews.postId, post.id));
    expect(days).toHaveLength(1);
    expect(await storedCount(post.id)).toBe(2);
  });

  it('counts nothing for an ad that is not shown, nor for an id no ad has', async () => {
    const post = await createPost(app, await createUser(app), { status: 'blocked' });
    const blocked = await view(post.id);
    expect(blocked.status).toBe(410);
    expect(blocked.counted).toBeNull();
    expect(await storedCount(post.id)).toBe(0);
    const missing = await view(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.counted).toBeNull();
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
    // One format for every phone shown, whatever the seller typed.
    expect(bodyOf(response)).toEqual({ succeeded: true, data: { phone: '+370 611 11111' }, messages: [], errors: [] });
    const single = await view(post.id);
    expect(JSON.stringify(single.body)).not.toContain('37061111111');
    const listed = await app.inject({ method: 'GET', url: '/api/posts/list' });
    expect(listed.body).not.toContain('37061111111');
  });

  it('answers null for an ad without a phone, 410 for ads the caller may no longer see, 404 for no ad', async () => {
    const owner = await signedIn();
    const none = await createPost(app, owner.user, { contactPhone: null });
    expect(bodyOf(await phoneOf(none.id)).data).toEqual({ phone: null });
    const blocked = await createPost(app, owner.user, { status: 'blocked', contactPhone: '8 622 22222' });
    expect((await phoneOf(blocked.id, undefined, '198.51.100.21')).statusCode).toBe(410);
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
