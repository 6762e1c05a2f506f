import * as z from 'zod';

export const postReportReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'Kita' needs the reporter's own words (PRODUCT.md 'Moderation'). */
  requiresComment: z.boolean(),
});
export type PostReportReason = z.infer<typeof postReportReasonSchema>;
