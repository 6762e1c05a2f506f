import { isIPv4 } from 'node:net';
import { createTransport } from 'nodemailer';
import type { MailMessage, MailSender } from './mail.ts';

/** Whether an SMTP URL points at this machine (a local relay or a test sink). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host === '::1') return true;
  return isIPv4(host) && host.startsWith('127.');
}

/**
 * Real delivery over SMTP with nodemailer. SMTP_URL carries host, port, credentials and TLS
 * (smtp://user:pass@host:587 with STARTTLS, smtps://…:465 for implicit TLS). A remote server must speak TLS
 * (requireTLS); only a loopback server (a local relay, the test sink) is spoken to in plain text (ignoreTLS).
 */
export function createSmtpMailSender(options: { url: string; from: string }): MailSender {
  const loopback = isLoopbackUrl(options.url);
  const transport = createTransport({
    url: options.url,
    ignoreTLS: loopback,
    // A remote server must upgrade to TLS (smtps:// is TLS from the start); a query parameter can override.
    requireTLS: !loopback,
    // A stuck server must not hold a request for nodemailer's default two minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transport.close(),
  };
}
