import { holdMessages } from '@skelbimai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type PostReportStatus, postReports, users } from '../../db/schema/index.ts';
import { getAutoHoldReporterCount } from '../settings/index.ts';
import { holdPostIn } from './holdPost.ts';

/** A reporter's account must be at least this old to count: one made to report does not. */
export const TRUSTED_REPORTER_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** What a reporter with no decided report weighs: the automatic hold's threshold is counted in these. */
const NEWCOMER_WEIGHT = 0.5;
/** The sum of weights is compared with the threshold after this much rounding (sums of thirds, sixths …). */
const EPSILON = 1e-9;

/** One open report that counts toward the hold: its reporter's network and record of decided reports. */
export interface CountedReport {
  network: string;
  upheld: number;
  decided: number;
}

/**
 * A reporter's weight by their record (DECISIONS #164): (upheld + 1) / (decided + 2), so a newcomer weighs 0.5,
 * one dismissed report 1/3, one upheld 2/3. Upheld: resolved (handled) or the ad blocked; decided adds dismissed.
 */
export function reporterWeight(upheld: number, decided: number): number {
  return (upheld + 1) / (decided + 2);
}

/**
 * Whether the counted reports hold the ad when `threshold` is autoHoldReporterCount (DECISIONS #164): one reporter
 * per network (its heaviest), at least `threshold` networks, and their weights summing to `threshold` newcomers'
 * (threshold × 0.5). So `threshold` trusted reporters with no record, or a good one, hold it; one with more
 * dismissed than upheld reports does not make the last vote, and no record lets fewer reporters hold it.
 */
export function holdsByReports(
  reports: readonly CountedReport[],
  threshold: number,
): { holds: boolean; networks: number } {
  const heaviest = new Map<string, number>();
  for (const report of reports) {
    const weight = reporterWeight(report.upheld, report.decided);
    heaviest.set(report.network, Math.max(heaviest.get(report.network) ?? 0, weight));
  }
  const sum = [...heaviest.values()].reduce((total, weight) => total + weight, 0);
  const holds = heaviest.size >= threshold && sum + EPSILON >= threshold * NEWCOMER_WEIGHT;
  return { holds, networks: heaviest.size };
}

/** How many of the open report's reporter's reports (about any ad) have one of `statuses`. */
const recordCount = (statuses: readonly PostReportStatus[]) =>
  sql<number>`(select count(*) from ${postReports} as "record" where "record"."reporter_id" = ${postReports.reporterId}
    and "record"."status" in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )}))`.mapWith(Number);

/**
 * The ad's open reports whose reporters count (DECISIONS #164): an account with its e-mail or phone confirmed,
 * older than TRUSTED_REPORTER_MIN_AGE_MS, neither deleted nor blocked, and a report that kept its network. The
 * others stay open and listed for the moderators; they only do not count.
 */
async function countedReports(tx: Database, postId: number): Promise<CountedReport[]> {
  const now = new Date();
  const oldEnough = new Date(now.getTime() - TRUSTED_REPORTER_MIN_AGE_MS).toISOString();
  const rows = await tx
    .select({
      network: sql<string>`${postReports.reporterNetwork}`,
      upheld: recordCount(['resolved', 'blocked']),
      decided: recordCount(['resolved', 'blocked', 'dismissed']),
    })
    .from(postReports)
    .innerJoin(users, eq(users.id, postReports.reporterId))
    .where(
      and(
        eq(postReports.postId, postId),
        eq(postReports.status, 'open'),
        sql`${postReports.reporterNetwork} is not null`,
        sql`(${users.emailConfirmed} or ${users.phoneNumberConfirmed})`,
        sql`${users.createdAt} <= ${oldEnough}::timestamptz`,
        sql`${users.deletedAt} is null`,
        sql`not (${users.isBlocked} and (${users.blockedUntil} is null or ${users.blockedUntil} > ${now.toISOString()}::timestamptz))`,
      ),
    );
  return rows;
}

/**
 * After a report is written (same transaction): when the ad's open reports from trusted reporters of different
 * networks weigh enough (holdsByReports), the ad is held until a moderator looks. A release closes the open
 * reports, so only reports made after it count again. Answers whether the ad was held now.
 */
export async function holdIfReportedEnough(tx: Database, postId: number, site: AppConfig['site']): Promise<boolean> {
  const threshold = await getAutoHoldReporterCount(tx);
  const { holds, networks } = holdsByReports(await countedReports(tx, postId), threshold);
  if (!holds) return false;
  return holdPostIn(
    tx,
    postId,
    {
      rule: 'other',
      ruleText:
        'Skelbimas, apie kurį praneša keli skirtingi vartotojai, laikinai sustabdomas, kol jį peržiūrės moderatorius.',
      facts: holdMessages.reasonReports(networks),
      automatic: true,
    },
    site,
  );
}
