import { groupThousands } from './contract.ts';

/**
 * Lithuanian count nouns have three forms: one (1, 21, 31 …), few (2–9, 22–29 …) and many
 * (0, 10–20, 30 …). Forms are given in that order.
 */
export function pluralLt(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2) return forms[1];
  return forms[2];
}

/** '21 skelbimas', '3 skelbimai', '12 skelbimų'. */
export function countLt(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${pluralLt(count, forms)}`;
}

/**
 * A whole number in Lithuanian style, thousands apart by a non-breaking space ('1 234', '10 000'). Written out
 * rather than Intl.NumberFormat('lt-LT'), whose grouping depends on the ICU data of the server and the browser:
 * the server's render and the browser's hydration must print the same text.
 */
export function groupedNumber(count: number): string {
  return groupThousands(String(Math.trunc(count)));
}
