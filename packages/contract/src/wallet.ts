import * as z from 'zod';

export const topUpOptionSchema = z.object({ id: z.number().int(), amount: z.number(), bonus: z.number() });
export type TopUpOption = z.infer<typeof topUpOptionSchema>;

/** Payment status numbers (SPEC.md §4, PRODUCT.md). */
export const paymentStatus = { unpaid: 0, paid: 1, processing: 2, moreInfo: 3, failed: 4 } as const;
