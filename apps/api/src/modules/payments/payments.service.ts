import { centsToEuros, type TopUpOption } from '@skelbimai/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { topUpOptions } from '../../db/schema/index.ts';

/** Top-up choices in euros (stored as cents), in display order. */
export async function listTopUpOptions(db: Database): Promise<TopUpOption[]> {
  const rows = await db.select().from(topUpOptions).orderBy(asc(topUpOptions.sortOrder), asc(topUpOptions.id));
  return rows.map((row) => ({
    id: row.id,
    amount: centsToEuros(row.amountCents),
    bonus: centsToEuros(row.bonusCents),
  }));
}
