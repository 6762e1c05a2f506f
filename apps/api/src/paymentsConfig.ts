import * as z from 'zod';

/**
 * The payment providers' part of the environment (config.ts merges it into its schema and calls
 * paymentsConfigFrom). Kept apart so config.ts stays readable; it reads no environment itself.
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = z.preprocess(blankToUndefined, z.string().optional());
const text = (fallback: string) => z.preprocess(blankToUndefined, z.string().default(fallback));

/**
 * The fixed string older versions signed the test provider's links with in development. It is public (in the
 * repository's history), so it is refused as PAYMENT_TEST_SECRET everywhere: a link signed with it never pays.
 */
export const PUBLISHED_PAYMENT_TEST_SECRET = 'dev-only-test-payment-secret';

export const paymentsEnvShape = {
  PAYMENT_PROVIDER: z.preprocess(blankToUndefined, z.enum(['test', 'stripe', 'paysera']).default('test')),
  PAYMENT_TEST_SECRET: optional,
  ALLOW_TEST_PAYMENTS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  STRIPE_API_BASE_URL: text('https://api.stripe.com'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  PAYSERA_BASE_URL: text('https://www.paysera.com'),
  PAYSERA_PROJECT_ID: optional,
  PAYSERA_SIGN_PASSWORD: optional,
  /** Paysera's public key (https://www.paysera.com/download/public.key): PEM text or a file path. */
  PAYSERA_PUBLIC_KEY: optional,
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnvShape>> & { NODE_ENV: string };

export interface PaymentsConfig {
  provider: 'test' | 'stripe' | 'paysera';
  /**
   * Signs the test provider's links; the hosted page's report is accepted only with it. Unset (development,
   * tests): a random secret generated once per database (modules/payments/testSecret.ts).
   */
  testSecret: string | undefined;
  stripe: { apiBaseUrl: string; secretKey: string | undefined; webhookSecret: string | undefined };
  paysera: {
    baseUrl: string;
    projectId: string | undefined;
    signPassword: string | undefined;
    publicKey: string | undefined;
  };
}

const needs: Record<PaymentsConfig['provider'], (keyof PaymentsEnv)[]> = {
  test: [],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paysera: ['PAYSERA_PROJECT_ID', 'PAYSERA_SIGN_PASSWORD', 'PAYSERA_PUBLIC_KEY'],
};

/** The payments configuration, or the problem that must stop start-up. */
export function paymentsConfigFrom(env: PaymentsEnv): PaymentsConfig | { problem: string } {
  const provider = env.PAYMENT_PROVIDER;
  const missing = needs[provider].filter((name) => !env[name]);
  if (missing.length > 0) return { problem: `PAYMENT_PROVIDER=${provider} needs: ${missing.join(', ')}` };
  if (env.NODE_ENV === 'production' && provider === 'test') {
    if (env.ALLOW_TEST_PAYMENTS !== 'true') {
      return {
        problem:
          'PAYMENT_PROVIDER=test lets anyone mark a top-up paid: choose stripe or paysera in production (or set ALLOW_TEST_PAYMENTS=true for a demo)',
      };
    }
    if (!env.PAYMENT_TEST_SECRET) {
      return { problem: 'PAYMENT_TEST_SECRET must be set to a secret of your own in production' };
    }
  }
  if (env.PAYMENT_TEST_SECRET === PUBLISHED_PAYMENT_TEST_SECRET) {
    return { problem: 'PAYMENT_TEST_SECRET is a published development value: set a secret of your own, or unset it' };
  }
  return {
    provider,
    testSecret: env.PAYMENT_TEST_SECRET,
    stripe: {
      apiBaseUrl: env.STRIPE_API_BASE_URL.replace(/\/+$/, ''),
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    paysera: {
      baseUrl: env.PAYSERA_BASE_URL.replace(/\/+$/, ''),
      projectId: env.PAYSERA_PROJECT_ID,
      signPassword: env.PAYSERA_SIGN_PASSWORD,
      publicKey: env.PAYSERA_PUBLIC_KEY,
    },
  };
}
