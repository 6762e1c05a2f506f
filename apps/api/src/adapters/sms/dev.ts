import { type OutboxLogger, writeOutboxFile } from '../outbox.ts';
import type { SmsMessage, SmsSender } from './sms.ts';

/** Development SMS (SMS_PROVIDER=log): logs each message and keeps it in the outbox folder as a .txt file. */
export function createDevSmsSender(options: {
  outboxDir: string;
  from: string | undefined;
  log: OutboxLogger;
}): SmsSender {
  return {
    async send(message: SmsMessage) {
      const content = `From: ${options.from ?? '(SMS_FROM nenurodytas)'}\nTo: ${message.to}\nDate: ${new Date().toISOString()}\n\n${message.text}\n`;
      const file = await writeOutboxFile(options.outboxDir, 'sms', message.to, content);
      options.log.info({ to: message.to, text: message.text, file }, 'SMS kept in outbox');
    },
  };
}
