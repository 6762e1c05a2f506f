import { walletMessages } from '@skelbimai/contract';
import { type StripeFake, type StripeWebhook, startStripeFake } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { startTopUp, walletOf } from '../../../test/wallet.ts';
import type { UserRow } from '../../db/schema/index.ts';

const secretKey = 'sk_test_wallet';
const webhookSecret = 'whsec_wallet_test';
let fake: StripeFake;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startStripeFake({ secretKey, webhookSecret });
  app = await buildTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_API_BASE_URL: fake.url,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    SITE_PROTOCOL: 'https',
    SITE_DOMAIN: 'skelbimai.example',
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** The signature with its last hex digit changed: one wrong bit must be enough to refuse it. */
const flipLastCharacter = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

function deliver(webhook: StripeWebhook, signature = webhook.signature) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/callbacks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: webhook.body,
  });
}

async function statusOf(user: UserRow, id: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/GetPayment/?Id=${id}`,
    headers: { cookie: await sessionCookie(app, user) },
  });
  return bodyOf<{ data: { status: number } }>(response).data.status;
}

/** A payment with its Checkout Session at the fake. */
async function checkout(user: UserRow, option = 2) {
  const payment = await startTopUp(app, user, option);
  const session = fake.sessions.find((candidate) => candidate.client_reference_id === String(payment.id));
  if (!session) throw new Error('no session');
  return { payment, session };
}

describe('Stripe Checkout', () => {
  it('creates a Checkout Session server-side with our payment id and an idempotency key', async () => {
    const user = await createUser(app);
    const { payment, session } = await checkout(user);
    expect(payment.paymentLink).toBe(session.url);
    expect(session).toMatchObject({
      metadata: { paymentId: String(payment.id) },
      amount_total: 1000,
      currency: 'eur',
      customer_email: user.email,
      success_url: `https://skelbimai.example/mano/papildymas/${payment.id}`,
    });
    expect(fake.idempotencyKeys.get(`payment-${payment.id}`)).toBe(1);
    // Following the return address changes nothing: only the webhook does.
    await app.inject({ method: 'GET', url: new URL(session.success_url).pathname });
    expect(await statusOf(user, payment.id)).toBe(0);
  });

  it('credits amount plus bonus once from the signed checkout.session.completed, however often it is delivered', async () => {
    const user = await createUser(app);
    const { payment, session } = await checkout(user);
    const event = fake.webhook('checkout.session.completed', {
      id: session.id,
      payment_status: 'paid',
      status: 'complete',
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    // Another event about the same session (a different id) cannot credit it again either.
    const again = fake.webhook('checkout.session.async_payment_succeeded', { id: session.id, payment_status: 'paid' });
    expect((await deliver(again)).statusCode).toBe(200);
    expect(await statusOf(user, payment.id)).toBe(1);
    expect(await walletOf(app, user.id)).toEqual({ balance: 1100, ledger: 1100, entries: 1 });
  });

  it('refuses a webhook with a wrong signature, another secret or a stale timestamp', async () => {
    const user = await createUser(app);
    const { payment, session } = await checkout(user);
    const paid = { id: session.id, payment_status: 'paid' as const };
    const forged = fake.webhook('checkout.session.completed', paid, { secret: 'whsec_someone_else' });
    const stale = fake.webhook('checkout.session.completed', paid, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const genuine = fake.webhook('checkout.session.completed', paid);
    for (const [webhook, signature] of [
      [forged, forged.signature],
      [stale, stale.signature],
      [genuine, 'garbage'],
      [genuine, flipLastCharacter(genuine.signature)],
    ] as const) {
      const response = await deliver(webhook, signature);
      expect(response.statusCode).toBe(400);
    }
    // The body changed after signing (an amount edited in transit).
    const tampered = { ...genuine, body: genuine.body.replace('"amount_total":1000', '"amount_total":1') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect(await statusOf(user, payment.id)).toBe(0);
    expect(await walletOf(app, user.id)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('refuses a signed event whose amount or currency differs from the payment', async () => {
    const user = await createUser(app);
    const { payment, session } = await checkout(user);
    const cheaper = fake.webhook('checkout.session.completed', {
      id: session.id,
      payment_status: 'paid',
      amount_total: 100,
    });
    const dollars = fake.webhook('checkout.session.completed', {
      id: session.id,
      payment_status: 'paid',
      currency: 'usd',
    });
    expect((await deliver(cheaper)).statusCode).toBe(400);
    expect((await deliver(dollars)).statusCode).toBe(400);
    expect(await statusOf(user, payment.id)).toBe(0);
    expect(await walletOf(app, user.id)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('follows delayed methods: processing, then failed or succeeded', async () => {
    const user = await createUser(app);
    const first = await checkout(user);
    await deliver(fake.webhook('checkout.session.completed', { id: first.session.id, payment_status: 'unpaid' }));
    expect(await statusOf(user, first.payment.id)).toBe(2);
    await deliver(fake.webhook('checkout.session.async_payment_failed', { id: first.session.id }));
    expect(await statusOf(user, first.payment.id)).toBe(4);
    const second = await checkout(user, 1);
    await deliver(fake.webhook('checkout.session.completed', { id: second.session.id, payment_status: 'unpaid' }));
    await deliver(
      fake.webhook('checkout.session.async_payment_succeeded', { id: second.session.id, payment_status: 'paid' }),
    );
    expect(await statusOf(user, second.payment.id)).toBe(1);
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
  });

  it('answers 502 with a Lithuanian message when Stripe fails, and has no test page', async () => {
    const user = await createUser(app);
    fake.failNext(1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/createPayment',
      headers: { cookie: await sessionCookie(app, user) },
      payload: { TopUpOptionId: 1 },
    });
    expect(response.statusCode).toBe(502);
    expect(bodyOf(response).messages).toEqual([walletMessages.paymentProviderFailed]);
    const history = await app.inject({
      method: 'GET',
      url: '/api/transactions/GetTransactions?type=payment',
      headers: { cookie: await sessionCookie(app, user) },
    });
    expect(bodyOf<{ data: { payment: { status: number } }[] }>(history).data.map((row) => row.payment.status)).toEqual([
      4,
    ]);
    const page = await app.inject({ method: 'POST', url: '/api/testing/payment/complete', payload: {} });
    expect(page.statusCode).toBe(404);
  });
});
