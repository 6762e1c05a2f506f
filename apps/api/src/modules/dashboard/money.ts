import { centsToEuros, type TopUpDay } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { orderItems, payments } from '../../db/schema/index.ts';

// The overview's only contact with the wallet's tables: paid top-ups per Vilnius day and the
// Facebook-group tasks waiting for an administrator.

const vilniusDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` calendar days in Vilnius as YYYY-MM-DD, oldest first, today last. */
export function lastVilniusDays(days: number, now = new Date()): string[] {
  const dates = new Set<string>();
  // Step back in whole days from noon UTC so a daylight-saving change cannot skip or repeat a date.
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  for (let back = days + 1; back >= -1; back -= 1) dates.add(vilniusDate.format(new Date(noon - back * DAY_MS)));
  const today = vilniusDate.format(now);
  return [...dates].filter((date) => date <= today).slice(-days);
}

/** The last `days` days (Europe/Vilnius), oldest first, each with its paid top-ups. */
export async function paidTopUpsPerDay(db: Database, days: number, now = new Date()): Promise<TopUpDay[]> {
  const dates = lastVilniusDays(days, now);
  // Revenue is what payers paid (amount_cents), not the bonus the portal adds.
  const rows = await queryRows<{ day: string; count: number; cents: number }>(
    db,
    sql`select to_char(${payments.paidAt} at time zone 'Europe/Vilnius', 'YYYY-MM-DD') as day,
               count(*)::int as count, sum(${payments.amountCents})::int as cents
        from ${payments}
        where ${payments.status} = 1 and ${payments.paidAt} >= ${new Date(now.getTime() - (days + 2) * DAY_MS)}
        group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dates.map((date) => {
    const row = byDay.get(date);
    return { date, count: Number(row?.count ?? 0), revenue: centsToEuros(Number(row?.cents ?? 0)) };
  });
}

/** Facebook-group tasks (paid orders) waiting to be marked done. */
export async function waitingTaskCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${orderItems} where ${orderItems.fulfilment} = 'waiting'`,
  );
  return Number(row?.count ?? 0);
}
