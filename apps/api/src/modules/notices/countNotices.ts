import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';

export interface NoticeCounts {
  /** Notices received in [from, to). */
  received: number;
  /** Notices handled in [from, to) (whenever received). */
  handled: number;
  /** Median hours from receipt to handling of those handled in [from, to); null when none. */
  medianHandlingHours: number | null;
}

/** For the transparency report (DSA art. 15; joined at merge with the statements of reasons' report). */
export async function countNotices(db: Database, from: Date, to: Date): Promise<NoticeCounts> {
  const [received] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(gte(notices.createdAt, from), lt(notices.createdAt, to)));
  const [handled] = await db
    .select({
      n: count(),
      median: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${notices.handledAt} - ${notices.createdAt}) / 3600)`,
    })
    .from(notices)
    .where(and(gte(notices.handledAt, from), lt(notices.handledAt, to)));
  const median = handled?.median === null || handled?.median === undefined ? null : Number(handled.median);
  return {
    received: Number(received?.n ?? 0),
    handled: Number(handled?.n ?? 0),
    medianHandlingHours: median === null ? null : Math.round(median * 10) / 10,
  };
}
