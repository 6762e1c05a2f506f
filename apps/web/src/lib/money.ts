import { centsToEuros, formatEuros } from './contract.ts';

// The formatter lives in the contract: the server writes prices into page titles the same way.
export { formatEuros };

/** 1250 → '12,50 €'. Money is stored as integer cents (PRODUCT.md §9). */
export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}
