import { type OutboxLogger, writeOutboxFile } from '../outbox.ts';
import type { MailMessage, MailSender } from './mail.ts';

/**
 * Development mail (no SMTP_URL): logs each message and keeps it in the outbox folder as an .eml file (UTF-8,
 * 8bit, readable in a text editor and openable by a mail client), so a developer can read a code without a
 * mail server.
 */
export function createDevMailSender(options: { outboxDir: string; from: string; log: OutboxLogger }): MailSender {
  return {
    async send(message: MailMessage) {
      const content = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
        '',
      ].join('\r\n');
      const file = await writeOutboxFile(options.outboxDir, 'mail', message.to, content);
      options.log.info({ to: message.to, subject: message.subject, text: message.text, file }, 'Mail kept in outbox');
    },
  };
}
