import { describe, expect, it } from 'vitest';
import { currentYear, formatDate, formatDateTime, TIME_ZONE } from './dates.ts';

// The written-out Vilnius formats (dates.ts) against ICU's, which the browser and Node both have.
const icuDateTime = new Intl.DateTimeFormat('lt-LT', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const HOUR = 3_600_000;

describe('Vilnius dates without ICU', () => {
  it('agree with Intl at every hour around each summer-time change from 2004 to 2040, and around New Year', () => {
    for (let year = 2004; year <= 2040; year++) {
      for (const around of [Date.UTC(year, 2, 24), Date.UTC(year, 9, 24), Date.UTC(year, 11, 31)]) {
        for (let hour = 0; hour < 24 * 9; hour++) {
          const instant = new Date(around + hour * HOUR + 59 * 60_000);
          expect(formatDateTime(instant), instant.toISOString()).toBe(icuDateTime.format(instant));
          expect(formatDate(instant)).toBe(icuDateTime.format(instant).slice(0, 10));
        }
      }
    }
  });

  it('agree with Intl on a spread of instants and give the Vilnius year', () => {
    for (let time = Date.UTC(2005, 0, 1); time < Date.UTC(2040, 0, 1); time += 7 * 24 * HOUR + 37 * 60_000) {
      const instant = new Date(time);
      expect(formatDateTime(instant)).toBe(icuDateTime.format(instant));
    }
    expect(currentYear(new Date('2030-12-31T21:59:00Z'))).toBe(2030);
    expect(currentYear(new Date('2030-12-31T22:00:00Z'))).toBe(2031);
  });
});
