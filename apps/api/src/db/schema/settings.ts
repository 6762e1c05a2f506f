import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Site-wide settings kept in the database so every API process reads the same value. Values are text;
 * the settings module owns the keys and parses them.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The keys in use; the seed writes them and the settings module reads them. */
export const settingKeys = {
  maxPostPictureCount: 'maxPostPictureCount',
  /** The generated key that signs device cookies when DEVICE_COOKIE_SECRET is unset (http/deviceCookie.ts). */
  deviceCookieKey: 'deviceCookieKey',
  /** The test payment provider's signing secret when PAYMENT_TEST_SECRET is unset (payments/testSecret.ts). */
  testPaymentSecret: 'testPaymentSecret',
  /** The generated key that signs e-mails' one-click links (unsubscribe, renewal; notifications/emailLinks.ts). */
  emailLinkKey: 'emailLinkKey',
  /** The generated VAPID key pair of Web Push when VAPID_* are unset (push/vapidKeys.ts), as JSON. */
  vapidKeys: 'vapidKeys',
  /** The last ad id the saved-search matcher has tested (saved-searches/matcher.ts). */
  savedSearchWatermark: 'savedSearchWatermark',
  /** Open reports from this many different users hold an ad; contract default when unset. */
  autoHoldReporterCount: 'autoHoldReporterCount',
} as const;
