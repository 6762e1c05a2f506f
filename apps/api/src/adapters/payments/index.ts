import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createPayseraPaymentProvider, payseraPublicKeyPem } from './paysera.ts';
import type { PaymentProviderAdapter } from './provider.ts';
import { createStripePaymentProvider } from './stripe.ts';
import { createTestPaymentProvider } from './test.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProviderAdapter;
  }
}

/**
 * The provider PAYMENT_PROVIDER names (config.ts has already refused a provider without its keys). The `test`
 * provider's secret is resolved by the caller (modules/payments/testSecret.ts: it may live in the database).
 */
export function createPaymentProvider(
  config: AppConfig['payments'],
  testSecret: string | undefined,
): PaymentProviderAdapter {
  switch (config.provider) {
    case 'stripe':
      return createStripePaymentProvider({
        apiBaseUrl: config.stripe.apiBaseUrl,
        secretKey: config.stripe.secretKey as string,
      });
    case 'paysera':
      return createPayseraPaymentProvider({
        baseUrl: config.paysera.baseUrl,
        projectId: config.paysera.projectId as string,
        signPassword: config.paysera.signPassword as string,
        publicKey: payseraPublicKeyPem(config.paysera.publicKey as string),
      });
    default:
      if (!testSecret) throw new Error('The test payment provider needs its secret');
      return createTestPaymentProvider(testSecret);
  }
}

export function registerPaymentProvider(app: FastifyInstance, config: AppConfig, testSecret: string | undefined): void {
  app.decorate('paymentProvider', createPaymentProvider(config.payments, testSecret));
}
