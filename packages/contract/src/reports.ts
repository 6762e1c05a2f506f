import * as z from 'zod';

export const postReportReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'Kita' needs the reporter's own words (PRODUCT.md 'Moderation'). */
  requiresComment: z.boolean(),
});
export type PostReportReason = z.infer<typeof postReportReasonSchema>;

export const POST_REPORT_COMMENT_MAX = 1000;

/** POST /api/postreports/createpostreport. The comment is required when the reason requires it ('Kita'). */
export const createPostReportRequestSchema = z.object({
  postId: z.number().int().positive(),
  reasonId: z.number().int().positive(),
  comment: z.string().trim().max(POST_REPORT_COMMENT_MAX).optional(),
});
export type CreatePostReportRequest = z.input<typeof createPostReportRequestSchema>;
