import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { savedSearches, savedSearchMatches, users } from '../../db/schema/index.ts';
import { unsubscribeParts } from '../notifications/unsubscribe.service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { rowsById } from '../posts/list/pageRead.ts';
import { toPost } from '../posts/posts.service.ts';
import { alertMail } from './alertMail.ts';

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

/**
 * Mails the matches not yet mailed: every instant search's, and at or after DAILY_DIGEST_HOUR each daily
 * search's once that day. One e-mail per search, its matches marked mailed in the same transaction as the
 * outbox row (an ad gone since it matched is marked, not sent). The outbox row's dedupeKey (the search and the
 * batch's ads, or the search and the day) keeps a repeated run from queueing the same e-mail twice. Answers
 * how many e-mails were queued.
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
    );
  let queued = 0;
  for (const search of due) {
    // Read outside the transaction (PGlite is one connection: a read on `db` inside it would wait forever).
    const pending = await db
      .select({ postId: savedSearchMatches.postId })
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, search.id), isNull(savedSearchMatches.mailedAt)))
      .orderBy(sql`${savedSearchMatches.postId} desc`);
    const ids = pending.map((row) => row.postId);
    if (ids.length === 0) continue;
    const ads = (await rowsById(db, ids)).filter((row) => row.visible).map((row) => toPost(row, storage));
    const { headers, pageUrl } = await unsubscribeParts(db, site, {
      kind: 'savedSearch',
      userId: search.userId,
      savedSearchId: search.id,
    });
    const dedupeKey =
      search.frequency === 'daily'
        ? `alert-daily:${search.id}:${date}`
        : `alert:${search.id}:${Math.min(...ids)}-${Math.max(...ids)}`;
    await db.transaction(async (tx) => {
      let mailed = true;
      if (ads.length > 0 && search.email) {
        const mail = alertMail({ site, searchName: search.name, query: search.query, ads, unsubscribeUrl: pageUrl });
        const id = await enqueueMail(tx, { to: search.email, ...mail, headers, dedupeKey });
        // Today's digest already went (a run after it): these wait for tomorrow's.
        if (id === null && search.frequency === 'daily') mailed = false;
        if (id !== null) queued += 1;
      }
      if (!mailed) return;
      // The ids read above only: a match found meanwhile waits for the next run.
      await tx
        .update(savedSearchMatches)
        .set({ mailedAt: now })
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, search.id),
            inArray(savedSearchMatches.postId, ids),
            isNull(savedSearchMatches.mailedAt),
          ),
        );
    });
  }
  return queued;
}
