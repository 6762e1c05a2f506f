import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      host: '0.0.0.0',
      port: 3000,
      logLevel: 'info',
      databaseUrl: undefined,
      maxPostPictureCount: 20,
      site: { name: 'Kėdainių skelbimai', townName: 'Kėdainiai', protocol: 'http', domain: 'localhost:3000' },
    });
  });

  it('resolves folders from the repository root, not the working directory', () => {
    const config = loadConfig({});
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(config.pgliteDir).toBe(join(repoRoot, 'data', 'pglite'));
    expect(config.webDistDir).toBe(join(repoRoot, 'apps', 'web', 'dist'));
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toBe(join(repoRoot, 'var', 'data'));
    expect(loadConfig({ DATA_DIR: '/srv/skelbimai' }).dataDir).toBe('/srv/skelbimai');
  });

  it('is silent in tests unless told otherwise, and treats empty variables as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({ PORT: '', SITE_NAME: ' ' })).toMatchObject({
      port: 3000,
      site: { name: 'Kėdainių skelbimai' },
    });
  });

  it('builds absolute links for the port it listens on unless SITE_DOMAIN names the public host', () => {
    expect(loadConfig({ PORT: '8080' }).site.domain).toBe('localhost:8080');
    expect(loadConfig({ PORT: '8080', SITE_DOMAIN: ' ' }).site.domain).toBe('localhost:8080');
    expect(loadConfig({ PORT: '8080', SITE_DOMAIN: 'skelbimai.example.lt' }).site.domain).toBe('skelbimai.example.lt');
  });

  it('parses numbers and rejects bad values, naming the variable', () => {
    expect(loadConfig({ PORT: '8080', MAX_POST_PICTURE_COUNT: '8' })).toMatchObject({
      port: 8080,
      maxPostPictureCount: 8,
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_PROTOCOL: 'ftp' })).toThrow(/SITE_PROTOCOL/);
  });

  it('refuses to start in production without the required variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, ['SESSION_SECRET'])).toThrow(
      'Missing required configuration in production: SESSION_SECRET',
    );
    const sms = { SMS_PROVIDER: 'twilio', SMS_FROM: '+37060000000', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' };
    const payments = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' };
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x', ...sms, ...payments }, ['SESSION_SECRET']).isProduction,
    ).toBe(true);
  });

  it('refuses the logging SMS transport in production and an incomplete Twilio setup anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, [])).toThrow('SMS_PROVIDER=log');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', SMS_FROM: '+37060000000' }, [])).toThrow(
      'SMS_PROVIDER=twilio needs: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN',
    );
    expect(loadConfig({ NODE_ENV: 'development' }, ['SESSION_SECRET']).isProduction).toBe(false);
  });

  it('keeps pictures in the local folder by default, and needs the bucket and keys for STORAGE=s3', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'nuotraukos' })).toThrow(
      'STORAGE=s3 needs: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const s3 = { STORAGE: 's3', S3_BUCKET: 'nuotraukos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'nuotraukos',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
  });

  it('takes a device cookie secret of at least 32 characters, or leaves the key to the database', () => {
    expect(loadConfig({}).deviceCookieSecret).toBeUndefined();
    expect(loadConfig({ DEVICE_COOKIE_SECRET: 'x'.repeat(32) }).deviceCookieSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow('DEVICE_COOKIE_SECRET');
  });

  it('uses the test payment provider by default and refuses it in production unless allowed', () => {
    expect(loadConfig({}).payments).toMatchObject({
      provider: 'test',
      stripe: { apiBaseUrl: 'https://api.stripe.com' },
    });
    const sms = { SMS_PROVIDER: 'twilio', SMS_FROM: '+37060000000', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' };
    const production = { NODE_ENV: 'production', ...sms };
    expect(() => loadConfig(production, [])).toThrow('PAYMENT_PROVIDER=test lets anyone mark a top-up paid');
    expect(() => loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }, [])).toThrow('PAYMENT_TEST_SECRET');
    const demo = loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true', PAYMENT_TEST_SECRET: 'own-secret' }, []);
    expect(demo.payments).toMatchObject({ provider: 'test', testSecret: 'own-secret' });
    // Development leaves it unset (the database's own random secret); the once-fixed string is refused anywhere.
    expect(loadConfig({}).payments.testSecret).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_TEST_SECRET: 'dev-only-test-payment-secret' })).toThrow('PAYMENT_TEST_SECRET');
    expect(() =>
      loadConfig(
        { ...production, ALLOW_TEST_PAYMENTS: 'true', PAYMENT_TEST_SECRET: 'dev-only-test-payment-secret' },
        [],
      ),
    ).toThrow('PAYMENT_TEST_SECRET');
  });

  it("needs each real provider's keys, and trims their base URLs", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs: STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paysera' })).toThrow(
      'PAYMENT_PROVIDER=paysera needs: PAYSERA_PROJECT_ID, PAYSERA_SIGN_PASSWORD, PAYSERA_PUBLIC_KEY',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    const stripe = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:9999/',
    });
    expect(stripe.payments.stripe).toEqual({
      apiBaseUrl: 'http://127.0.0.1:9999',
      secretKey: 'sk',
      webhookSecret: 'whsec',
    });
  });
});
