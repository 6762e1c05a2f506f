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
  /** Header lines by lower-case name (the last one of a name), as received. */
  headers: Record<string, string>;
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
  /**
   * Holds the messages that arrive from now on unanswered, as a stuck mail server does: the sender waits for
   * the server's reply until `release()`. `arrived` resolves when a held message is waiting.
   */
  hold(): { release(): void; arrived: Promise<void> };
  /** Refuses the next `count` messages with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed (MIME, quoted-printable, UTF-8).
 * Port 0 picks a free port. With httpPort, the messages can also be read over HTTP from other processes.
 */
export async function startMailSink(options: { smtpPort?: number; httpPort?: number } = {}): Promise<MailSink> {
  const inbox = new Inbox<ReceivedMail>();
  let gate: { opened: Promise<void>; heldOne: () => void } | undefined;
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const held = gate;
      simpleParser(stream)
        .then(async (mail) => {
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          if (held) {
            held.heldOne();
            await held.opened;
          }
          inbox.add({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
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
    hold() {
      let release = () => {};
      let heldOne = () => {};
      const opened = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        heldOne = resolve;
      });
      gate = { opened, heldOne };
      return {
        arrived,
        release() {
          gate = undefined;
          release();
        },
      };
    },
    refuseNext(count) {
      refusals = count;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await closeServer(http.server);
    },
  };
}
