import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { AppConfig } from '../../config.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { savedSearches, savedSearchMatches, users } from '../../db/schema/index.ts';
import { fieldsByCategory } from '../categories/index.ts';
import { stoppableMail } from '../notifications/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { rowsById, toPost } from '../posts/index.ts';
import { notifyPush } from '../push/index.ts';
import { alertMail } from './alertMail.ts';
import { alertPush } from './alertPush.ts';

/** 'Kartą per dieną': the digest goes at this hour of the portal's time zone, or at the first run after it. */
export const DAILY_DIGEST_HOUR = 8;
export const PORTAL_TIME_ZONE = 'Europe/Vilnius';

/** The date and hour of `now` in the portal's time zone. */
export function localDay(now: Date): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export interface AlertDeps {
  db: Database;
  storage: PictureStorage;
  site: AppConfig['site'];
}

/** Searches mailed per transaction: one outbox insert and one update of their matches each. */
export const ALERTS_PER_TRANSACTION = 200;

/**
 * Mails the matches not yet mailed: every instant search's, and at or after DAILY_DIGEST_HOUR each daily
 * search's once that day. One e-mail per search, its matches marked mailed in the same transaction as the
 * outbox row (an ad gone since it matched is marked, not sent). The outbox row's dedupeKey (the search and the
 * batch's ads, or the search and the day) keeps a repeated run from queueing the same e-mail twice. The reads
 * are one for all due searches' matches and one for their ads; the writes go ALERTS_PER_TRANSACTION searches to a
 * transaction (10,000 searches in one pass: docs/PERFORMANCE.md). Answers how many e-mails were queued.
 */
export async function sendDueAlerts({ db, storage, site }: AlertDeps, now: Date): Promise<number> {
  const { date, hour } = localDay(now);
  const frequencies: ('instant' | 'daily')[] = hour >= DAILY_DIGEST_HOUR ? ['instant', 'daily'] : ['instant'];
  const due = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      email: users.email,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        inArray(savedSearches.frequency, frequencies),
        isNotNull(users.email),
        sql`exists (select 1 from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${savedSearches.id} and ${savedSearchMatches.mailedAt} is null)`,
      ),
    )
    .orderBy(savedSearches.id);
  if (due.length === 0) return 0;
  // Read outside the transactions (PGlite is one connection: a read on `db` inside one would wait forever).
  const pending = await queryRows<{ searchId: number; postId: number }>(
    db,
    sql`select ${savedSearchMatches.savedSearchId} as "searchId", ${savedSearchMatches.postId} as "postId"
      from ${savedSearchMatches}
      where ${savedSearchMatches.mailedAt} is null
        and ${savedSearchMatches.savedSearchId} = any(${`{${due.map((search) => search.id).join(',')}}`}::int[])
      order by ${savedSearchMatches.postId} desc`,
  );
  const idsOf = new Map<number, number[]>();
  for (const row of pending) {
    const list = idsOf.get(Number(row.searchId)) ?? [];
    list.push(Number(row.postId));
    idsOf.set(Number(row.searchId), list);
  }
  const allIds = [...new Set(pending.map((row) => Number(row.postId)))].sort((a, b) => b - a);
  const fields = await fieldsByCategory(db);
  const ads = new Map(
    (await rowsById(db, allIds)).filter((row) => row.visible).map((row) => [row.post.id, toPost(row, storage, fields)]),
  );

  let queued = 0;
  for (let start = 0; start < due.length; start += ALERTS_PER_TRANSACTION) {
    const chunk = due.slice(start, start + ALERTS_PER_TRANSACTION);
    const mails: Parameters<typeof enqueueMails>[1] = [];
    const marks: { search: (typeof due)[number]; ids: number[]; dedupeKey: string | null; shownCount?: number }[] = [];
    for (const search of chunk) {
      const ids = idsOf.get(search.id) ?? [];
      if (ids.length === 0) continue;
      const shown = ids.flatMap((id) => ads.get(id) ?? []);
      const dedupeKey =
        search.frequency === 'daily'
          ? `alert-daily:${search.id}:${date}`
          : `alert:${search.id}:${Math.min(...ids)}-${Math.max(...ids)}`;
      if (shown.length === 0 || !search.email) {
        // Every ad gone since it matched: marked, nothing sent.
        marks.push({ search, ids, dedupeKey: null });
        continue;
      }
      const mail = await stoppableMail(
        db,
        site,
        { kind: 'savedSearch', userId: search.userId, savedSearchId: search.id },
        alertMail({ site, searchName: search.name, query: search.query, ads: shown }),
      );
      mails.push({ to: search.email, ...mail, dedupeKey });
      marks.push({ search, ids, dedupeKey, shownCount: shown.length });
    }
    await db.transaction(async (tx) => {
      const queuedKeys = await enqueueMails(tx, mails);
      queued += queuedKeys.size;
      // The phone notification goes with each e-mail queued now (PRODUCT.md §30), under the same event's name.
      for (const mark of marks) {
        if (!mark.dedupeKey || !queuedKeys.has(mark.dedupeKey) || !mark.shownCount) continue;
        const push = alertPush(mark.search, mark.shownCount);
        await notifyPush(tx, mark.search.userId, 'savedSearches', push, { dedupeKey: mark.dedupeKey });
      }
      // Today's digest already went (a run after it): its matches wait for tomorrow's.
      const mailed = marks.filter(
        (mark) => mark.dedupeKey === null || queuedKeys.has(mark.dedupeKey) || mark.search.frequency !== 'daily',
      );
      const searchIds = mailed.flatMap((mark) => mark.ids.map(() => mark.search.id));
      const postIds = mailed.flatMap((mark) => mark.ids);
      if (postIds.length === 0) return;
      // The pairs read above only: a match found meanwhile waits for the next run.
      await tx.execute(
        sql`update ${savedSearchMatches} set mailed_at = ${now.toISOString()}::timestamptz
          from (select unnest(${`{${searchIds.join(',')}}`}::int[]) as s, unnest(${`{${postIds.join(',')}}`}::int[]) as p) as done
          where ${savedSearchMatches.savedSearchId} = done.s and ${savedSearchMatches.postId} = done.p
            and ${savedSearchMatches.mailedAt} is null`,
      );
    });
  }
  return queued;
}
