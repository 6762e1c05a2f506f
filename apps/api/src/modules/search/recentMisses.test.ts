import { describe, expect, it } from 'vitest';
import { firstMissThisHour } from './recentMisses.ts';

describe('firstMissThisHour', () => {
  it('lets a visitor count a query once an hour, and other visitors and queries apart', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(firstMissThisHour('a:1', 'zodis', now)).toBe(true);
    expect(firstMissThisHour('a:1', 'zodis', now + 59 * 60_000)).toBe(false);
    expect(firstMissThisHour('a:2', 'zodis', now)).toBe(true);
    expect(firstMissThisHour('a:1', 'kitas', now)).toBe(true);
    expect(firstMissThisHour('a:1', 'zodis', now + 60 * 60_000 + 1)).toBe(true);
  });

  it('forgets the oldest entries beyond its bound rather than growing', () => {
    const now = Date.UTC(2026, 0, 2, 12);
    expect(firstMissThisHour('a:first', 'q', now)).toBe(true);
    for (let i = 0; i < 10_000; i += 1) firstMissThisHour(`a:${i}`, 'q', now);
    // The first entry was pushed out, so it counts again (the bound wins over the hour).
    expect(firstMissThisHour('a:first', 'q', now)).toBe(true);
  });
});
