/** Dates are stored in UTC and always shown in Vilnius time, whatever the viewer's clock says. */
export const TIME_ZONE = 'Europe/Vilnius';

// Each made once, on first use rather than when the module loads: a browser's first time-zone format loads ICU
// data (15–35 ms on a phone's CPU), better spent in a task of its own (lib/prepareFormats.ts) than inside the
// evaluation of the landing scripts.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let yearFormat: Intl.DateTimeFormat | undefined;

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2025-03-07' (Lithuanian dates are written year first). Invalid input gives ''. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  dateFormat ??= new Intl.DateTimeFormat('lt-LT', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dateFormat.format(date);
}

/** '2025-03-07 14:05'. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('lt-LT', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTimeFormat.format(date);
}

/** The current year in Vilnius (differs from UTC's for two hours around New Year). */
export function currentYear(now: Date = new Date()): number {
  // Made once, as the formats above: creating an Intl.DateTimeFormat costs ~0.3 ms, and the footer asks for the
  // year on every page the server renders.
  yearFormat ??= new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });
  return Number(yearFormat.format(now));
}
