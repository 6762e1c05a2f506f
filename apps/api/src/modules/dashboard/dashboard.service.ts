import { ADMIN_ROLE, type DashboardOverview } from '@skelbimai/contract';
import { and, count, countDistinct, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postReports, posts, type UserRow, users } from '../../db/schema/index.ts';
import { hasRole } from '../../http/roles.ts';
import { blockedNowSql } from '../users/index.ts';
import { paidTopUpsPerDay, waitingTaskCount } from './money.ts';

const since = (days: number) => sql`now() - make_interval(days => ${days})`;

async function countRecent(
  db: Database,
  table: typeof posts | typeof users,
  extra: SQL | undefined,
): Promise<{ last7Days: number; last30Days: number }> {
  const [row] = await db
    .select({
      last7Days: sql<number>`count(*) filter (where ${table.createdAt} > ${since(7)})::int`,
      last30Days: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(and(sql`${table.createdAt} > ${since(30)}`, extra));
  return { last7Days: Number(row?.last7Days ?? 0), last30Days: Number(row?.last30Days ?? 0) };
}

/**
 * GET /api/dashboard/overview: what a moderator starts the day with. Open reports count only for ads not deleted
 * (a deleted ad needs no moderation). Money (top-ups, tasks) is for administrators only: null for moderators.
 */
export async function dashboardOverview(db: Database, viewer: UserRow): Promise<DashboardOverview> {
  const [reports] = await db
    .select({ openReports: count(), reportedPosts: countDistinct(postReports.postId) })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(and(eq(postReports.status, 'open'), ne(posts.status, 'deleted')));
  const [blocked] = await db
    .select({ value: count() })
    .from(users)
    .where(and(isNull(users.deletedAt), blockedNowSql));
  const seesMoney = hasRole(viewer, ADMIN_ROLE);
  return {
    openReports: Number(reports?.openReports ?? 0),
    reportedPosts: Number(reports?.reportedPosts ?? 0),
    postsPosted: await countRecent(db, posts, undefined),
    usersRegistered: await countRecent(db, users, undefined),
    blockedUsers: Number(blocked?.value ?? 0),
    topUps: seesMoney ? await paidTopUpsPerDay(db, 30) : null,
    tasksWaiting: seesMoney ? await waitingTaskCount(db) : null,
  };
}
