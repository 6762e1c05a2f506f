import type { Server } from 'node:http';
import { closeServer, Inbox, startJsonServer } from './http.ts';

export interface SentSms {
  to: string;
  from: string;
  body: string;
}

export interface TwilioFake {
  port: number;
  /** TWILIO_BASE_URL for the API. */
  url: string;
  inbox: Inbox<SentSms>;
  latestTo(phone: string): Promise<SentSms>;
  close(): Promise<void>;
}

/**
 * Twilio's Programmable Messaging API as the API calls it: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From, Body, HTTP Basic auth with the
 * account SID and auth token. Wrong credentials get Twilio's 401 (code 20003); a missing field its 400
 * (code 21604 / 21602). GET /messages?to= lists what was "sent", for other processes (e2e).
 */
export async function startTwilioFake(options: {
  port?: number;
  accountSid: string;
  authToken: string;
}): Promise<TwilioFake> {
  const inbox = new Inbox<SentSms>();
  const path = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const { server, port }: { server: Server; port: number } = await startJsonServer(
    options.port ?? 0,
    (request, body, url) => {
      if (request.method === 'GET' && url.pathname === '/messages') {
        const to = url.searchParams.get('to');
        return { status: 200, json: inbox.items.filter((sms) => !to || sms.to === to) };
      }
      if (request.method !== 'POST' || url.pathname !== path) {
        return { status: 404, json: { code: 20404, message: 'The requested resource was not found', status: 404 } };
      }
      if (request.headers.authorization !== expectedAuth) {
        return { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } };
      }
      const form = new URLSearchParams(body);
      const to = form.get('To');
      const messageBody = form.get('Body');
      if (!to) return { status: 400, json: { code: 21604, message: "A 'To' phone number is required.", status: 400 } };
      if (!messageBody)
        return { status: 400, json: { code: 21602, message: 'Message body is required.', status: 400 } };
      const sms = { to, from: form.get('From') ?? '', body: messageBody };
      inbox.add(sms);
      return {
        status: 201,
        json: {
          sid: `SM${inbox.items.length.toString().padStart(32, '0')}`,
          status: 'queued',
          to,
          from: sms.from,
          body: sms.body,
        },
      };
    },
  );
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    inbox,
    latestTo: (phone) => inbox.next((sms) => sms.to === phone),
    close: () => closeServer(server),
  };
}
