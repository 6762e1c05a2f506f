import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { conversationLimits, limits } from '@skelbimai/contract';
import * as z from 'zod';
import { defaultPlaces } from './modules/places/index.ts';
import { type PaymentsConfig, paymentsConfigFrom, paymentsEnvShape } from './paymentsConfig.ts';

/**
 * The one place that reads the environment. Everything else receives an AppConfig, so tests can build
 * the app with any configuration without touching process.env, and a bad variable fails at start-up.
 */

// Paths resolve against the repository root, found from this file, not the working directory:
// `npm start -w apps/api` runs in apps/api, the root scripts in the root.
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
// An empty variable (`PORT=` in a .env file) means "use the default", not "the empty string".
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(blankToUndefined, z.string().default(fallback));
const path = (fallback: string) => text(fallback).transform((value) => resolve(repoRoot, value));

export const envSchema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: text('0.0.0.0'),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  // The reverse proxies in front (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For is believed.
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
  ),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).optional()),
  DATA_DIR: path('data'),
  DATABASE_URL: z.preprocess(blankToUndefined, z.string().optional()),
  WEB_DIST_DIR: path('apps/web/dist'),
  WEB_SSR_ENTRY: path('apps/web/dist-server/entry-server.js'),
  SITE_NAME: text('Kėdainių skelbimai'),
  TOWN_NAME: text('Kėdainiai'),
  // The town's settlements (comma-separated): ads pick one, lists filter by one, search reads them as places.
  TOWN_PLACES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        value === undefined
          ? undefined
          : [
              ...new Set(
                value
                  .split(',')
                  .map((entry) => entry.trim())
                  .filter(Boolean),
              ),
            ],
      ),
  ),
  SITE_PROTOCOL: z.preprocess(blankToUndefined, z.enum(['http', 'https']).default('http')),
  // Unset: localhost at PORT, so a changed port keeps canonical and share-preview addresses right.
  SITE_DOMAIN: z.preprocess(blankToUndefined, z.string().optional()),
  CONTACT_PHONE: text('+370 600 00000'),
  CONTACT_EMAIL: text('info@example.com'),
  FACEBOOK_PAGE_URL: text('https://www.facebook.com/'),
  FACEBOOK_GROUP_URL: text('https://www.facebook.com/groups/'),
  // Delivery of codes. Unset SMTP_URL / SMS_PROVIDER=log: the development transports, which log each
  // message and keep it as a file in DATA_DIR/outbox, so the demo works without a mail server.
  SMTP_URL: z.preprocess(blankToUndefined, z.string().optional()),
  MAIL_FROM: text('Skelbimai <noreply@localhost>'),
  SMS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['log', 'twilio']).default('log')),
  SMS_FROM: z.preprocess(blankToUndefined, z.string().optional()),
  TWILIO_BASE_URL: text('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.preprocess(blankToUndefined, z.string().optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(blankToUndefined, z.string().optional()),
  // Social sign-in: a provider without its id is not offered (its button is hidden).
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_API_BASE_URL: text('https://www.googleapis.com'),
  FACEBOOK_APP_ID: z.preprocess(blankToUndefined, z.string().optional()),
  FACEBOOK_APP_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  FACEBOOK_GRAPH_URL: text('https://graph.facebook.com/v20.0'),
  MAX_POST_PICTURE_COUNT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100).default(limits.defaultMaxPostPictureCount),
  ),
  // Messages between buyer and seller (PRODUCT.md §10): new people one may write to per day, and how long a message
  // waits unread before its recipient gets the one e-mail about it.
  MESSAGE_FIRST_PER_DAY: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(20)),
  // Messages one account may send, over all its conversations, per minute and per (UTC) day.
  MESSAGE_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(10_000).default(conversationLimits.messagesPerMinute),
  ),
  MESSAGE_PER_DAY: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(conversationLimits.messagesPerDay),
  ),
  MESSAGE_EMAIL_DELAY_MINUTES: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(10_080).default(10)),
  // How often the e-mail jobs of PRODUCT.md §12–§13 run (once across processes): saved-search alerts (each run matches the
  // new ads and mails what is due), and the price drops and expiry reminders. Shorter only for tests.
  ALERTS_INTERVAL_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
  REMINDERS_INTERVAL_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(86_400).default(900)),
  // Open message streams on one process: per account (a new one closes the oldest) and per client address (a new
  // one past it is refused with 429). Each costs a connection and its buffers while it stays open.
  MESSAGE_STREAMS_PER_ACCOUNT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000).default(5)),
  MESSAGE_STREAMS_PER_ADDRESS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(50),
  ),
  // Demo ads at start-up; unset means on in development only (production and tests start empty).
  DEMO_DATA: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  // Where pictures live: files under DATA_DIR/uploads (one server), or an S3-compatible bucket that every
  // process shares. Either way browsers load them from this server at /uploads/<key> (DECISIONS #68).
  STORAGE: z.preprocess(blankToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  S3_REGION: text('us-east-1'),
  S3_BUCKET: z.preprocess(blankToUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  // Signs the device cookies (http/deviceCookie.ts). Unset: a random key generated once and kept in the
  // database's settings table, so every process on that database shares it (DECISIONS #100).
  DEVICE_COOKIE_SECRET: z.preprocess(blankToUndefined, z.string().min(32).optional()),
  // Web Push (PRODUCT.md §30): the VAPID key pair (base64url, as web-push generates it), both or neither. Unset: a
  // pair generated once and kept in the database's settings, as the device cookie key is (decision 0092).
  VAPID_PUBLIC_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/)
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
  ),
  // Who runs the sender, for the push services (an https: or mailto: address). Unset: mailto:CONTACT_EMAIL.
  VAPID_SUBJECT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .optional(),
  ),
  // Push services' origins allowed besides https ones on a public host name (comma-separated), e.g. a local
  // fake's http://127.0.0.1:2634 in the tests. Subscriptions to other addresses are refused.
  PUSH_EXTRA_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((entry) => entry.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      ),
  ),
  // Card payments (paymentsConfig.ts): the `test` provider by default, Stripe Checkout or Paysera.
  ...paymentsEnvShape,
});
export type Env = z.infer<typeof envSchema>;
type EnvInput = Record<string, string | undefined>;

