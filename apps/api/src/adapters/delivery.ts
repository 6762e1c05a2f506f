import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isDemoSellerEmail } from '../db/seed/demo/addresses.ts';
import { createDevMailSender } from './mail/dev.ts';
import type { MailSender } from './mail/mail.ts';
import { createSmtpMailSender } from './mail/smtp.ts';
import type { OutboxLogger } from './outbox.ts';
import { createWebPushSender, type PushSender, type VapidKeys } from './push/index.ts';
import { createDevSmsSender } from './sms/dev.ts';
import type { SmsSender } from './sms/sms.ts';
import { createTwilioSmsSender } from './sms/twilio.ts';

/** How the app reaches people: e-mail and SMS, chosen by configuration, and Web Push to subscribed browsers. */
export interface Delivery {
  mail: MailSender;
  sms: SmsSender;
  push: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
    /** Web Push's VAPID key pair: the configured one or the database's generated one (modules/push/vapidKeys.ts). */
    vapidKeys: VapidKeys;
  }
}

/**
 * SMTP when SMTP_URL is set, otherwise the development outbox; Twilio when SMS_PROVIDER=twilio, otherwise the
 * outbox (config.ts refuses the outbox in production).
 */
export function createDelivery(config: AppConfig, log: OutboxLogger, vapidKeys: () => VapidKeys): Delivery {
  const mail = config.mail.smtpUrl
    ? createSmtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from })
    : createDevMailSender({ outboxDir: config.outboxDir, from: config.mail.from, log, quiet: isDemoSellerEmail });
  const sms =
    config.sms.provider === 'twilio'
      ? createTwilioSmsSender(config.sms)
      : createDevSmsSender({ outboxDir: config.outboxDir, from: config.sms.from, log });
  // Push services are reached at each subscription's own endpoint: nothing to choose here but the keys.
  const push = createWebPushSender({ subject: config.push.subject, keys: vapidKeys });
  return { mail, sms, push };
}

/** Decorates `app.delivery` and closes the SMTP connection with the app. */
export function registerDelivery(app: FastifyInstance, config: AppConfig): void {
  const delivery = createDelivery(config, app.log, () => app.vapidKeys);
  app.decorate('delivery', delivery);
  app.addHook('onClose', async () => {
    await delivery.mail.close?.();
  });
}
