import * as z from 'zod';
import { userIdText } from './bounds.ts';
import { ratingSummarySchema } from './ratings.ts';

export const pictureSourceTypes = ['local', 'google', 'facebook'] as const;

/** The signed-in user as the web sees it (PRODUCT.md §3 'User'). */
export const userSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  pictureUrl: z.string().nullable(),
  profilePictureSourceType: z.enum(pictureSourceTypes),
  localPictureUrl: z.string().nullable(),
  googlePictureUrl: z.string().nullable(),
  facebookPictureUrl: z.string().nullable(),
  /** Euros. */
  walletBalance: z.number(),
  authRole: z.string().nullable(),
  isBlocked: z.boolean(),
  blockedUntil: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const sellerMessages = {
  invalidId: 'Netinkamas pardavėjo identifikatorius.',
  notFound: 'Pardavėjas nerastas.',
} as const;

/** A seller's id in a path or query: a uuid, else 400 with sellerMessages.invalidId (never a database error). */
export const sellerIdSchema = userIdText().pipe(z.uuid({ error: sellerMessages.invalidId }));

export const sellerParamsSchema = z.object({ id: sellerIdSchema });

/**
 * GET /api/users/GetSeller/{id}: what anyone may know of a seller. No contact details: only whether
 * the e-mail and phone are confirmed; the phone is revealed per ad. displayName null: none given ('Pardavėjas').
 */
export const sellerSchema = z.object({
  id: z.string(),
  /** 'Vardas P.' (names.ts displayName). */
  displayName: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  memberSince: z.string(),
  emailConfirmed: z.boolean(),
  phoneConfirmed: z.boolean(),
  /** Ads anyone may see now (the public list's rule). */
  activeAdCount: z.number().int(),
  /** Median first-reply time in minutes over the last 30 days; null with fewer than 3 answered (PRODUCT.md §28). */
  replyMinutesMedian: z.number().nullable(),
  /** Published ratings (PRODUCT.md §27). */
  rating: ratingSummarySchema,
});
export type Seller = z.infer<typeof sellerSchema>;

export { REPLY_TIME_MIN_CONVERSATIONS, replyTimeText } from './replyTime.ts';
