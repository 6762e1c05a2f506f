import * as z from 'zod';
import {
  bounds,
  boundsMessages,
  dbId,
  dbIdParam,
  hasControlCharacters,
  pageQuery,
  pastedText,
  visibleText,
} from './bounds.ts';
import { type ChatOffer, chatOfferSchema } from './offers.ts';
import { postPictureSchema } from './posts.ts';

/**
 * Messages between a buyer and a seller about one ad (PRODUCT.md §10): one conversation per ad and buyer, under
 * /api/messages. The file is 'conversations' because messages.ts is the Lithuanian catalogue.
 */

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_REPORT_COMMENT_MAX = 1000;

/** Messages of a thread per page (older ones with `before`). */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * A message's text: 1–2,000 characters after the text rule (visibleText: bidi controls removed, invisible
 * characters trimmed, so only invisible ones are empty); control characters are refused (not stripped: the
 * writer sees what was sent), tab and new lines allowed.
 */
export const messageTextSchema = z
  .string()
  .overwrite(visibleText)
  .min(1, { error: () => conversationMessages.textEmpty })
  .max(MESSAGE_TEXT_MAX, { error: () => conversationMessages.textTooLong })
  .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters);

/** Pictures one message may carry (PRODUCT.md §29). */
export const MESSAGE_PICTURES_MAX = 4;

/** Multipart field of POST /api/messages/UploadPicture (as the ads' and the profile's PictureFile). */
export const MESSAGE_PICTURE_FIELD = 'PictureFile';

/**
 * The text of a message that may carry pictures: the same rule as messageTextSchema but possibly empty; the
 * send request then wants at least one picture (PRODUCT.md §29).
 */
const sentTextSchema = z
  .string()
  .overwrite(visibleText)
  .max(MESSAGE_TEXT_MAX, { error: () => conversationMessages.textTooLong })
  .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters);

/**
 * Ids of pictures the sender uploaded through POST /api/messages/UploadPicture and has not sent yet, in the
 * order shown; at most MESSAGE_PICTURES_MAX.
 */
const pictureIdSchema = z.uuid();
const messagePictureIdsSchema = z
  .array(z.string().max(bounds.shortText))
  .max(MESSAGE_PICTURES_MAX, { error: () => conversationMessages.tooManyPictures })
  // Checked on the list, so every refusal is on `pictures` itself.
  .refine((ids) => ids.every((id) => pictureIdSchema.safeParse(id).success), {
    error: () => conversationMessages.pictureUnknown,
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: () => conversationMessages.pictureRepeated });

/**
 * POST /api/messages/send: `postId` starts or continues the buyer's conversation, `conversationId` replies.
 * `text` may be left out or empty when `pictures` names at least one picture.
 */
export const sendMessageRequestSchema = z
  .object({
    postId: dbId().optional(),
    conversationId: dbId().optional(),
    text: sentTextSchema.default(''),
    pictures: messagePictureIdsSchema.default([]),
  })
  .refine((body) => body.text !== '' || body.pictures.length > 0, {
    path: ['text'],
    error: () => conversationMessages.textEmpty,
  });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** A picture of a message: the same shape as an ad's (posts.ts). */
export const messagePictureSchema = postPictureSchema;
export type MessagePicture = z.infer<typeof messagePictureSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  /** Empty for a message of pictures only (PRODUCT.md §29) and for an erased one. */
  text: z.string(),
  /** Its pictures in order (PRODUCT.md §29); the API always sends the list, empty for none. */
  pictures: z.array(messagePictureSchema).optional(),
  sentAt: z.string(),
  fromMe: z.boolean(),
  /** The text looks like a scam pattern (pay in advance, another messenger, a payment or courier link). */
  safetyTip: z.boolean(),
  /** The writer erased their account: the text and the pictures are gone ('Žinutė ištrinta', PRODUCT.md §10). */
  erased: z.boolean(),
  /** A price offer (PRODUCT.md §28): the message is the offer, answered by the seller once. */
  offer: chatOfferSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sentMessageSchema = z.object({ conversationId: z.number().int(), message: chatMessageSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;

/**
 * The ad's state as a thread shows it. Kept as one list and one wording function (conversationAdStateText),
 * so a new state is one line in each.
 */
export const conversationAdStates = ['active', 'reserved', 'sold', 'expired', 'held', 'blocked', 'deleted'] as const;
export type ConversationAdState = (typeof conversationAdStates)[number];

export const conversationAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  state: z.enum(conversationAdStates),
});
export type ConversationAd = z.infer<typeof conversationAdSchema>;

