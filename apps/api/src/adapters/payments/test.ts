import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderAdapter } from './provider.ts';

/**
 * The `test` provider: its hosted page is the web app's /testing/payment. The link carries a token, the
 * server's HMAC of the payment id, and the page's choice is accepted only with it, so the page reports an
 * outcome the way a provider's signed callback would, for the one payment it was sent to.
 */
export function testPaymentToken(secret: string, paymentId: number): string {
  return createHmac('sha256', secret).update(`test-payment:${paymentId}`).digest('base64url');
}

export function isValidTestPaymentToken(secret: string, paymentId: number, token: string): boolean {
  const expected = Buffer.from(testPaymentToken(secret, paymentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `test` provider also checks its own links' tokens, for the hosted page's routes (testPayment.routes.ts). */
export interface TestPaymentProviderAdapter extends PaymentProviderAdapter {
  readonly name: 'test';
  isValidToken(paymentId: number, token: string): boolean;
}

export function isTestPaymentProvider(provider: PaymentProviderAdapter): provider is TestPaymentProviderAdapter {
  return provider.name === 'test' && 'isValidToken' in provider;
}

/** `secret`: PAYMENT_TEST_SECRET or the database's own (modules/payments/testSecret.ts). */
export function createTestPaymentProvider(secretOf: () => string): TestPaymentProviderAdapter {
  return {
    name: 'test',
    async createPayment(payment) {
      const query = new URLSearchParams({
        paymentId: String(payment.id),
        token: testPaymentToken(secretOf(), payment.id),
      });
      // Relative: the page is on the same origin, whatever port or domain the portal is reached on.
      return { link: `/testing/payment?${query}`, reference: null };
    },
    isValidToken: (paymentId, token) => isValidTestPaymentToken(secretOf(), paymentId, token),
  };
}
