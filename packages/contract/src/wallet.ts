import * as z from 'zod';

/**
 * Money crosses the API in euros (a number with at most two decimals) because SPEC.md names
 * walletBalance, amount and bonus in €; it is stored and computed as integer cents.
 */
export const centsToEuros = (cents: number): number => cents / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

export const topUpOptionSchema = z.object({ id: z.number().int(), amount: z.number(), bonus: z.number() });
export type TopUpOption = z.infer<typeof topUpOptionSchema>;

/** Payment status numbers (SPEC.md §4, PRODUCT.md). */
export const paymentStatus = { unpaid: 0, paid: 1, processing: 2, moreInfo: 3, failed: 4 } as const;