/**
 * Variables that have no safe default in production: production refuses to start without them. The payment
 * provider's own keys are checked by paymentsConfigFrom (they depend on PAYMENT_PROVIDER).
 */
export const requiredInProduction: readonly string[] = ['SMTP_URL', 'MAIL_FROM'];

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  /**
   * Proxies whose X-Forwarded-For names the client (rate limits and logs use that address). Empty: the
   * connection's own address, so a client cannot choose its address by sending the header.
   */
  trustedProxies: string[];
  logLevel: (typeof logLevels)[number];
  dataDir: string;
  /** When set the API uses PostgreSQL through node-postgres; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  webDistDir: string;
  /** The web's server-render build (vite build --ssr); without it pages are rendered in the browser only. */
  webSsrEntry: string;
  site: {
    name: string;
    townName: string;
    /** The town's settlements (TOWN_PLACES, or the town and the demo district's): modules/places/places.ts. */
    places: string[];
    protocol: 'http' | 'https';
    domain: string;
    contactPhone: string;
    contactEmail: string;
    facebookPageUrl: string;
    facebookGroupUrl: string;
  };
  maxPostPictureCount: number;
  /** Messages (PRODUCT.md §10): first messages to new people per rolling day; unread minutes before the e-mail. */
  messages: { firstPerDay: number; perMinute: number; perDay: number; emailDelayMinutes: number };
  /** How often the e-mail jobs of PRODUCT.md §12–§13 run: saved-search alerts; price drops and expiry reminders. */
  emailJobs: { alertsPeriodMs: number; remindersPeriodMs: number };
  /** Open message streams a process keeps: per account (the oldest closed for a new one) and per client address. */
  messageStreams: { perAccount: number; perAddress: number };
  /** Whether start-up adds the demo ads (once; see db/seed/demo). */
  demoData: boolean;
  /** Session cookies get `Secure` when the public site is https. */
  secureCookies: boolean;
  /** The device cookies' signing key when configured; otherwise the database keeps a generated one. */
  deviceCookieSecret: string | undefined;
  /** Where the development mail and SMS transports keep what they "send". */
  outboxDir: string;
  /** Uploaded pictures (local storage adapter). */
  uploadsDir: string;
  /** Set when STORAGE=s3: pictures go to this bucket instead of `uploadsDir`. */
  s3: S3Config | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  sms:
    | { provider: 'log'; from: string | undefined }
    | { provider: 'twilio'; from: string; baseUrl: string; accountSid: string; authToken: string };
  google: { clientId: string | undefined; apiBaseUrl: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  payments: PaymentsConfig;
  /** Web Push: the configured VAPID pair (else the database's generated one), its subject, extra service origins. */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    extraOrigins: string[];
  };
}

