import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isDemoSellerEmail } from '../db/seed/demo/addresses.ts';
import { createDevMailSender } from './mail/dev.ts';
import type { MailSender } from './mail/mail.ts';
import { createSmtpMailSender } from './mail/smtp.ts';
import type { OutboxLogger } from './outbox.ts';
import { createDevSmsSender } from './sms/dev.ts';
import type { SmsSender } from './sms/sms.ts';
import { createTwilioSmsSender } from './sms/twilio.ts';

/** How the app reaches people: e-mail and SMS, chosen by configuration. */
export interface Delivery {
  mail: MailSender;
  sms: SmsSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

/**
 * SMTP when SMTP_URL is set, otherwise the development outbox; Twilio when SMS_PROVIDER=twilio, otherwise the
 * outbox (config.ts refuses the outbox in production).
 */
export function createDelivery(config: AppConfig, log: OutboxLogger): Delivery {
  const mail = config.mail.smtpUrl
    ? createSmtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from })
    : createDevMailSender({ outboxDir: config.outboxDir, from: config.mail.from, log, quiet: isDemoSellerEmail });
  const sms =
    config.sms.provider === 'twilio'
      ? createTwilioSmsSender(config.sms)
      : createDevSmsSender({ outboxDir: config.outboxDir, from: config.sms.from, log });
  return { mail, sms };
}

/** Decorates `app.delivery` and closes the SMTP connection with the app. */
export function registerDelivery(app: FastifyInstance, config: AppConfig): void {
  const delivery = createDelivery(config, app.log);
  app.decorate('delivery', delivery);
  app.addHook('onClose', async () => {
    await delivery.mail.close?.();
  });
}
