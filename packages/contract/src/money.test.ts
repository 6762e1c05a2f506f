import { describe, expect, it } from 'vitest';
import { formatEuros, formatPrice, groupThousands } from './money.ts';

/** What the formatter stands in for: ICU's lt-LT euro format, as Node has it. */
const icu = new Intl.NumberFormat('lt-LT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('formatEuros', () => {
  it('prints what Intl prints for lt-LT euros', () => {
    const values = [0, -0, 0.5, 1, 12.5, 0.29, 999.99, 1000, 1234.5, 12345, 123456.78, 1234567, 1e9, 1e21, 1e-7];
    const nonFinite = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    const rounding = [1.005, 2.675, 123.455, 0.005, 0.004999, -0.001, -0.005, -5, -1234.5];
    // Every whole-cent amount a price or a wallet can hold, sampled, and arbitrary fractions of a cent.
    const sampled = Array.from({ length: 2000 }, (_, index) => ((index * 7919) % 100_000_000) / 100);
    const fractions = Array.from({ length: 500 }, (_, index) => (index * 104_729.123_457) / 997);
    for (const value of [
      ...values,
      ...nonFinite,
      ...rounding,
      ...sampled,
      ...fractions,
      ...sampled.map((value) => -value),
    ]) {
      expect(formatEuros(value), String(value)).toBe(icu.format(value));
    }
  });

  it('keeps the sum on one line and groups thousands as Lithuanian does', () => {
    expect(formatEuros(1234.5)).toBe('1\u00a0234,50\u00a0€');
    expect(formatEuros(-5)).toBe('\u22125,00\u00a0€');
    expect(groupThousands('1234567')).toBe('1\u00a0234\u00a0567');
    expect(formatPrice(null)).toBe('Sutartinė');
    expect(formatPrice(0)).toBe('Nemokamai');
  });
});
