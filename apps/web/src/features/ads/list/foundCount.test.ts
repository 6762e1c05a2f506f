import { describe, expect, it } from 'vitest';
import { foundAdsText } from './foundCount.ts';

const nbsp = '\u00a0';

describe("the list's count 'Rasta …'", () => {
  it.each([
    [1, 'Rasta 1 skelbimas'],
    [21, 'Rasta 21 skelbimas'],
    [31, 'Rasta 31 skelbimas'],
    [2, 'Rasta 2 skelbimai'],
    [9, 'Rasta 9 skelbimai'],
    [22, 'Rasta 22 skelbimai'],
    [29, 'Rasta 29 skelbimai'],
    [10, 'Rasta 10 skelbimų'],
    [11, 'Rasta 11 skelbimų'],
    [19, 'Rasta 19 skelbimų'],
    [20, 'Rasta 20 skelbimų'],
    [30, 'Rasta 30 skelbimų'],
    [111, 'Rasta 111 skelbimų'],
    [1234, `Rasta 1${nbsp}234 skelbimai`],
    [1001, `Rasta 1${nbsp}001 skelbimas`],
    [1_234_567, `Rasta 1${nbsp}234${nbsp}567 skelbimai`],
  ])('%i', (count, text) => expect(foundAdsText(count)).toBe(text));

  it('says a capped total honestly', () => {
    expect(foundAdsText(10_000, true)).toBe(`Rasta daugiau nei 10${nbsp}000 skelbimų`);
    expect(foundAdsText(1000, true)).toBe(`Rasta daugiau nei 1${nbsp}000 skelbimų`);
  });
});
