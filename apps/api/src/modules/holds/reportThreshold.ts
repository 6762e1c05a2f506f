import { holdMessages } from '@skelbimai/contract';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { postReports } from '../../db/schema/index.ts';
import { getAutoHoldReporterCount } from '../settings/settings.service.ts';
import { holdPostIn } from './holdPost.ts';

/**
 * After a report is written (same transaction): when the ad's open reports come from at least
 * autoHoldReporterCount different users, the ad is held until a moderator looks (issue 29). A release closes
 * the open reports, so only reports made after it count again. Answers whether the ad was held now.
 */
export async function holdIfReportedEnough(tx: Database, postId: number, site: AppConfig['site']): Promise<boolean> {
  const threshold = await getAutoHoldReporterCount(tx);
  const [row] = await tx
    .select({ reporters: countDistinct(postReports.reporterId) })
    .from(postReports)
    .where(and(eq(postReports.postId, postId), eq(postReports.status, 'open')));
  const reporters = Number(row?.reporters ?? 0);
  if (reporters < threshold) return false;
  return holdPostIn(
    tx,
    postId,
    {
      rule: 'other',
      ruleText:
        'Skelbimas, apie kurį praneša keli skirtingi vartotojai, laikinai sustabdomas, kol jį peržiūrės moderatorius.',
      facts: holdMessages.reasonReports(reporters),
      automatic: true,
    },
    site,
  );
}
