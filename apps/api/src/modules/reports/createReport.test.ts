import {
  type CreatedPostReport,
  errorMessages,
  postMessages,
  postReportLimits,
  reportMessages,
} from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createPost, createUser, insertPosts, sessionCookie } from '../../../test/factories.ts';
import { postReports, rateLimitCounters } from '../../db/schema/index.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body = {
  succeeded: boolean;
  data: CreatedPostReport | null;
  messages: string[];
  errors: { property: string; errors: string[] }[];
};

/** Seeded reasons: 1 'Netinkama kategorija' needs no comment; 8 'Kita' requires one. */
const WRONG_CATEGORY = 1;
const OTHER = 8;

async function signedIn() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

async function report(payload: Record<string, unknown>, cookie?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/postreports/createpostreport',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { status: response.statusCode, body: bodyOf<Body>(response), headers: response.headers };
}

async function anAd() {
  return createPost(app, await createUser(app));
}

const reportRow = async (id: number) => (await app.db.select().from(postReports).where(eq(postReports.id, id)))[0];

describe('POST /api/postreports/createpostreport', () => {
  it('asks guests to sign in (401)', async () => {
    const post = await anAd();
    const { status, body } = await report({ postId: post.id, reasonId: WRONG_CATEGORY });
    expect(status).toBe(401);
    expect(body.messages).toEqual([errorMessages.unauthorized]);
  });

  it('stores an open report and answers its id', async () => {
    const post = await anAd();
    const { user, cookie } = await signedIn();
    const { status, body } = await report({ postId: post.id, reasonId: WRONG_CATEGORY, comment: '  ' }, cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ succeeded: true, messages: [reportMessages.sent], errors: [] });
    const row = await reportRow(body.data?.id ?? 0);
    expect(row).toMatchObject({
      postId: post.id,
      reporterId: user.id,
      reasonId: WRONG_CATEGORY,
      comment: null,
      status: 'open',
    });
  });

  it("requires a comment for 'Kita' and keeps it trimmed", async () => {
    const post = await anAd();
    const { cookie } = await signedIn();
    for (const comment of [undefined, '', '   ']) {
      const { status, body } = await report({ postId: post.id, reasonId: OTHER, comment }, cookie);
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ property: 'comment', errors: [reportMessages.commentRequired] }]);
    }
    const { status, body } = await report(
      { postId: post.id, reasonId: OTHER, comment: '  Parduoda padirbtą. ' },
      cookie,
    );
    expect(status).toBe(200);
    expect((await reportRow(body.data?.id ?? 0))?.comment).toBe('Parduoda padirbtą.');
  });

  it('refuses an unknown reason and a malformed request per property', async () => {
    const post = await anAd();
    const { cookie } = await signedIn();
    const unknown = await report({ postId: post.id, reasonId: 999 }, cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ property: 'reasonId', errors: [reportMessages.reasonUnknown] }]);

    const malformed = await report({ postId: 'x', comment: 'a'.repeat(1001) }, cookie);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.map((error) => error.property).sort()).toEqual(['comment', 'postId', 'reasonId']);
  });

  it('answers 404 for ads the reporter cannot see, and refuses their own ad', async () => {
    const seller = await createUser(app);
    const { user, cookie } = await signedIn();
    const unseen = [
      await createPost(app, seller, { status: 'deleted' }),
      await createPost(app, seller, { status: 'blocked' }),
      await createPost(app, seller, { expiresAt: new Date(Date.now() - 1000) }),
    ];
    for (const postId of [999999, ...unseen.map((post) => post.id)]) {
      const { status, body } = await report({ postId, reasonId: WRONG_CATEGORY }, cookie);
      expect(status).toBe(404);
      expect(body.messages).toEqual([postMessages.notFound]);
    }
    const own = await createPost(app, user);
    const { status, body } = await report({ postId: own.id, reasonId: WRONG_CATEGORY }, cookie);
    expect(status).toBe(403);
    expect(body.messages).toEqual([reportMessages.ownPost]);
  });

  it('allows one open report per user and ad; another user, or after resolution, may report again', async () => {
    const post = await anAd();
    const jonas = await signedIn();
    const ona = await signedIn();
    const first = await report({ postId: post.id, reasonId: WRONG_CATEGORY }, jonas.cookie);
    expect(first.status).toBe(200);

    const again = await report({ postId: post.id, reasonId: OTHER, comment: 'Vis tiek netinka.' }, jonas.cookie);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ succeeded: false, messages: [reportMessages.alreadyReported] });
    expect((await report({ postId: post.id, reasonId: WRONG_CATEGORY }, ona.cookie)).status).toBe(200);

    await app.db
      .update(postReports)
      .set({ status: 'dismissed', resolvedAt: sql`now()` })
      .where(eq(postReports.id, first.body.data?.id ?? 0));
    expect((await report({ postId: post.id, reasonId: WRONG_CATEGORY }, jonas.cookie)).status).toBe(200);
  });

  it('lets only one of two simultaneous reports in', async () => {
    const post = await anAd();
    const { cookie } = await signedIn();
    const answers = await Promise.all(
      [1, 2, 3].map(() => report({ postId: post.id, reasonId: WRONG_CATEGORY }, cookie)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const open = await app.db.select().from(postReports).where(eq(postReports.postId, post.id));
    expect(open).toHaveLength(1);
  });

  it(`allows ${postReportLimits.perHour} reports an hour per user, then answers 429`, async () => {
    const seller = await createUser(app);
    const ads = await insertPosts(
      app,
      Array.from({ length: postReportLimits.perHour + 1 }, () => ({ categoryId: 101, creatorId: seller.id })),
    );
    const { user, cookie } = await signedIn();
    for (const post of ads.slice(0, postReportLimits.perHour)) {
      expect((await report({ postId: post.id, reasonId: WRONG_CATEGORY }, cookie)).status).toBe(200);
    }
    // Should the hour turn during the loop, the next window is full too, so the answer below cannot depend on it.
    const hour = 3_600_000;
    const windowStart = Math.floor(Date.now() / hour) * hour;
    for (const start of [windowStart, windowStart + hour]) {
      await app.db
        .insert(rateLimitCounters)
        .values({ key: `post-report:user:${user.id}`, windowStart: new Date(start), hits: postReportLimits.perHour })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`greatest(${rateLimitCounters.hits}, ${postReportLimits.perHour})` },
        });
    }
    const last = ads[postReportLimits.perHour];
    const refused = await report({ postId: last?.id, reasonId: WRONG_CATEGORY }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.messages[0]).toMatch(/^Per daug pranešimų\. Pabandykite po \d+ min\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not limited by it.
    expect((await report({ postId: last?.id, reasonId: WRONG_CATEGORY }, (await signedIn()).cookie)).status).toBe(200);
  });
});
