import * as z from 'zod';
import { blankToUndefined, boundedText, bounds, dbId, dbIdParam, userIdText } from './bounds.ts';
import { personFilterQuery, personRefSchema } from './people.ts';

/**
 * The wallet: top-ups by card (payments), advert-service purchases (orders) and the ledger that joins them
 * (transactions). Money crosses the API in euros (DECISIONS #1) and is integer cents everywhere else.
 */

export const topUpOptionSchema = z.object({ id: z.number().int(), amount: z.number(), bonus: z.number() });
export type TopUpOption = z.infer<typeof topUpOptionSchema>;

/** Payment status numbers (PRODUCT.md §4). 4 is shown as 'Neapmokėtas' like 0. */
export const paymentStatus = { unpaid: 0, paid: 1, processing: 2, moreInfo: 3, failed: 4 } as const;
export type PaymentStatus = (typeof paymentStatus)[keyof typeof paymentStatus];
export const paymentStatusValues = [0, 1, 2, 3, 4] as const satisfies readonly PaymentStatus[];

/** The card payment providers one configuration chooses between (PAYMENT_PROVIDER). */
export const paymentProviders = ['test', 'stripe', 'paysera'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** Ids in a query string are text that must read as a whole number; in a JSON body they are numbers. */
const queryId = dbIdParam();
const bodyId = dbId();

/** POST /api/payments/createPayment (PRODUCT.md §7 names the field TopUpOptionId). */
export const createPaymentRequestSchema = z.object({ TopUpOptionId: bodyId });
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/** createPayment's data: where to send the payer (the provider's hosted page, or /testing/payment). */
export const createdPaymentSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  paymentLink: z.string(),
});
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

/** GET /api/payments/GetPayment/?Id= */
export const getPaymentQuerySchema = z.object({ Id: queryId });

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

/**
 * The `test` provider's hosted page, /testing/payment?paymentId=&token= (the link createPayment gives).
 * The token is the server's signature of the payment id: the page can only report an outcome for the
 * payment it was sent to, and the server treats that report like a provider's signed callback.
 */
export const testPaymentQuerySchema = z.object({ paymentId: queryId, token: z.string().min(1).max(200) });
export type TestPaymentQuery = z.input<typeof testPaymentQuerySchema>;

/** GET /api/testing/payment?paymentId=&token=: what the hosted page shows before the payer chooses. */
export const testPaymentSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  amount: z.number(),
  bonus: z.number(),
  status: z.number().int(),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;

/** The outcomes the hosted page offers, one button each (PRODUCT.md §4 labels): paid, processing, more info, failed. */
export const testPaymentOutcomes = [1, 2, 3, 4] as const;

/** POST /api/testing/payment/complete: the payer's choice, signed by the token from the link. */
export const completeTestPaymentRequestSchema = z.object({
  paymentId: bodyId,
  token: z.string().min(1).max(200),
  status: z.literal(testPaymentOutcomes),
});
export type CompleteTestPaymentRequest = z.input<typeof completeTestPaymentRequestSchema>;

/** The answer: the payment's status now (a paid payment stays paid) and where to send the payer next. */
export const completedTestPaymentSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  returnUrl: z.string(),
});
export type CompletedTestPayment = z.infer<typeof completedTestPaymentSchema>;

/** POST /api/orders/createOrder: one service or one pack for one of the buyer's own active ads. */
export const createOrderRequestSchema = z
  .object({
    postId: bodyId,
    serviceId: bodyId.optional(),
    packId: bodyId.optional(),
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

/** A bought service an administrator does by hand (the Facebook-group post), waiting until marked done. */
export const waitingTaskSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  orderIdentifier: z.string(),
  postId: z.number().int(),
  postTitle: z.string(),
  serviceName: z.string(),
  buyerId: z.string(),
  createdAt: z.string(),
});
export type WaitingTask = z.infer<typeof waitingTaskSchema>;

/**
 * GET /api/orders/GetActivePromotions: the signed-in user's ads with a timed service running now, each with
 * those services and when each ends (my ads and the owner's ad page show 'iki <date>'). Services in the
 * catalogue's order.
 */
export const activePromotionSchema = z.object({
  postId: z.number().int(),
  services: z.array(z.object({ code: z.string(), name: z.string(), icon: z.string(), activeUntil: z.string() })),
});
export type ActivePromotion = z.infer<typeof activePromotionSchema>;

/** POST /api/orders/CompleteTask (administrators). */
export const completeTaskRequestSchema = z.object({ orderItemId: bodyId });
export type CompleteTaskRequest = z.input<typeof completeTaskRequestSchema>;

export const transactionTypes = ['payment', 'order'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * One row of GET /api/transactions/GetTransactions (PRODUCT.md §3: optional payment and optional order):
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
  /** Who paid or ordered: name and e-mail (the dashboard names people, not ids). */
  user: personRefSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Whose transactions: the signed-in user's own, or (administrators, the dashboard) everyone's. */
export const transactionScopes = ['mine', 'all'] as const;

/** GET /api/transactions/GetTransactions: newest first, 20 a page. */
export const transactionsQuerySchema = z.object({
  scope: z.preprocess(blankToUndefined, z.enum(transactionScopes).default('mine')),
  /** One user's (scope=all only); a uuid, as the database column (anything else was a 500). */
  userId: z.preprocess(blankToUndefined, userIdText().pipe(z.uuid()).optional()),
  type: z.preprocess(blankToUndefined, z.enum(transactionTypes).optional()),
  /** Payment status number (payments only). */
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(4).optional()),
  /** Payment provider (payments only). */
  provider: z.preprocess(blankToUndefined, z.enum(paymentProviders).optional()),
  /** Inclusive dates, YYYY-MM-DD in Europe/Vilnius. */
  dateFrom: z.preprocess(blankToUndefined, z.iso.date().optional()),
  dateTo: z.preprocess(blankToUndefined, z.iso.date().optional()),
  /** Part of the payer's or buyer's name or e-mail, any letter case. */
  user: personFilterQuery(),
  /** The identifier, the ad's title or the service's name. */
  searchKeyword: z.preprocess(blankToUndefined, boundedText(bounds.keyword).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1)),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const walletMessages = {
  topUpOptionNotFound: 'Tokio papildymo pasirinkimo nėra.',
  paymentNotFound: 'Mokėjimas nerastas.',
  orderNotFound: 'Užsakymas nerastas.',
  taskNotFound: 'Tokios laukiančios užduoties nėra.',
  serviceNotFound: 'Tokios paslaugos nėra.',
  packNotFound: 'Tokio paslaugų paketo nėra.',
  oneServiceOrPack: 'Pasirinkite vieną paslaugą arba vieną paketą.',
  notYourPost: 'Reklamuoti galima tik savo skelbimus.',
  postNotActive: 'Reklamuoti galima tik aktyvų skelbimą.',
  insufficientBalance: (missingEuros: string) =>
    `Nepakanka lėšų: trūksta ${missingEuros}. Papildykite sąskaitą ir bandykite dar kartą.`,
  paymentProviderFailed: 'Mokėjimo sistema šiuo metu nepasiekiama. Bandykite vėliau.',
  /** The test provider's link was altered or belongs to another payment. */
  testPaymentLinkInvalid: 'Netinkama mokėjimo nuoroda.',
  testPaymentsDisabled: 'Bandomieji mokėjimai išjungti.',
} as const;
