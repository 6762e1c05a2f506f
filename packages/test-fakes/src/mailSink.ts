import type { Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { closeServer, Inbox, startJsonServer } from './http.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailSink {
  smtpPort: number;
  /** SMTP_URL for the API. */
  url: string;
  /** Port of the inspection API (GET /messages?to=address), or undefined when not asked for. */
  httpPort: number | undefined;
  inbox: Inbox<ReceivedMail>;
  /** The latest (or next) message to `address`. */
  latestTo(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed (MIME, quoted-printable, UTF-8).
 * Port 0 picks a free port. With httpPort, the messages can also be read over HTTP from other processes.
 */
export async function startMailSink(options: { smtpPort?: number; httpPort?: number } = {}): Promise<MailSink> {
  const inbox = new Inbox<ReceivedMail>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.add({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  let http: { server: Server; port: number } | undefined;
  if (options.httpPort !== undefined) {
    http = await startJsonServer(options.httpPort, (_request, _body, url) => {
      const to = url.searchParams.get('to')?.toLowerCase();
      return { status: 200, json: inbox.items.filter((mail) => !to || mail.to.includes(to)) };
    });
  }

  return {
    smtpPort,
    url: `smtp://127.0.0.1:${smtpPort}`,
    httpPort: http?.port,
    inbox,
    latestTo: (address) => inbox.next((mail) => mail.to.includes(address.toLowerCase())),
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await closeServer(http.server);
    },
  };
}
