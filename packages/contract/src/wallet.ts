import * as z from 'zod';
import { blankToUndefined, boundedText, bounds, dbIdParam } from './bounds.ts';

/**
 * The wallet: top-ups by card (payments), advert-service purchases (orders) and the ledger that joins them
 * (transactions). Money crosses the API in euros (DECISIONS #1) and is integer cents everywhere else.
 */

export const topUpOptionSchema = z.object({ id: z.number().int(), amount: z.number(), bonus: z.number() });
export type TopUpOption = z.infer<typeof topUpOptionSchema>;

/** Payment status numbers (SPEC.md §4, PRODUCT.md). 4 is shown as 'Neapmokėtas' like 0. */
export const paymentStatus = { unpaid: 0, paid: 1, processing: 2, moreInfo: 3, failed: 4 } as const;
export type PaymentStatus = (typeof paymentStatus)[keyof typeof paymentStatus];
export const paymentStatusValues = [0, 1, 2, 3, 4] as const satisfies readonly PaymentStatus[];

/** The card payment providers one configuration chooses between (PAYMENT_PROVIDER). */
export const paymentProviders = ['test', 'stripe', 'paysera'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

const idSchema = dbIdParam();

/** POST /api/payments/createPayment (SPEC.md §7 names the field TopUpOptionId). */
export const createPaymentRequestSchema = z.object({ TopUpOptionId: idSchema });
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/** createPayment's data: where to send the payer (the provider's hosted page, or /testing/payment). */
export const createdPaymentSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  paymentLink: z.string(),
});
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

/** GET /api/payments/GetPayment/?Id= */
export const getPaymentQuerySchema = z.object({ Id: idSchema });

/** A top-up as its payer (or an administrator) sees it. Euros; dates ISO. */
export const paymentSchema = z.object({
  id: z.number().int(),
  /** Shown to people and sent to the provider as the order reference, e.g. 'P-000123'. */
  identifier: z.string(),
  status: z.number().int(),
  provider: z.enum(paymentProviders),
  /** What the card is charged. */
  amount: z.number(),
  bonus: z.number(),
  /** amount + bonus: what the wallet receives once paid. */
  credits: z.number(),
  createdAt: z.string(),
  /** When the wallet was credited; null until paid. */
  paidAt: z.string().nullable(),
  userId: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/orders/createOrder: one service or one pack for one of the buyer's own active ads. */
export const createOrderRequestSchema = z
  .object({
    postId: idSchema,
    serviceId: idSchema.optional(),
    packId: idSchema.optional(),
  })
  .refine((order) => (order.serviceId === undefined) !== (order.packId === undefined), {
    message: 'Pasirinkite vieną paslaugą arba vieną paketą.',
    path: ['serviceId'],
  });
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** One service an order bought; a pack is bought as its services. */
export const orderItemSchema = z.object({
  serviceId: z.number().int(),
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  /** Until when its effect lasts; null for one-off services (bump, Facebook post). */
  activeUntil: z.string().nullable(),
  /** Only the Facebook-group post waits for an administrator: 'waiting' until one marks it done. */
  fulfilment: z.enum(['done', 'waiting']),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** e.g. 'U-000042'. */
  identifier: z.string(),
  userId: z.string(),
  postId: z.number().int(),
  postTitle: z.string(),
  /** The pack's or the single service's name. */
  name: z.string(),
  packId: z.number().int().nullable(),
  /** Euros taken from the wallet. */
  total: z.number(),
  items: z.array(orderItemSchema),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const transactionTypes = ['payment', 'order'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * One row of GET /api/transactions/GetTransactions (SPEC.md §3: optional payment and optional order):
 * a top-up (every one, paid or not) or an order. `amount` is what it did to the wallet in euros:
 * + for a paid top-up (with its bonus), − for an order, 0 for a top-up not paid (yet).
 */
export const transactionSchema = z.object({
  /** 'payment-12' or 'order-7': payments and orders number separately. */
  id: z.string(),
  type: z.enum(transactionTypes),
  amount: z.number(),
  createdAt: z.string(),
  payment: paymentSchema.nullable(),
  order: orderSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/transactions/GetTransactions: the signed-in user's, newest first, 20 a page. */
export const transactionsQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.enum(transactionTypes).optional()),
  /** Payment status number (payments only). */
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(4).optional()),
  /** Inclusive dates, YYYY-MM-DD in Europe/Vilnius. */
  dateFrom: z.preprocess(blankToUndefined, z.iso.date().optional()),
  dateTo: z.preprocess(blankToUndefined, z.iso.date().optional()),
  /** The identifier, the ad's title or the service's name. */
  searchKeyword: z.preprocess(blankToUndefined, boundedText(bounds.keyword).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1)),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const walletMessages = {
  topUpOptionNotFound: 'Tokio papildymo pasirinkimo nėra.',
  paymentNotFound: 'Mokėjimas nerastas.',
  orderNotFound: 'Užsakymas nerastas.',
  serviceNotFound: 'Tokios paslaugos nėra.',
  packNotFound: 'Tokio paslaugų paketo nėra.',
  oneServiceOrPack: 'Pasirinkite vieną paslaugą arba vieną paketą.',
  notYourPost: 'Reklamuoti galima tik savo skelbimus.',
  postNotActive: 'Reklamuoti galima tik aktyvų skelbimą.',
  insufficientBalance: (missingEuros: string) =>
    `Nepakanka lėšų: trūksta ${missingEuros}. Papildykite sąskaitą ir bandykite dar kartą.`,
  paymentProviderFailed: 'Mokėjimo sistema šiuo metu nepasiekiama. Bandykite vėliau.',
} as const;