export const conversationPersonSchema = z.object({
  id: z.string(),
  /** 'Vardas P.' (names.ts displayName); null for an account without a name or a deleted one (the web says which). */
  name: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  deleted: z.boolean(),
});

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  ad: conversationAdSchema,
  other: conversationPersonSchema,
  /** Am I the buyer (I wrote about someone's ad) or the seller. */
  role: z.enum(['buyer', 'seller']),
  lastMessage: z
    .object({
      text: z.string(),
      sentAt: z.string(),
      fromMe: z.boolean(),
      erased: z.boolean(),
      /** How many pictures it carries (PRODUCT.md §29): the inbox says 'Nuotrauka' for one of pictures only. */
      pictureCount: z.number().int().optional(),
    })
    .nullable(),
  unreadCount: z.number().int(),
  startedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationThreadSchema = conversationSummarySchema.extend({
  /** Oldest first; `hasOlder` says whether `before` the first one gives more. */
  messages: z.array(chatMessageSchema),
  hasOlder: z.boolean(),
  /** The id of my last message the other side has read ('Perskaityta'); 0 for none. */
  readByOtherUpTo: z.number().int(),
  /** I blocked the other person / the other person blocked me. */
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const conversationListQuerySchema = z.object({ page: pageQuery() });
export const conversationParamsSchema = z.object({ id: dbIdParam() });
export const conversationThreadQuerySchema = z.object({
  before: z.preprocess((value) => (value === '' ? undefined : value), dbIdParam().optional()),
});

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /api/messages/adCounts: conversations per ad of the signed-in seller. */
export const adConversationCountSchema = z.object({ postId: z.number().int(), count: z.number().int() });
export type AdConversationCount = z.infer<typeof adConversationCountSchema>;

export const userIdRequestSchema = z.object({
  userId: z.string().trim().min(1).max(bounds.shortText),
});
export const conversationIdRequestSchema = z.object({ conversationId: dbId() });
export const reportMessageRequestSchema = z.object({
  messageId: dbId(),
  reasonId: dbId(),
  comment: pastedText(MESSAGE_REPORT_COMMENT_MAX).optional(),
});
export type ReportMessageRequest = z.input<typeof reportMessageRequestSchema>;

/** GET /api/messages/reports (moderators): an open report of a message with its thread for context. */
export const messageReportSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  reason: z.string(),
  comment: z.string().nullable(),
  reporter: z.object({ id: z.string(), name: z.string().nullable() }),
  messageId: z.number().int(),
  conversation: z.object({
    id: z.number().int(),
    adId: z.number().int(),
    adTitle: z.string(),
    buyer: z.object({ id: z.string(), name: z.string().nullable() }),
    seller: z.object({ id: z.string(), name: z.string().nullable() }),
  }),
  /** The messages before and after the reported one, oldest first, each with its pictures in order. */
  thread: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      pictures: z.array(messagePictureSchema),
      sentAt: z.string(),
      fromBuyer: z.boolean(),
    }),
  ),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
export const resolveMessageReportRequestSchema = z.object({ reportId: dbId() });

/** Events of GET /api/messages/stream (Server-Sent Events; `id:` resumes with Last-Event-ID). */
export type MessageStreamEvent =
  | { type: 'message'; conversationId: number; message: ChatMessage }
  | { type: 'read'; conversationId: number; upTo: number }
  | { type: 'unread'; count: number }
  /** An offer was answered: the message `messageId` now carries this offer (PRODUCT.md §28). */
  | { type: 'offer'; conversationId: number; messageId: number; offer: ChatOffer };

/** One-tap first lines on the ad page. */
export const messageFirstLines = ['Ar dar aktualu?', 'Kokia galutinė kaina?', 'Kur galima apžiūrėti?'] as const;

export const conversationLimits = {
  /** First messages to a new person per day (the server's setting may differ; the limit message says). */
  firstMessagesPerDay: 20,
  /** Messages one account may send per minute and per day, over all its conversations (the server's may differ). */
  messagesPerMinute: 20,
  messagesPerDay: 500,
} as const;

