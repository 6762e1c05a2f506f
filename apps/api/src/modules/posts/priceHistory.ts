import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postPrices } from '../../db/schema/index.ts';

/**
 * How far back a price drop looks: the price in force 14 days before the change and every later one (migration
 * 0029's trigger, decision 0084), and a day more, so a change made while this runs still finds what it reads.
 */
const LOOKS_BACK = sql.raw(`interval '15 days'`);

/**
 * Deletes the prices no drop can be measured from any more: an ad's prices older than the one that was in force
 * 15 days ago. That price and every later one stay, so each change is measured as before; a history kept whole
 * would grow by a row at every price change of every ad, forever.
 */
export async function deleteUnreadPriceHistory(db: Database): Promise<void> {
  await db.execute(sql`
    delete from ${postPrices} as old
    where old.since <= now() - ${LOOKS_BACK}
      and exists (
        select 1 from ${postPrices} as later
        where later.post_id = old.post_id and later.since > old.since and later.since <= now() - ${LOOKS_BACK}
      )`);
}
