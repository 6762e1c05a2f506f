/**
 * Money crosses the API in euros (a number with at most two decimals) because SPEC.md names
 * walletBalance, amount and bonus in €; it is stored and computed as integer cents.
 * Zod-free, so the web's first page load can import it without the schemas.
 */
export const centsToEuros = (cents: number): number => cents / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** PRODUCT.md: no price is 'Sutartinė' (negotiable), 0 is 'Nemokamai'. */
export const priceLabels = { negotiable: 'Sutartinė', free: 'Nemokamai' } as const;

// One formatter: Intl is slow to construct, and the server's page titles must read as the browser's do. Made on
// first use, not when the module loads: a browser's first lt-LT currency format loads ICU data (~55 ms on a
// phone's CPU), which belongs in a task of its own, not in the evaluation of every landing script (DECISIONS #118).
let euroFormat: Intl.NumberFormat | undefined;

/** 12.5 → '12,50 €' (Lithuanian style; the spaces are no-break spaces so the sum never wraps). */
export function formatEuros(euros: number): string {
  euroFormat ??= new Intl.NumberFormat('lt-LT', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return euroFormat.format(euros);
}

/** An ad's price as people read it: 'Sutartinė', 'Nemokamai' or '12,50 €'. */
export function formatPrice(price: number | null): string {
  if (price === null) return priceLabels.negotiable;
  if (price === 0) return priceLabels.free;
  return formatEuros(price);
}
