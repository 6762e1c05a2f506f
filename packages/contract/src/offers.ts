import * as z from 'zod';
import { dbId } from './bounds.ts';
import { formatOfferAmount, groupThousands } from './money.ts';

export { formatOfferAmount };

import { postLimits, postMessages } from './posts.ts';

/**
 * Price offers in a conversation (PRODUCT.md §28): the buyer offers an amount, the seller accepts or declines it
 * once. An offer is a message of the thread with its `offer` part (decision 0090).
 */

/** Offers one buyer may have waiting for an answer about one ad (one conversation per buyer and ad). */
export const OFFERS_OPEN_MAX = 3;

export const offerStatuses = ['open', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerMessages = {
  amountRequired: 'Įrašykite siūlomą kainą.',
  amountPositive: 'Siūloma kaina turi būti didesnė už 0 €.',
  amountTooHigh: `Siūloma kaina negali būti didesnė kaip ${groupThousands(String(postLimits.priceMaxEuros))}\u00a0€.`,
  amountDecimals: postMessages.priceDecimals,
  tooManyOpen: `Šiam skelbimui jau turite ${OFFERS_OPEN_MAX} neatsakytus pasiūlymus. Palaukite pardavėjo atsakymo.`,
  buyerOnly: 'Kainą siūlyti gali tik pirkėjas.',
  sellerOnly: 'Į pasiūlymą atsakyti gali tik pardavėjas.',
  adClosed: 'Šiam skelbimui kainos siūlyti nebegalima.',
  alreadyAnswered: 'Į šį pasiūlymą jau atsakyta.',
  notFound: 'Pasiūlymas nerastas.',
  sent: 'Pasiūlymas išsiųstas.',
  accepted: 'Pasiūlymas priimtas.',
  declined: 'Pasiūlymas atmestas.',
  /** The offer's message text: what the inbox, the unread e-mail and the thread's bubble say. */
  offerText: (amount: number) => `Pasiūlyta kaina: ${formatOfferAmount(amount)}`,
} as const;

/** An amount in euros: more than 0, at most an ad's highest price, at most two decimals. */
export const offerAmountSchema = z
  .number({ error: () => offerMessages.amountRequired })
  .positive({ error: () => offerMessages.amountPositive })
  .max(postLimits.priceMaxEuros, { error: () => offerMessages.amountTooHigh })
  .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, offerMessages.amountDecimals);

/** POST /api/offers/create. */
export const createOfferRequestSchema = z.object({ conversationId: dbId(), amount: offerAmountSchema });
export type CreateOfferRequest = z.input<typeof createOfferRequestSchema>;

/** POST /api/offers/accept and /decline. */
export const offerIdRequestSchema = z.object({ offerId: dbId() });

/** The offer part of a thread's message. */
export const chatOfferSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(offerStatuses),
  answeredAt: z.string().nullable(),
});
export type ChatOffer = z.infer<typeof chatOfferSchema>;

/** GET /api/offers/accepted: the signed-in seller's latest accepted offer per ad ('Mano skelbimai'). */
export const acceptedOfferSchema = z.object({
  postId: z.number().int(),
  offerId: z.number().int(),
  amount: z.number(),
  answeredAt: z.string(),
});
export type AcceptedOffer = z.infer<typeof acceptedOfferSchema>;
