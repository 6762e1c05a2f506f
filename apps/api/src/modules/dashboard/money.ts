import type { TopUpDay } from '@skelbimai/contract';
import type { Database } from '../../db/client.ts';

// MERGE(wallet): the payments and orders tables come with the wallet issue (11), not on this branch. These two
// functions are the overview's only contact with them; the lead wires them to the payments (paid top-ups per
// Vilnius day: count and amount without bonus, in euros) and to the Facebook-group tasks at merge. Until then
// they answer every day with zeros and no tasks, so the dashboard's shape is final.

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
export async function paidTopUpsPerDay(_db: Database, days: number): Promise<TopUpDay[]> {
  return lastVilniusDays(days).map((date) => ({ date, count: 0, revenue: 0 }));
}

/** Facebook-group tasks (paid orders) waiting to be marked done. */
export async function waitingTaskCount(_db: Database): Promise<number> {
  return 0;
}
