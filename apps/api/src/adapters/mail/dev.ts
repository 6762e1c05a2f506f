import { type OutboxLogger, writeOutboxFile } from '../outbox.ts';
import type { MailMessage, MailSender } from './mail.ts';

/**
 * Development mail (no SMTP_URL): logs each message and keeps it in the outbox folder as an .eml file (UTF-8,
 * 8bit, readable in a text editor and openable by a mail client), so a developer can read a code without a
 * mail server. Mail to the addresses `quiet` picks (the demo sellers, whom nobody reads) is kept the same way
 * but logged at debug level, with one line at the first of them saying where it goes.
 */
export function createDevMailSender(options: {
  outboxDir: string;
  from: string;
  log: OutboxLogger;
  quiet?: (to: string) => boolean;
}): MailSender {
  let quietNoted = false;
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
      const details = { to: message.to, subject: message.subject, text: message.text, file };
      if (!options.quiet?.(message.to)) {
        options.log.info(details, 'Mail kept in outbox');
        return;
      }
      options.log.debug(details, 'Mail to a demo user kept in outbox');
      if (!quietNoted) {
        quietNoted = true;
        options.log.info(
          { outboxDir: options.outboxDir },
          'Mail to the demo users is kept in the outbox without a line each (LOG_LEVEL=debug shows them)',
        );
      }
    },
  };
}
