import * as z from 'zod';
import { dbId, pastedText } from './bounds.ts';

export const postReportReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'Kita' needs the reporter's own words (PRODUCT.md §3 'Post report'). */
  requiresComment: z.boolean(),
});
export type PostReportReason = z.infer<typeof postReportReasonSchema>;

export const POST_REPORT_COMMENT_MAX = 1000;

/** POST /api/postreports/createpostreport. The comment is required when the reason requires it ('Kita'). */
export const createPostReportRequestSchema = z.object({
  postId: dbId(),
  reasonId: dbId(),
  comment: pastedText(POST_REPORT_COMMENT_MAX).optional(),
});
export type CreatePostReportRequest = z.input<typeof createPostReportRequestSchema>;

/** The answer's data: the new report's id. */
export const createdPostReportSchema = z.object({ id: z.number().int() });
export type CreatedPostReport = z.infer<typeof createdPostReportSchema>;

export const postReportLimits = {
  /** Reports one account may send per hour. */
  perHour: 10,
} as const;

/** What createpostreport says (PRODUCT.md §5: the web shows the server's messages per property). */
export const reportMessages = {
  sent: 'Ačiū, pranešimas išsiųstas. Moderatoriai jį peržiūrės.',
  reasonUnknown: 'Pasirinkite pranešimo priežastį.',
  commentRequired: 'Parašykite, kas netinka šiame skelbime.',
  alreadyReported: 'Jūs jau pranešėte apie šį skelbimą.',
  ownPost: 'Negalite pranešti apie savo skelbimą.',
  tooMany: (minutes: number) => `Per daug pranešimų. Pabandykite po ${minutes} min.`,
} as const;
