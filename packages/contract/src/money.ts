/**
 * Money crosses the API in euros (a number with at most two decimals) because PRODUCT.md names
 * walletBalance, amount and bonus in €; it is stored and computed as integer cents.
 * Zod-free, so the web's first page load can import it without the schemas.
 */
export const centsToEuros = (cents: number): number => cents / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** PRODUCT.md §3: no price is 'Sutartinė' (negotiable), 0 is 'Nemokamai'. */
export const priceLabels = { negotiable: 'Sutartinė', free: 'Nemokamai' } as const;

const NO_BREAK_SPACE = '\u00a0';

/** Digits with thousands apart by a no-break space, as Lithuanian writes them: '1234567' → '1 234 567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

/**
 * 12.5 → '12,50 €', −5 → '−5,00 €' (Lithuanian style; the spaces are no-break spaces so the sum never wraps):
 * what Intl.NumberFormat('lt-LT', EUR) prints, written out. A browser's first Intl.NumberFormat, of any
 * locale, initialises ICU's number formatting: 50–110 ms at a phone's speed, the longest script task of every
 * landing page (DECISIONS #159). Written out, the server's page titles and render and the browser's hydration
 * also print the same text whatever ICU data each has. Rounds half away from zero on the decimal the number
 * prints as (1.005 → 1,01), as Intl does.
 */
export function formatEuros(euros: number): string {
  if (Number.isNaN(euros)) return `NaN${NO_BREAK_SPACE}€`;
  if (!Number.isFinite(euros)) return `${euros < 0 ? '\u2212' : ''}∞${NO_BREAK_SPACE}€`;
  const magnitude = Math.abs(euros);
  // The shortest decimal that reads back as the number ('1.005'); JS writes the tiny (1e-7) and the huge (1e+21,
  // whole numbers all) with an exponent.
  const shortest = String(magnitude);
  const decimal = !shortest.includes('e')
    ? shortest
    : magnitude < 1
      ? magnitude.toFixed(2)
      : BigInt(magnitude).toString();
  const [whole = '0', fraction = ''] = decimal.split('.');
  const cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const sign = euros < 0 || Object.is(euros, -0) ? '\u2212' : '';
  const centsText = String(cents % 100n).padStart(2, '0');
  return `${sign}${groupThousands(String(cents / 100n))},${centsText}${NO_BREAK_SPACE}€`;
}

/** An ad's price as people read it: 'Sutartinė', 'Nemokamai' or '12,50 €'. */
export function formatPrice(price: number | null): string {
  if (price === null) return priceLabels.negotiable;
  if (price === 0) return priceLabels.free;
  return formatEuros(price);
}

/** An offer's amount (PRODUCT.md §28): '1 200 €' for whole euros, '1 200,50 €' otherwise (no-break spaces). */
export function formatOfferAmount(euros: number): string {
  return Number.isInteger(euros) ? `${groupThousands(String(euros))}\u00a0€` : formatEuros(euros);
}
