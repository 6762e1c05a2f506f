import type { SmsMessage, SmsSender } from './sms.ts';

export interface TwilioOptions {
  /** https://api.twilio.com, or a stand-in in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number or alphanumeric sender id. */
  from: string;
  timeoutMs?: number;
}

/** Twilio refused or failed a message; `status` and `code` are Twilio's (20003: bad credentials). */
export class TwilioError extends Error {
  override name = 'TwilioError';
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * SMS through Twilio's Programmable Messaging API: POST /2010-04-01/Accounts/{sid}/Messages.json with the
 * form fields To, From and Body and HTTP Basic auth (account SID, auth token). Anything but a 2xx is an error.
 */
export function createTwilioSmsSender(options: TwilioOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async send(message: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const details = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new TwilioError(
        response.status,
        details.code,
        `Twilio refused the SMS (HTTP ${response.status}${details.code ? `, code ${details.code}` : ''}): ${details.message ?? response.statusText}`,
      );
    },
  };
}
