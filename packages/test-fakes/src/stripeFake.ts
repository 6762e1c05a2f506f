import { createHmac } from 'node:crypto';
import { closeServer, startJsonServer } from './http.ts';

export interface StripeFakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
}

export interface StripeWebhook {
  /** The exact bytes to POST (the signature covers them). */
  body: string;
  /** The Stripe-Signature header: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
  signature: string;
  eventId: string;
}

export interface StripeFake {
  port: number;
  /** STRIPE_API_BASE_URL for the API. */
  url: string;
  sessions: StripeFakeSession[];
  /** Idempotency keys seen, with how many requests carried each. */
  idempotencyKeys: Map<string, number>;
  /** Makes the next create requests fail with Stripe's 500 api_error. */
  failNext(count: number): void;
  /**
   * A webhook event about a session, signed as Stripe signs it (with the webhook secret unless `secret`
   * is given; `timestamp` in seconds defaults to now). `session` overrides fields of the stored session.
   */
  webhook(
    type: string,
    session: Partial<StripeFakeSession> & { id: string },
    options?: { eventId?: string; secret?: string; timestamp?: number },
  ): StripeWebhook;
  close(): Promise<void>;
}

/** Nested form keys (`line_items[0][price_data][unit_amount]`) as Stripe's API reads them, flattened. */
const field = (form: URLSearchParams, key: string) => form.get(key);

/**
 * Stripe's Checkout Sessions API as the API calls it: POST /v1/checkout/sessions, form-encoded, Bearer secret
 * key (401 'Invalid API Key provided' otherwise), Idempotency-Key honoured (the same key answers the same
 * session). Webhook events are built and signed like Stripe's (HMAC-SHA256 with the endpoint secret).
 */
export async function startStripeFake(options: {
  secretKey: string;
  webhookSecret: string;
  port?: number;
}): Promise<StripeFake> {
  const sessions: StripeFakeSession[] = [];
  const byKey = new Map<string, StripeFakeSession>();
  const idempotencyKeys = new Map<string, number>();
  let failures = 0;
  let events = 0;
  let baseUrl = '';
  const { server, port } = await startJsonServer(options.port ?? 0, (request, body, url) => {
    if (request.method !== 'POST' || url.pathname !== '/v1/checkout/sessions') {
      return { status: 404, json: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    }
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (failures > 0) {
      failures -= 1;
      return { status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } };
    }
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    if (idempotencyKey) {
      idempotencyKeys.set(idempotencyKey, (idempotencyKeys.get(idempotencyKey) ?? 0) + 1);
      const earlier = byKey.get(idempotencyKey);
      if (earlier) return { status: 200, json: earlier };
    }
    const form = new URLSearchParams(body);
    const amount = Number(field(form, 'line_items[0][price_data][unit_amount]'));
    const quantity = Number(field(form, 'line_items[0][quantity]') ?? 1);
    if (!field(form, 'success_url') || !Number.isInteger(amount) || field(form, 'mode') !== 'payment') {
      return { status: 400, json: { error: { type: 'invalid_request_error', message: 'Missing required param' } } };
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const id = `cs_test_${String(sessions.length + 1).padStart(8, '0')}`;
    const session: StripeFakeSession = {
      id,
      object: 'checkout.session',
      url: `${baseUrl}/c/pay/${id}`,
      mode: 'payment',
      client_reference_id: field(form, 'client_reference_id'),
      metadata,
      amount_total: amount * quantity,
      currency: field(form, 'line_items[0][price_data][currency]') ?? 'eur',
      customer_email: field(form, 'customer_email'),
      success_url: field(form, 'success_url') ?? '',
      cancel_url: field(form, 'cancel_url') ?? '',
      payment_status: 'unpaid',
      status: 'open',
    };
    sessions.push(session);
    if (idempotencyKey) byKey.set(idempotencyKey, session);
    return { status: 200, json: session };
  });
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    port,
    url: baseUrl,
    sessions,
    idempotencyKeys,
    failNext(count) {
      failures = count;
    },
    webhook(type, overrides, webhookOptions = {}) {
      const stored = sessions.find((session) => session.id === overrides.id);
      events += 1;
      const eventId = webhookOptions.eventId ?? `evt_test_${String(events).padStart(8, '0')}`;
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-10-29.clover',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object: { ...stored, ...overrides } },
      });
      const timestamp = webhookOptions.timestamp ?? Math.floor(Date.now() / 1000);
      const secret = webhookOptions.secret ?? options.webhookSecret;
      const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
      return { body, signature: `t=${timestamp},v1=${v1}`, eventId };
    },
    close: () => closeServer(server),
  };
}
