/** Dates are stored in UTC and always shown in Vilnius time, whatever the viewer's clock says. */
export const TIME_ZONE = 'Europe/Vilnius';

const dateFormat = new Intl.DateTimeFormat('lt-LT', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('lt-LT', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2025-03-07' (Lithuanian dates are written year first). Invalid input gives ''. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** '2025-03-07 14:05'. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

// Made once, as the formats above: creating an Intl.DateTimeFormat costs ~0.3 ms, and the footer asks for the
// year on every page the server renders.
const yearFormat = new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });

/** The current year in Vilnius (differs from UTC's for two hours around New Year). */
export function currentYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}
