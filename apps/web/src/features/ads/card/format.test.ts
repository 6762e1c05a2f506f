import { describe, expect, it } from 'vitest';
import { formatAge, formatPrice } from './format.ts';

describe('card texts', () => {
  it('shows no price as Sutartinė, 0 as Nemokamai, others in euros', () => {
    expect(formatPrice(null)).toBe('Sutartinė');
    expect(formatPrice(0)).toBe('Nemokamai');
    expect(formatPrice(12.5)).toBe('12,50\u00a0€');
  });

  it('says how long ago in Lithuanian', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatAge('2026-03-10T11:59:30Z', now)).toBe('ką tik');
    expect(formatAge('2026-03-10T11:55:00Z', now)).toBe('prieš 5 min.');
    expect(formatAge('2026-03-10T09:00:00Z', now)).toBe('prieš 3 val.');
    expect(formatAge('2026-03-07T11:00:00Z', now)).toBe('prieš 3 d.');
  });
});
