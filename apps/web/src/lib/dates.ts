/** Dates are stored in UTC and always shown in Vilnius time, whatever the viewer's clock says. */
export const TIME_ZONE = 'Europe/Vilnius';

const HOUR_MS = 3_600_000;

// Written out rather than with Intl.DateTimeFormat: a browser's first time-zone format starts ICU and loads its
// time-zone data, one task of 55–60 ms at Lighthouse's 4× slower CPU on every landing page (prices are written
// out for the same reason, DECISIONS #159). Vilnius keeps the EU's summer time: UTC+3 from the last Sunday of March
// to the last Sunday of October, at 01:00 UTC both; UTC+2 otherwise (since 2003; the portal's dates are newer).
// dates.test.ts checks these against Intl for every hour around each change from 2004 to 2040.

/** The last Sunday of `month` (0-based) of `year`, at 01:00 UTC: when the EU's summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The Vilnius wall clock of an instant, as the UTC fields of a shifted date. */
function vilniusClock(date: Date): Date {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 3 : 2) * HOUR_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayOf(clock: Date): string {
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** '2025-03-07' (Lithuanian dates are written year first). Invalid input gives ''. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dayOf(vilniusClock(date)) : '';
}

/** '2025-03-07 14:05'. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const clock = vilniusClock(date);
  return `${dayOf(clock)} ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** The current year in Vilnius (differs from UTC's for two hours around New Year). */
export function currentYear(now: Date = new Date()): number {
  return vilniusClock(now).getUTCFullYear();
}
