import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentProviderAdapter, PaymentProviderError, type ProviderReport } from './provider.ts';

/** How old a webhook's signed timestamp may be (Stripe's libraries default to 300 s): older ones are replays. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe Checkout over its HTTP API (form-encoded, Bearer secret key): no SDK, so STRIPE_API_BASE_URL can
 * point at the local fake. The Idempotency-Key is our payment id: a retried request never opens a second session.
 */
export function createStripePaymentProvider(options: {
  apiBaseUrl: string;
  secretKey: string;
}): PaymentProviderAdapter {
  return {
    name: 'stripe',
    async createPayment(payment) {
      const form = new URLSearchParams({
        mode: 'payment',
        client_reference_id: String(payment.id),
        'metadata[paymentId]': String(payment.id),
        'payment_intent_data[metadata][paymentId]': String(payment.id),
        success_url: payment.returnUrl,
        cancel_url: payment.cancelUrl,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(payment.amountCents),
        'line_items[0][price_data][product_data][name]': payment.description,
      });
      if (payment.payerEmail) form.set('customer_email', payment.payerEmail);
      let response: Response;
      try {
        response = await fetch(`${options.apiBaseUrl}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `payment-${payment.id}`,
          },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe unreachable: ${String(error)}`);
      }
      const body = (await response.json().catch(() => null)) as { id?: string; url?: string } | null;
      if (!response.ok || !body?.id || !body.url) {
        throw new PaymentProviderError(`Stripe refused the Checkout Session (${response.status})`);
      }
      return { link: body.url, reference: body.id };
    },
  };
}

/**
 * Stripe-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody" with the endpoint secret>` (there
 * may be several v1 values while a secret is rolled). False for a bad signature or a timestamp outside tolerance.
 */
export function isValidStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

interface StripeEvent {
  id?: string;
  type?: string;
  data?: {
    object?: {
      id?: string;
      client_reference_id?: string | null;
      metadata?: Record<string, string>;
      payment_status?: string;
      amount_total?: number;
      currency?: string;
    };
  };
}

/** What a (verified) webhook event says about one of our payments; null for events that concern none. */
export function stripeEventReport(rawBody: string): ProviderReport | null {
  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody) as StripeEvent;
  } catch {
    return null;
  }
  const session = event.data?.object;
  const paymentId = Number(session?.client_reference_id ?? session?.metadata?.paymentId);
  if (!event.id || !session || !Number.isInteger(paymentId) || paymentId <= 0) return null;
  const status = stripeStatus(event.type, session.payment_status);
  if (status === null) return null;
  return {
    paymentId,
    status,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    eventId: event.id,
    reference: session.id ?? null,
  };
}

function stripeStatus(type: string | undefined, paymentStatus: string | undefined): ProviderReport['status'] | null {
  switch (type) {
    case 'checkout.session.completed':
      // A bank transfer or other delayed method completes the session before the money arrives.
      return paymentStatus === 'paid' || paymentStatus === 'no_payment_required' ? 1 : 2;
    case 'checkout.session.async_payment_succeeded':
      return 1;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 4;
    default:
      return null;
  }
}
