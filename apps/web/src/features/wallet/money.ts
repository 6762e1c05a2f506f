import { formatEuros } from '../../lib/money.ts';

/** Euros from the API added in cents, so 0.1 + 0.2 is 0.30 and never 0.30000000000000004. */
export function addEuros(...amounts: number[]): number {
  return amounts.reduce((sum, euros) => sum + Math.round(euros * 100), 0) / 100;
}

const bonusFormat = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 2 });

/** The bonus of 'Papildomai +{bonus}€': 1 → '1', 2.5 → '2,5' (PRODUCT.md §2 writes it without a space). */
export const formatBonus = (euros: number) => bonusFormat.format(euros);

export { formatEuros };
