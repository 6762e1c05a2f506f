/**
 * One interface for every card payment provider (PAYMENT_PROVIDER). Creating a payment only yields the
 * address of the provider's hosted page; a payment's outcome arrives later as the provider's signed
 * server-to-server notification, which each provider's module verifies (see payments/callbacks).
 */
export interface PaymentToCreate {
  /** Our payment id: sent to the provider so its notification names the payment. */
  id: number;
  /** 'P-000123', shown on the provider's page. */
  identifier: string;
  /** What the card is charged, in cents (the bonus is ours, never charged). */
  amountCents: number;
  description: string;
  payerEmail: string | null;
  /** Absolute addresses on our site. */
  returnUrl: string;
  cancelUrl: string;
  callbackUrl: string;
}

export interface CreatedProviderPayment {
  /** Where to send the payer. */
  link: string;
  /** The provider's id for it (a Stripe Checkout Session id), if it has one. */
  reference: string | null;
}

export interface PaymentProviderAdapter {
  readonly name: 'test' | 'stripe' | 'paysera';
  createPayment(payment: PaymentToCreate): Promise<CreatedProviderPayment>;
}

/** The provider could not be reached or refused the request (mapped to 502 'Mokėjimo sistema … nepasiekiama'). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** What a verified notification says about one of our payments (PRODUCT.md §4 status numbers). */
export interface ProviderReport {
  paymentId: number;
  status: 0 | 1 | 2 | 3 | 4;
  /** The amount and currency the provider says were paid, checked against the payment before crediting. */
  amountCents: number | null;
  currency: string | null;
  /** For deduplicating redelivered notifications (Stripe event ids). */
  eventId: string | null;
  reference: string | null;
}
