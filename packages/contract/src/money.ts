/**
 * Money crosses the API in euros (a number with at most two decimals) because SPEC.md names
 * walletBalance, amount and bonus in €; it is stored and computed as integer cents.
 * Zod-free, so the web's first page load can import it without the schemas.
 */
export const centsToEuros = (cents: number): number => cents / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
