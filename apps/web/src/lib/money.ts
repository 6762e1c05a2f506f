import { centsToEuros } from './contract.ts';

// One formatter: Intl is slow to construct and the output must be identical everywhere.
const euroFormat = new Intl.NumberFormat('lt-LT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 12.5 → '12,50 €' (Lithuanian style; the spaces are no-break spaces so the sum never wraps). */
export function formatEuros(euros: number): string {
  return euroFormat.format(euros);
}

/** 1250 → '12,50 €'. Money is stored as integer cents (PRODUCT.md). */
export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}
