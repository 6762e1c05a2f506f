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
 * provider's secret is read through `testSecretOf` when a link is signed or checked: it may live in the database
 * (modules/payments/testSecret.ts), which is read once the app is ready, after the migrations.
 */
export function createPaymentProvider(
  config: AppConfig['payments'],
  testSecretOf: () => string,
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
      return createTestPaymentProvider(testSecretOf);
  }
}

export function registerPaymentProvider(app: FastifyInstance, config: AppConfig, testSecretOf: () => string): void {
  app.decorate('paymentProvider', createPaymentProvider(config.payments, testSecretOf));
}
