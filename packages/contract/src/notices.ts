import * as z from 'zod';
import { blankToUndefined, boundedText, bounds, dbId, pastedText } from './bounds.ts';

/**
 * Notices about illegal content (DSA art. 16): anyone, a guest too, tells the portal an ad is
 * illegal; moderators handle each one and the notifier hears the outcome. Separate from reports (which are a
 * signed-in user's "this ad is wrong"), so the transparency report can count them on their own.
 */
export const noticeReasons = ['illegalGoods', 'fraud', 'intellectualProperty', 'personalData', 'otherIllegal'] as const;
export type NoticeReason = (typeof noticeReasons)[number];

/** The reasons' Lithuanian titles, in the order the form lists them. */
export const noticeReasonTitles: Record<NoticeReason, string> = {
  illegalGoods: 'Neteisėta prekė ar paslauga',
  fraud: 'Sukčiavimas',
  intellectualProperty: 'Intelektinės nuosavybės pažeidimas',
  personalData: 'Asmens duomenys',
  otherIllegal: 'Kita neteisėta informacija',
};

export const noticeLimits = {
  explanationMin: 10,
  explanationMax: 4000,
  /** Notices one address (IP) may send per hour, guests and accounts alike. */
  perHour: 10,
  /** A moderator's answer to the notifier. */
  textMax: 2000,
} as const;

export const noticeMessages = {
  sent: 'Ačiū, pranešimas gautas. Patvirtinimą išsiuntėme el. paštu.',
  reasonRequired: 'Pasirinkite pranešimo priežastį.',
  explanationTooShort: `Paaiškinkite išsamiau (bent ${noticeLimits.explanationMin} simbolių).`,
  emailRequired: 'Įveskite el. pašto adresą, kuriuo atsakysime.',
  emailInvalid: 'Netinkamas el. pašto adresas.',
  tooMany: (minutes: number) => `Per daug pranešimų. Pabandykite po ${minutes} min.`,
  notFound: 'Pranešimas nerastas.',
  alreadyHandled: 'Šis pranešimas jau išnagrinėtas.',
  handled: 'Pranešimas išnagrinėtas, pranešėjui išsiųstas atsakymas.',
} as const;

/** POST /api/notices/create. email is required for guests; a signed-in user's account e-mail is used. */
export const createNoticeRequestSchema = z.object({
  postId: dbId(),
  reason: z.enum(noticeReasons, { error: noticeMessages.reasonRequired }),
  explanation: pastedText(noticeLimits.explanationMax).min(
    noticeLimits.explanationMin,
    noticeMessages.explanationTooShort,
  ),
  email: z.preprocess(
    blankToUndefined,
    boundedText(bounds.emailOrPhone).pipe(z.email(noticeMessages.emailInvalid)).optional(),
  ),
});
export type CreateNoticeRequest = z.input<typeof createNoticeRequestSchema>;

export const createdNoticeSchema = z.object({ id: z.number().int() });
export type CreatedNotice = z.infer<typeof createdNoticeSchema>;

export const noticeStates = ['open', 'handled'] as const;
export type NoticeState = (typeof noticeStates)[number];

/** dismiss: nothing illegal found; block: the ad is blocked (the existing block). */
export const noticeActions = ['dismiss', 'block'] as const;
export type NoticeAction = (typeof noticeActions)[number];

/** GET /api/moderation/notices (Moderator): open first by default; 20 a page, oldest open first. */
export const noticeListQuerySchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(noticeStates).default('open')),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1)),
});
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  postTitle: z.string(),
  reason: z.enum(noticeReasons),
  explanation: z.string(),
  email: z.string(),
  /** The notifier's account, when signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(noticeStates),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  outcome: z.enum(noticeActions).nullable(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const noticeListSchema = z.object({
  notices: z.array(adminNoticeSchema),
  totalPageCount: z.number().int(),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/** POST /api/moderation/handleNotice: text is the answer the notifier reads (and, for block, the owner). */
export const handleNoticeRequestSchema = z.object({
  noticeId: dbId(),
  action: z.enum(noticeActions),
  text: pastedText(noticeLimits.textMax).min(3),
});
export type HandleNoticeRequest = z.input<typeof handleNoticeRequestSchema>;
