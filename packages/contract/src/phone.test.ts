import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone.ts';

describe('formatPhone', () => {
  it('shows a Lithuanian number internationally, however it was stored or typed', () => {
    expect(formatPhone('+37060000005')).toBe('+370 600 00005');
    expect(formatPhone('+370 600 00000')).toBe('+370 600 00000');
    expect(formatPhone('8 600 00005')).toBe('+370 600 00005');
    expect(formatPhone('860000005')).toBe('+370 600 00005');
    expect(formatPhone('+37052123456')).toBe('+370 5 212 3456');
  });

  it("shows a foreign number in its own country's international form", () => {
    expect(formatPhone('+4915112345678')).toBe('+49 1511 2345678');
  });

  it('shows a text that is no number as typed', () => {
    expect(formatPhone('  skambinti vakare ')).toBe('skambinti vakare');
  });
});

describe('phoneHref', () => {
  it('dials the E.164 number', () => {
    expect(phoneHref('8 600 00005')).toBe('tel:+37060000005');
    expect(phoneHref('+370 600 00000')).toBe('tel:+37060000000');
  });
});