export const conversationMessages = {
  textEmpty: 'Parašykite žinutę.',
  textTooLong: `Žinutė gali būti ne ilgesnė kaip ${MESSAGE_TEXT_MAX} simbolių.`,
  targetMissing: 'Nurodykite skelbimą arba pokalbį.',
  notFound: 'Pokalbis nerastas.',
  adNotFound: 'Skelbimas nerastas.',
  ownAd: 'Negalite rašyti apie savo skelbimą.',
  adSold: 'Skelbimas parduotas – naujų pokalbių jis nebepriima.',
  blockedByOther: 'Šis vartotojas nebegauna jūsų žinučių.',
  blockedByMe: 'Jūs užblokavote šį vartotoją. Atblokuokite, jei norite rašyti.',
  otherDeleted: 'Ši paskyra ištrinta: žinučių ji nebegauna.',
  userNotFound: 'Vartotojas nerastas.',
  cannotBlockSelf: 'Savęs užblokuoti negalima.',
  blocked: 'Vartotojas užblokuotas: jis nebegalės jums rašyti.',
  unblocked: 'Vartotojas atblokuotas.',
  deleted: 'Pokalbis ištrintas.',
  reported: 'Ačiū, pranešimas išsiųstas. Moderatoriai jį peržiūrės.',
  reportResolved: 'Pranešimas išnagrinėtas.',
  reportNotFound: 'Pranešimas nerastas.',
  reasonUnknown: 'Pasirinkite pranešimo priežastį.',
  commentRequired: 'Parašykite, kas netinka šioje žinutėje.',
  ownMessage: 'Negalite pranešti apie savo žinutę.',
  alreadyReported: 'Jūs jau pranešėte apie šią žinutę.',
  streamOnly: 'Šis adresas skirtas tik įvykių srautui (Accept: text/event-stream).',
  tooManyStreams:
    'Iš šio tinklo atidaryta per daug žinučių srautų. Uždarykite nereikalingus langus ir bandykite vėliau.',
  dailyLimit: (limit: number, until: string) =>
    `Per parą galite parašyti ne daugiau kaip ${limit} naujiems žmonėms. Kitam galėsite parašyti ${until}.`,
  tooManyPerMinute: (limit: number) =>
    `Per minutę galite išsiųsti ne daugiau kaip ${limit} žinučių. Palaukite minutę ir rašykite toliau.`,
  tooManyPerDay: (limit: number, minutes: number) =>
    `Per parą galite išsiųsti ne daugiau kaip ${limit} žinučių. Kitą galėsite parašyti po ${waitText(minutes)}.`,
  safetyTip:
    'Saugumo patarimas: niekada nemokėkite iš anksto nepamatę prekės, nesikalbėkite kitose programėlėse ir ' +
    'neatidarykite mokėjimo ar kurjerio nuorodų iš nepažįstamųjų – taip dažniausiai apgaudinėjama.',
  deletedPerson: 'Vartotojas ištrynė paskyrą',
  /** A line of an erased account: its text is gone (PRODUCT.md §10). */
  erasedMessage: 'Žinutė ištrinta',
  unnamedPerson: 'Vartotojas',
  tooManyPictures: `Prie žinutės galima pridėti ne daugiau kaip ${MESSAGE_PICTURES_MAX} nuotraukas.`,
  pictureUnknown: 'Nuotrauka nerasta arba ji ne jūsų. Įkelkite ją iš naujo.',
  pictureRepeated: 'Ta pati nuotrauka nurodyta kelis kartus.',
  /** The inbox's line for a message of pictures only. */
  picturesOnly: 'Nuotrauka',
} as const;

/** '3 val. 5 min.' or '40 min.': the wait a refusal names. */
function waitText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min.`;
  return rest === 0 ? `${hours} val.` : `${hours} val. ${rest} min.`;
}

/** How a thread names the ad's state; one line per state (an added 'sold' is one more). */
export function conversationAdStateText(state: ConversationAdState): string | null {
  switch (state) {
    case 'active':
      return null;
    case 'reserved':
      return 'Rezervuota.';
    case 'sold':
      return 'Parduota.';
    case 'expired':
      return 'Skelbimo galiojimas baigėsi.';
    case 'held':
      return 'Skelbimas laukia patikrinimo.';
    case 'blocked':
      return 'Skelbimas užblokuotas.';
    case 'deleted':
      return 'Skelbimas ištrintas.';
  }
}
