import { limits, type Post } from '@skelbimai/contract';
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postApiMessages } from '../../http/messages.ts';
import { cachedSharedFor, forgetPostCounts } from '../../http/sharedCache.ts';
import { fieldsByCategory } from '../categories/index.ts';
import { holdForListedWord, listedWordIn } from '../holds/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { rowsById } from './list/pageRead.ts';
import { rotatingPick, rotationTurn } from './list/topBlock.ts';
import { getPost, requireEditable, toPost } from './posts.service.ts';

/** How many ads the home page showcase shows. */
export const SHOWCASE_SIZE = 12;

/**
 * Renewal (free, PRODUCT.md §9): the ad runs for postExpiryDays from now, and an expired ad is active again.
 * Owner or moderator; a blocked ad stays blocked (400). Not a bump: the list position is a paid service.
 * An expired ad coming back is checked against the moderators' word list as a new one is: its text
 * may have been edited while it was expired, or the word listed since. `held` says it came back held.
 */
export async function renewPost(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
  id: number,
  site: AppConfig['site'],
): Promise<{ post: Post; held: boolean }> {
  const row = await requireEditable(db, user, id);
  if (row.status === 'blocked') {
    throw AppError.badRequest(postApiMessages.renewBlocked);
  }
  if (row.status === 'sold') throw AppError.badRequest(postApiMessages.renewSold);
  const listedWord = row.status === 'expired' ? await listedWordIn(db, row.title, row.description) : null;
  const held = await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        expiresAt: sql`now() + make_interval(days => ${limits.postExpiryDays})`,
        status: row.status === 'expired' ? 'active' : row.status,
        updatedAt: sql`now()`,
      })
      .where(eq(posts.id, id));
    return listedWord !== null && (await holdForListedWord(tx, id, listedWord, site));
  });
  forgetPostCounts(db);
  return { post: await getPost(db, storage, user, id), held };
}

/** How many ads one expiry statement changes at most: short transactions, short row locks. */
export const EXPIRY_BATCH_SIZE = 1000;

/**
 * Active ads past their expiry become 'expired', in batches of EXPIRY_BATCH_SIZE (run every minute by the
 * scheduler). Lists leave them out by the date already; the status change is what takes them out of the
 * category counters (migration 0009), so the read-time correction in postCounts.service.ts stays small.
 * SKIP LOCKED lets two processes run it at once without waiting on each other's rows.
 */
export async function expireOverduePosts(db: Database, batchSize = EXPIRY_BATCH_SIZE): Promise<number> {
  let total = 0;
  for (;;) {
    const overdue = db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.status, 'active'), lte(posts.expiresAt, sql`now()`)))
      .orderBy(posts.expiresAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const expired = await db
      .update(posts)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(inArray(posts.id, overdue), eq(posts.status, 'active')))
      .returning({ id: posts.id });
    total += expired.length;
    if (expired.length < batchSize) break;
  }
  // The counts already leave out ads past their date; forgetting here bounds a stale count by the job's run.
  if (total > 0) forgetPostCounts(db);
  return total;
}

/**
 * The home page showcase: publicly visible ads with an active 'Pradžios puslapyje' service, SHOWCASE_SIZE of them
 * in turns when more bought it (list/topBlock.ts rotatingPick; DECISIONS #104).
 */
export function listShowcase(db: Database, storage: PictureStorage, nowMs?: number): Promise<Post[]> {
  const turn = rotationTurn(nowMs);
  // The same for every visitor in a turn: kept as a guest's list is (posts/list/guestLists.ts).
  return cachedSharedFor(db, 'guestLists', `showcase ${turn}`, async () => {
    const ids = await rotatingPick(
      db,
      and(publiclyVisible, gt(posts.showcaseUntil, sql`now()`)) as SQL,
      SHOWCASE_SIZE,
      turn,
    );
    const fields = await fieldsByCategory(db);
    return (await rowsById(db, ids)).map((row) => toPost(row, storage, fields));
  });
}