export interface S3Config {
  /** Omitted: AWS itself (the region decides the host). MinIO, Ceph, R2 and the like give theirs. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Throws ConfigError listing every bad or missing variable. */
export function loadConfig(input: EnvInput = process.env, required = requiredInProduction): AppConfig {
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const missing = required.filter((name) => !input[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required configuration in production: ${missing.join(', ')}`);
    }
    if (env.SMS_PROVIDER === 'log') {
      throw new ConfigError('SMS_PROVIDER=log only keeps messages locally: set SMS_PROVIDER=twilio in production');
    }
  }
  if (env.SMS_PROVIDER === 'twilio') {
    const missingSms = (['SMS_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const).filter((name) => !env[name]);
    if (missingSms.length > 0) {
      throw new ConfigError(`SMS_PROVIDER=twilio needs: ${missingSms.join(', ')}`);
    }
  }
  if (env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET) {
    throw new ConfigError('FACEBOOK_APP_ID needs FACEBOOK_APP_SECRET to verify sign-in tokens');
  }
  if (env.STORAGE === 's3') {
    const missingS3 = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
    if (missingS3.length > 0) throw new ConfigError(`STORAGE=s3 needs: ${missingS3.join(', ')}`);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  const payments = paymentsConfigFrom(env);
  if ('problem' in payments) throw new ConfigError(payments.problem);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    trustedProxies: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: join(env.DATA_DIR, 'pglite'),
    webDistDir: env.WEB_DIST_DIR,
    webSsrEntry: env.WEB_SSR_ENTRY,
    site: {
      name: env.SITE_NAME,
      townName: env.TOWN_NAME,
      places: env.TOWN_PLACES && env.TOWN_PLACES.length > 0 ? env.TOWN_PLACES : defaultPlaces(env.TOWN_NAME),
      protocol: env.SITE_PROTOCOL,
      domain: env.SITE_DOMAIN ?? `localhost:${env.PORT}`,
      contactPhone: env.CONTACT_PHONE,
      contactEmail: env.CONTACT_EMAIL,
      facebookPageUrl: env.FACEBOOK_PAGE_URL,
      facebookGroupUrl: env.FACEBOOK_GROUP_URL,
    },
    maxPostPictureCount: env.MAX_POST_PICTURE_COUNT,
    messages: {
      firstPerDay: env.MESSAGE_FIRST_PER_DAY,
      perMinute: env.MESSAGE_PER_MINUTE,
      perDay: env.MESSAGE_PER_DAY,
      emailDelayMinutes: env.MESSAGE_EMAIL_DELAY_MINUTES,
    },
    emailJobs: {
      alertsPeriodMs: env.ALERTS_INTERVAL_SECONDS * 1000,
      remindersPeriodMs: env.REMINDERS_INTERVAL_SECONDS * 1000,
    },
    messageStreams: { perAccount: env.MESSAGE_STREAMS_PER_ACCOUNT, perAddress: env.MESSAGE_STREAMS_PER_ADDRESS },
    demoData: env.DEMO_DATA === undefined ? env.NODE_ENV === 'development' : env.DEMO_DATA === 'true',
    secureCookies: env.SITE_PROTOCOL === 'https',
    deviceCookieSecret: env.DEVICE_COOKIE_SECRET,
    outboxDir: join(env.DATA_DIR, 'outbox'),
    uploadsDir: join(env.DATA_DIR, 'uploads'),
    s3:
      env.STORAGE === 's3'
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET as string,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    sms:
      env.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            from: env.SMS_FROM as string,
            baseUrl: env.TWILIO_BASE_URL,
            accountSid: env.TWILIO_ACCOUNT_SID as string,
            authToken: env.TWILIO_AUTH_TOKEN as string,
          }
        : { provider: 'log', from: env.SMS_FROM },
    google: { clientId: env.GOOGLE_CLIENT_ID, apiBaseUrl: env.GOOGLE_API_BASE_URL },
    facebook: { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET, graphUrl: env.FACEBOOK_GRAPH_URL },
    payments,
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`,
      extraOrigins: env.PUSH_EXTRA_ORIGINS,
    },
  };
}
