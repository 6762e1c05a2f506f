/** Fixed loopback ports and credentials of the fake mail, SMS and push services (see global-setup.ts). */
export const fakes = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  mailHttpPort: Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527),
  twilioPort: Number(process.env.E2E_TWILIO_PORT ?? 2528),
  /** The Web Push service stand-in (PRODUCT.md §30): subscriptions made by the tests point at it. */
  pushPort: Number(process.env.E2E_PUSH_PORT ?? 2529),
  twilioAccountSid: 'ACe2e',
  twilioAuthToken: 'e2e-token',
  smsFrom: '+37060000000',
} as const;

/** What the API needs to deliver through the fakes. */
export const deliveryEnv = {
  SMTP_URL: `smtp://127.0.0.1:${fakes.smtpPort}`,
  MAIL_FROM: 'Skelbimai <noreply@example.com>',
  SMS_PROVIDER: 'twilio',
  TWILIO_BASE_URL: `http://127.0.0.1:${fakes.twilioPort}`,
  TWILIO_ACCOUNT_SID: fakes.twilioAccountSid,
  TWILIO_AUTH_TOKEN: fakes.twilioAuthToken,
  SMS_FROM: fakes.smsFrom,
  // Push services are https on public hosts; the local fake is allowed by name.
  PUSH_EXTRA_ORIGINS: `http://127.0.0.1:${fakes.pushPort}`,
};

/**
 * Everything a portal started by the e2e suite needs besides its port and data folder: production mode, delivery
 * through the fakes, the test payment provider (production refuses it unless allowed, and then only with a
 * secret of its own) and the loopback proxy whose X-Forwarded-For names each project's visitor.
 */
export const portalEnv = {
  NODE_ENV: 'production',
  ...deliveryEnv,
  ALLOW_TEST_PAYMENTS: 'true',
  PAYMENT_TEST_SECRET: 'e2e-test-payment-secret',
  TRUST_PROXY: '127.0.0.1',
  // The unread-message e-mail (PRODUCT.md §10) at once, so a journey sees it arrive without waiting ten minutes.
  MESSAGE_EMAIL_DELAY_MINUTES: '0',
  // Saved-search alerts, price drops and expiry reminders every 2 s, so a journey sees them arrive.
  ALERTS_INTERVAL_SECONDS: '2',
  REMINDERS_INTERVAL_SECONDS: '2',
};
