import {
  type PostStatistics,
  postMessages,
  STATISTICS_DAYS,
  type StatisticsCounter,
  type StatisticsDay,
  type StatisticsTotals,
} from '@skelbimai/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postDailyStats, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { isModerator } from './posts.service.ts';

/** The column of each counter, for the upsert and the reads. */
const counterColumns = {
  views: 'views',
  phoneReveals: 'phone_reveals',
  bookmarks: 'bookmarks',
  conversations: 'conversations',
} as const satisfies Record<StatisticsCounter, string>;

/**
 * Today's date in Vilnius (the portal's clock), as the counters and post_views key their days (decision 0086):
 * a seller's day is the day they live, not UTC's, which starts two or three hours later.
 */
export const todayVilnius = vilniusDateOf(sql`now()`);

/** The Vilnius date of the timestamptz `moment`, in SQL. */
export function vilniusDateOf(moment: SQL): SQL {
  return sql`(${moment} at time zone 'Europe/Vilnius')::date`;
}

/** The Vilnius date of `moment` as YYYY-MM-DD. */
export const vilniusDay = (moment: Date) => moment.toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });

/**
 * The upsert that adds one to `counter` of ad `postId` today, as SQL to run alone or inside another statement
 * (views.service.ts puts it in a data-modifying CTE, so a counted view is one statement still). `postId` may be
 * an SQL expression (a CTE's column).
 */
export function addToDailyStatsSql(counter: StatisticsCounter, postIdSelect: ReturnType<typeof sql>) {
  const column = sql.identifier(counterColumns[counter]);
  return sql`insert into ${postDailyStats} (post_id, day, ${column}) ${postIdSelect}
    on conflict (post_id, day) do update set ${column} = ${postDailyStats}.${column} + 1`;
}

/**
 * One more `counter` for ad `postId` today. Conversations started come from the messages module through this
 * (one call when a buyer opens a conversation about an ad).
 */
export async function addToDailyStats(db: Database, postId: number, counter: StatisticsCounter): Promise<void> {
  await db.execute(addToDailyStatsSql(counter, sql`values (${postId}, ${todayVilnius}, 1)`));
}

const zero = (): StatisticsTotals => ({ views: 0, phoneReveals: 0, bookmarks: 0, conversations: 0 });

/** 'YYYY-MM-DD' of `day` plus `days` (calendar arithmetic, so done in UTC whatever the day's zone). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The ad's last 30 Vilnius days (today, by `now`, the last; oldest first, every day present) with their totals.
 * Its owner, moderators and administrators may read them: 404 for a missing or deleted ad, 403 for anyone else.
 */
export async function getPostStatistics(
  db: Database,
  viewer: UserRow,
  postId: number,
  now: Date = new Date(),
): Promise<PostStatistics> {
  const [post] = await db
    .select({
      title: posts.title,
      creatorId: posts.creatorId,
      status: posts.status,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || post.status === 'deleted') throw AppError.notFound(postMessages.notFound);
  if (post.creatorId !== viewer.id && !isModerator(viewer)) throw AppError.forbidden();
  const first = addDays(vilniusDay(now), 1 - STATISTICS_DAYS);
  const rows = await db
    .select({
      day: sql<string>`${postDailyStats.day}::text`,
      views: postDailyStats.views,
      phoneReveals: postDailyStats.phoneReveals,
      bookmarks: postDailyStats.bookmarks,
      conversations: postDailyStats.conversations,
    })
    .from(postDailyStats)
    .where(and(eq(postDailyStats.postId, postId), sql`${postDailyStats.day} >= ${first}::date`));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const totals = zero();
  const days: StatisticsDay[] = [];
  for (let index = 0; index < STATISTICS_DAYS; index += 1) {
    const day = addDays(first, index);
    const row = byDay.get(day);
    const counters = row ? { ...zero(), ...pickCounters(row) } : zero();
    for (const key of Object.keys(totals) as StatisticsCounter[]) totals[key] += counters[key];
    days.push({ day, ...counters });
  }
  return { postId, title: post.title, days, totals };
}

function pickCounters(row: StatisticsTotals): StatisticsTotals {
  return {
    views: Number(row.views),
    phoneReveals: Number(row.phoneReveals),
    bookmarks: Number(row.bookmarks),
    conversations: Number(row.conversations),
  };
}

/**
 * Every day's counters summed per ad, for the owner's list (one grouped read for the page). Views are the ad's
 * own view_count, which counted before the daily counters existed.
 */
export async function withStatisticsTotals<T extends { id: number; viewCount: number }>(
  db: Database,
  list: T[],
): Promise<(T & { statistics: StatisticsTotals })[]> {
  const ids = list.map((post) => post.id);
  const rows = ids.length
    ? await db
        .select({
          postId: postDailyStats.postId,
          phoneReveals: sql<number>`sum(${postDailyStats.phoneReveals})::int`,
          bookmarks: sql<number>`sum(${postDailyStats.bookmarks})::int`,
          conversations: sql<number>`sum(${postDailyStats.conversations})::int`,
        })
        .from(postDailyStats)
        .where(inArray(postDailyStats.postId, ids))
        .groupBy(postDailyStats.postId)
    : [];
  const byPost = new Map(rows.map((row) => [row.postId, row]));
  return list.map((post) => {
    const row = byPost.get(post.id);
    return {
      ...post,
      statistics: {
        views: post.viewCount,
        phoneReveals: Number(row?.phoneReveals ?? 0),
        bookmarks: Number(row?.bookmarks ?? 0),
        conversations: Number(row?.conversations ?? 0),
      },
    };
  });
}
