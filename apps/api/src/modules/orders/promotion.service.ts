import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autoBumpRuns, posts } from '../../db/schema/index.ts';

/** A service as an order applies it: its code (services.ts) and how many days it lasts. */
export interface ServiceToApply {
  id: number;
  code: string;
  durationDays: number | null;
}

export interface AppliedService {
  serviceId: number;
  activeUntil: Date | null;
  fulfilment: 'done' | 'waiting';
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type UntilKey = 'highlightedUntil' | 'topUntil' | 'showcaseUntil' | 'urgentUntil' | 'autoBumpUntil';

/** The promotion each timed service switches on: active while that posts column is in the future. */
export const untilKey: Record<string, UntilKey> = {
  highlight: 'highlightedUntil',
  top: 'topUntil',
  homepage: 'showcaseUntil',
  urgent: 'urgentUntil',
  autoBump: 'autoBumpUntil',
};

/** The day in Vilnius (the portal's clock) as YYYY-MM-DD: automatic bumps happen once per such day. */
export const vilniusDay = (now: Date) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });

/**
 * Applies the bought services to the ad inside the order's transaction. A timed service lasts its days from
 * now, or from its current end if it is still running (buying again extends it); a bump moves the ad to the
 * top of its lists now; automatic bumping also bumps now and counts today as done; the Facebook-group post
 * waits for an administrator.
 */
export async function applyServices(
  tx: Transaction,
  postId: number,
  services: ServiceToApply[],
  now: Date,
): Promise<AppliedService[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const set: Record<string, SQL> = {};
  for (const service of services) {
    const key = untilKey[service.code];
    if (key && service.durationDays) {
      const column = posts[key];
      set[key] = sql`greatest(coalesce(${column}, ${at}), ${at}) + make_interval(days => ${service.durationDays})`;
    }
    if (service.code === 'bump' || service.code === 'autoBump') set.bumpedAt = at;
  }
  const [after] =
    Object.keys(set).length > 0
      ? await tx.update(posts).set(set).where(eq(posts.id, postId)).returning()
      : await tx.select().from(posts).where(eq(posts.id, postId));
  if (!after) throw new Error(`post ${postId} vanished inside its order`);
  if (services.some((service) => service.code === 'autoBump')) {
    await tx
      .insert(autoBumpRuns)
      .values({ postId, day: vilniusDay(now), bumpedAt: now })
      .onConflictDoNothing();
  }
  return services.map((service) => {
    const key = untilKey[service.code];
    const activeUntil = key ? after[key] : null;
    return { serviceId: service.id, activeUntil, fulfilment: service.code === 'facebook' ? 'waiting' : 'done' };
  });
}

/**
 * The automatic-bump job (housekeeping runs it hourly and at start): every active ad whose automatic bumping
 * is running and which has not been bumped today (Vilnius) is bumped once. The auto_bump_runs primary key
 * (post, day) decides, in the same statement as the bump, so restarts and several processes never bump an ad
 * twice in one day. Returns the ids bumped.
 */
export async function runAutoBumps(db: Database, now: Date = new Date()): Promise<number[]> {
  const day = vilniusDay(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.status, 'active'), gt(posts.autoBumpUntil, now), gt(posts.expiresAt, now)));
    if (due.length === 0) return [];
    const claimed = await tx
      .insert(autoBumpRuns)
      .values(due.map(({ id }) => ({ postId: id, day, bumpedAt: now })))
      .onConflictDoNothing()
      .returning({ postId: autoBumpRuns.postId });
    const ids = claimed.map(({ postId }) => postId);
    if (ids.length > 0) await tx.update(posts).set({ bumpedAt: now }).where(inArray(posts.id, ids));
    return ids;
  });
}
