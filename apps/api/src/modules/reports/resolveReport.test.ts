import { type AdminPostReport, type AuditEntry, adminMessages, type DashboardOverview } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, reportedAd, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import { postReports, posts } from '../../db/schema/index.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

type ListItem = { id: number; status: string; blockedReason: string | null; postReports: AdminPostReport[] };
const adminList = async (query: string) =>
  (await call(app, 'GET', `/api/posts/list?listTarget=admin&page=1&${query}`, staff.cookies.moderator)).body
    .data as ListItem[];
const publicIds = async () =>
  ((await call(app, 'GET', '/api/posts/list?page=1', undefined)).body.data as ListItem[]).map((post) => post.id);

describe('POST /api/postreports/ResolveReport', () => {
  it('dismisses with a note: the report comes back resolved, leaves the reported queue, and cannot be resolved twice', async () => {
    const { post, report } = await reportedAd(app);
    const queued = (await adminList('onlyReported=true')).find((item) => item.id === post.id);
    expect(queued?.postReports.map((item) => [item.id, item.state, item.reasonName])).toEqual([
      [report.id, 'open', 'Sukčiavimas ar apgaulė'],
    ]);

    const { status, body } = await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: report.id,
      outcome: 'dismiss',
      note: 'Kaina normali, apgaulės nėra',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: report.id,
      postId: post.id,
      state: 'dismissed',
      resolvedBy: { id: staff.users.moderator.id, fullName: 'Monika Moderatorė' },
      note: 'Kaina normali, apgaulės nėra',
    });
    expect(body.data.resolvedAt).not.toBeNull();
    expect((await adminList('onlyReported=true')).map((item) => item.id)).not.toContain(post.id);
    const item = (await adminList(`targetUserId=${post.creatorId}`)).find((listed) => listed.id === post.id);
    expect(item?.postReports[0]?.state).toBe('dismissed');
    expect(await publicIds()).toContain(post.id);

    const again = await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: report.id,
      outcome: 'resolve',
    });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([adminMessages.reportAlreadyResolved]);
  }, 60_000);

  it('blockPost blocks the ad with the reason its owner sees and closes its other open reports', async () => {
    const { post, report, seller } = await reportedAd(app);
    const [second] = await app.db
      .insert(postReports)
      .values({ postId: post.id, reporterId: (await createUser(app)).id, reasonId: 1 })
      .returning();
    const { status, body } = await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.admin, {
      reportId: report.id,
      outcome: 'blockPost',
    });
    expect(status).toBe(200);
    expect(body.data.state).toBe('blocked');
    const [row] = await app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ status: 'blocked', blockedReason: 'Sukčiavimas ar apgaulė' });
    const [other] = await app.db
      .select()
      .from(postReports)
      .where(eq(postReports.id, second?.id ?? 0));
    expect(other).toMatchObject({ status: 'blocked', resolvedById: staff.users.admin.id });
    expect(await publicIds()).not.toContain(post.id);

    const mine = await call(app, 'GET', '/api/posts/list?listTarget=my&page=1', await sessionCookie(app, seller));
    const own = (mine.body.data as ListItem[]).find((item) => item.id === post.id);
    expect(own).toMatchObject({ status: 'blocked', blockedReason: 'Sukčiavimas ar apgaulė' });
  }, 60_000);

  it('an unknown report is 404', async () => {
    const { status } = await call(app, 'POST', '/api/postreports/ResolveReport', staff.cookies.moderator, {
      reportId: 2_000_000_000,
      outcome: 'dismiss',
    });
    expect(status).toBe(404);
  }, 60_000);
});

describe('POST /api/posts/BlockPost and /UnblockPost', () => {
  it('blocks with a reason and unblocks; each action is in the audit log, newest first', async () => {
    const seller = await createUser(app);
    const post = await createPost(app, seller);
    const blocked = await call(app, 'POST', '/api/posts/BlockPost', staff.cookies.moderator, {
      postId: post.id,
      reason: 'Draudžiama prekė',
    });
    expect(blocked.body.data).toEqual({ id: post.id, status: 'blocked', blockedReason: 'Draudžiama prekė' });
    expect(await publicIds()).not.toContain(post.id);

    const unblocked = await call(app, 'POST', '/api/posts/UnblockPost', staff.cookies.moderator, { postId: post.id });
    expect(unblocked.body.data).toEqual({ id: post.id, status: 'active', blockedReason: null });
    expect(await publicIds()).toContain(post.id);
    const twice = await call(app, 'POST', '/api/posts/UnblockPost', staff.cookies.moderator, { postId: post.id });
    expect(twice.status).toBe(400);
    expect(twice.body.messages).toEqual([adminMessages.postNotBlocked]);

    const log = await call(
      app,
      'GET',
      `/api/audit/GetAuditLog?targetType=post&targetId=${post.id}`,
      staff.cookies.admin,
    );
    const entries = log.body.data as AuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['post.unblock', 'post.block']);
    expect(entries[1]).toMatchObject({
      actor: { id: staff.users.moderator.id, fullName: 'Monika Moderatorė' },
      before: { status: 'active', blockedReason: null },
      after: { status: 'blocked', blockedReason: 'Draudžiama prekė' },
    });
    expect(log.body.pagination.totalPageCount).toBe(1);
  }, 60_000);
});

describe('GET /api/dashboard/overview', () => {
  it('counts open reports, new ads and users, and gives administrators 30 days of top-ups', async () => {
    const overview = async () =>
      (await call(app, 'GET', '/api/dashboard/overview', staff.cookies.admin)).body.data as DashboardOverview;
    const before = await overview();
    await reportedAd(app);
    const after = await overview();
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.reportedPosts).toBe(before.reportedPosts + 1);
    expect(after.postsPosted.last7Days).toBe(before.postsPosted.last7Days + 1);
    expect(after.postsPosted.last30Days).toBe(before.postsPosted.last30Days + 1);
    // reportedAd makes a seller and a reporter.
    expect(after.usersRegistered.last7Days).toBe(before.usersRegistered.last7Days + 2);
    expect(after.topUps).toHaveLength(30);
    const dates = after.topUps?.map((day) => day.date) ?? [];
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
    expect(after.tasksWaiting).toBe(0);
  }, 60_000);

  it("adds a paid top-up to today's count and revenue (the amount paid, not the bonus)", async () => {
    const overview = async () =>
      (await call(app, 'GET', '/api/dashboard/overview', staff.cookies.admin)).body.data as DashboardOverview;
    const today = (data: DashboardOverview) => data.topUps?.at(-1) ?? { count: -1, revenue: -1 };
    const before = await overview();
    // Option 2 is 10 € with a 1 € bonus (PRODUCT.md §3 'Top-up option').
    await topUp(app, await createUser(app), 2);
    const after = await overview();
    expect(today(after).count).toBe(today(before).count + 1);
    expect(today(after).revenue).toBe(today(before).revenue + 10);
  }, 60_000);
});
