import * as z from 'zod';
import { boundsMessages, dbId, dbIdParam, hasControlCharacters, pageQuery, pastedText, visibleText } from './bounds.ts';
import { ruleIdSchema } from './moderation.ts';
import {
  RATING_ANSWER_MAX,
  RATING_COMMENT_MAX,
  RATING_REPORT_COMMENT_MAX,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
  ratingMessages,
} from './ratingTexts.ts';

/**
 * Ratings between the two people of a conversation about an ad (PRODUCT.md §27, decision 0089), under
 * /api/ratings: once per side and conversation, published when both have rated or 14 days after the first.
 */

export {
  RATING_ANSWER_MAX,
  RATING_COMMENT_MAX,
  RATING_PAGE_SIZE,
  RATING_PUBLISH_DAYS,
  RATING_REPORT_COMMENT_MAX,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
  ratingMessages,
} from './ratingTexts.ts';

const starsSchema = z
  .number({ error: () => ratingMessages.starsRange })
  .int({ error: () => ratingMessages.starsRange })
  .min(RATING_STARS_MIN, { error: () => ratingMessages.starsRange })
  .max(RATING_STARS_MAX, { error: () => ratingMessages.starsRange });

/** A short text after the text rule; control characters refused, as a message's. */
const shortText = (max: number, empty: string, tooLong: string) =>
  z
    .string()
    .overwrite(visibleText)
    .min(1, { error: () => empty })
    .max(max, { error: () => tooLong })
    .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters);

/** POST /api/ratings/create. An empty comment is no comment. */
export const createRatingRequestSchema = z.object({
  conversationId: dbId(),
  stars: starsSchema,
  comment: z
    .string()
    .overwrite(visibleText)
    .max(RATING_COMMENT_MAX, { error: () => ratingMessages.commentTooLong })
    .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters)
    .optional(),
});
export type CreateRatingRequest = z.input<typeof createRatingRequestSchema>;

/** The rater's own rating as the thread shows it; `published` false: 'Paskelbsime, kai …'. */
export const myRatingSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  published: z.boolean(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/**
 * GET /api/ratings/conversation/{id}: the thread's 'Įvertinti' state for the viewer. `refusal` says why not
 * (null while `canRate`, and once rated).
 */
export const conversationRatingSchema = z.object({
  canRate: z.boolean(),
  refusal: z.string().nullable(),
  mine: myRatingSchema.nullable(),
});
export type ConversationRating = z.infer<typeof conversationRatingSchema>;

/** A published rating on the seller's page. */
export const publicRatingSchema = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** 'Vardas P.' of the rater; null: none given ('Vartotojas'). */
  raterName: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type PublicRating = z.infer<typeof publicRatingSchema>;

/** A person's published ratings: the average (one decimal; null with none) and how many. */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const ratingUserParamsSchema = z.object({ userId: z.uuid({ error: 'Netinkamas vartotojo identifikatorius.' }) });
export const ratingListQuerySchema = z.object({ page: pageQuery() });
export const ratingConversationParamsSchema = z.object({ id: dbIdParam() });

/** POST /api/ratings/answer: the rated person's one answer. */
export const answerRatingRequestSchema = z.object({
  ratingId: dbId(),
  text: shortText(RATING_ANSWER_MAX, ratingMessages.answerEmpty, ratingMessages.answerTooLong),
});
export type AnswerRatingRequest = z.input<typeof answerRatingRequestSchema>;

/** POST /api/ratings/report: the ad report reasons, as a message's report. */
export const reportRatingRequestSchema = z.object({
  ratingId: dbId(),
  reasonId: dbId(),
  comment: pastedText(RATING_REPORT_COMMENT_MAX).optional(),
});
export type ReportRatingRequest = z.input<typeof reportRatingRequestSchema>;

/** GET /api/ratings/reports (moderators): an open report with the rating. */
export const ratingReportSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  reason: z.string(),
  comment: z.string().nullable(),
  reporterName: z.string().nullable(),
  rating: z.object({
    id: z.number().int(),
    stars: z.number().int(),
    comment: z.string().nullable(),
    answer: z.string().nullable(),
    raterName: z.string().nullable(),
    ratedName: z.string().nullable(),
    ratedId: z.string(),
    adId: z.number().int(),
  }),
});
export type RatingReport = z.infer<typeof ratingReportSchema>;

export const resolveRatingReportRequestSchema = z.object({ reportId: dbId() });

/** POST /api/ratings/remove (moderators): the rule and the facts, as an ad's block (PRODUCT.md §17). */
export const removeRatingRequestSchema = z.object({
  ratingId: dbId(),
  ruleId: ruleIdSchema,
  reason: shortText(2000, ratingMessages.factsEmpty, 'Aplinkybės gali būti ne ilgesnės kaip 2000 simbolių.'),
});
export type RemoveRatingRequest = z.input<typeof removeRatingRequestSchema>;
