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
