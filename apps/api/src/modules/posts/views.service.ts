import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { posts, postViews, type UserRow } from '../../db/schema/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { addToDailyStatsSql, todayVilnius } from './statistics.service.ts';

/**
 * Who is looking, as post_views keys it: 'u:<user id>' signed in, else 'a:' + sha256 of IP and user agent
 * (never the raw IP: the table holds no personal data a leak could reveal directly).
 */
export function visitorKey(request: FastifyRequest, viewer: UserRow | null): string {
  if (viewer) return `u:${viewer.id}`;
  const userAgent = request.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${request.ip}\n${userAgent}`).digest('hex')}`;
}

/**
 * Known crawlers, link previewers, headless browsers and HTTP libraries: a script may run the page's JavaScript,
 * but it is no person reading the ad. Matched against the User-Agent of a request that looks like a browser's.
 */
const notAPerson =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|whatsapp|telegram|skype|preview|headless|lighthouse|phantom|selenium|puppeteer|playwright|python|curl|wget|httpie|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|scrapy/i;

/**
 * A view counts only when a person's browser reports it: the ad page, once it runs in the browser, sends it
 * with fetch. Browsers mark that request `Sec-Fetch-Site: same-origin` and `Sec-Fetch-Dest: empty` themselves
 * (a page cannot set them); curl, crawlers reading the HTML and scripts calling the API send neither.
 */
export function fromPersonsBrowser(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['sec-fetch-site'] !== 'same-origin' || headers['sec-fetch-dest'] !== 'empty') return false;
  const userAgent = headers['user-agent'] ?? '';
  return userAgent.startsWith('Mozilla/') && !notAPerson.test(userAgent);
}

/**
 * Counts a view of ad `postId` by `visitor` at most once per Vilnius day: the (ad, visitor, day) row is inserted
 * when the ad is publicly shown and not `viewerId`'s own and the row does not exist yet, and only a new row adds
 * to posts.view_count and to today's views in post_daily_stats. Answers the count after this view, or null when nothing was counted (already today, the
 * seller's own look, an ad nobody may see or none at all).
 *
 * One statement (data-modifying CTEs) rather than a transaction of two: it is as atomic, and every ad page
 * saves the BEGIN and COMMIT round trips (at 1,000,000 ads they were half of the page's statements). Its outer
 * part is a SELECT, so Drizzle can build it as a prepared statement (DECISIONS #99).
 */
export async function countView(
  db: Database,
  postId: number,
  visitor: string,
  viewerId: string | null,
): Promise<number | null> {
  const [row] = await prepared(db, 'count_view', (q) => {
    const counted = q.$with('counted', { postId: sql<number>`post_id`.as('post_id') }).as(
      sql`insert into ${postViews} (post_id, visitor_key, day)
        select ${posts.id}, ${sql.placeholder('visitor')}, ${todayVilnius} from ${posts}
        where ${posts.id} = ${sql.placeholder('postId')} and ${publiclyVisible}
          and ${posts.creatorId} is distinct from ${sql.placeholder('viewerId')}
        on conflict do nothing
        returning post_id`,
    );
    const bumped = q.$with('bumped', { viewCount: sql<number>`view_count`.as('view_count') }).as(
      sql`update ${posts} set view_count = view_count + 1 where id = (select post_id from counted)
        returning view_count`,
    );
    // The day's counter for the seller's statistics, in the same statement: PostgreSQL runs a
    // data-modifying CTE whether or not the outer query reads it.
    const daily = q
      .$with('daily', { postId: sql<number>`post_id`.as('post_id') })
      .as(sql`${addToDailyStatsSql('views', sql`select post_id, ${todayVilnius}, 1 from counted`)} returning post_id`);
    return q.with(counted, bumped, daily).select({ viewCount: bumped.viewCount }).from(bumped).prepare('count_view');
  }).execute({ postId, visitor, viewerId });
  return row ? Number(row.viewCount) : null;
}

/** Rows before yesterday (Vilnius) can no longer stop a double count: the totals stay in posts.view_count. */
export async function deleteOldViews(db: Database): Promise<void> {
  await db.delete(postViews).where(lt(postViews.day, sql`${todayVilnius} - 1`));
}
