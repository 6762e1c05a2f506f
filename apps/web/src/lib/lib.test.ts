import { describe, expect, it } from 'vitest';
import { currentYear, formatDate, formatDateTime } from './dates.ts';
import { formatCents, formatEuros } from './money.ts';
import { loginPath, paths, searchPath } from './paths.ts';
import { countLt } from './plural.ts';

// Intl separates the sum from € (and thousands) with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('formats euros and cents Lithuanian style', () => {
    expect(plain(formatEuros(12.5))).toBe('12,50 €');
    expect(plain(formatCents(1250))).toBe('12,50 €');
    expect(plain(formatCents(0))).toBe('0,00 €');
    expect(plain(formatEuros(1234.5))).toBe('1 234,50 €');
  });
});

describe('dates in Vilnius time', () => {
  it('shows UTC instants in Europe/Vilnius', () => {
    expect(formatDateTime('2025-03-07T12:05:00Z')).toBe('2025-03-07 14:05');
    expect(formatDateTime('2025-07-07T12:05:00Z')).toBe('2025-07-07 15:05');
    expect(formatDate('2024-12-31T22:30:00Z')).toBe('2025-01-01');
    expect(formatDate('nonsense')).toBe('');
    expect(currentYear(new Date('2024-12-31T22:30:00Z'))).toBe(2025);
  });
});

describe('Lithuanian plurals', () => {
  const forms = ['skelbimas', 'skelbimai', 'skelbimų'] as const;
  it.each([
    [0, '0 skelbimų'],
    [1, '1 skelbimas'],
    [2, '2 skelbimai'],
    [9, '9 skelbimai'],
    [10, '10 skelbimų'],
    [11, '11 skelbimų'],
    [19, '19 skelbimų'],
    [21, '21 skelbimas'],
    [22, '22 skelbimai'],
    [111, '111 skelbimų'],
  ])('%i', (n, text) => expect(countLt(n, forms)).toBe(text));
});

describe('paths', () => {
  it('builds category, login and search addresses', () => {
    expect(paths.category('transportas', 'automobiliai')).toBe('/skelbimai/transportas/automobiliai');
    expect(loginPath('/mano/skelbimai')).toBe('/prisijungimas?returnUrl=%2Fmano%2Fskelbimai');
    expect(searchPath('Šiauliai dviratis')).toBe('/visi?searchKeyword=%C5%A0iauliai+dviratis&searchFilterType=all');
  });
});
