import { type MailSink, startMailSink, startTwilioFake, type TwilioFake } from '@skelbimai/test-fakes';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { DEVICE_COOKIE } from '../../http/deviceCookie.ts';

/** Test support for the one-time code routes: the app wired to a real SMTP sink and the Twilio stand-in. */

export const TWILIO = { accountSid: 'AC1', authToken: 'tok', from: '+37060000001' };

export interface CodesHarness {
  app: App;
  sink: MailSink;
  twilio: TwilioFake;
  close(): Promise<void>;
}

export async function startCodesHarness(env: Record<string, string> = {}): Promise<CodesHarness> {
  const sink = await startMailSink();
  const twilio = await startTwilioFake({ accountSid: TWILIO.accountSid, authToken: TWILIO.authToken });
  const app = await buildTestApp({
    SMTP_URL: sink.url,
    SMS_PROVIDER: 'twilio',
    TWILIO_BASE_URL: twilio.url,
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    SMS_FROM: TWILIO.from,
    ...env,
  });
  return {
    app,
    sink,
    twilio,
    async close() {
      await app.close();
      await sink.close();
      await twilio.close();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: { succeeded: boolean; data: T | null; messages: string[]; errors: { property: string; errors: string[] }[] };
  cookie: string | undefined;
  cookieMaxAge: number | undefined;
}

let ipCounter = 0;
/** A client address of its own, so the per-IP limits of one test never reach another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * The device cookie each client address was given, sent back as its browser would: one address is one browser
 * here, so the device that asked for a code is the one that enters it (DECISIONS #100).
 */
const deviceCookies = new Map<string, string>();

export async function post<T = unknown>(
  app: App,
  url: string,
  body: object | undefined,
  options: { cookie?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const ip = options.ip ?? '127.0.0.1';
  const cookies = [options.cookie, deviceCookies.get(ip)].filter(Boolean).join('; ');
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    ...(body === undefined ? {} : { payload: body }),
    headers: cookies ? { cookie: cookies } : {},
    remoteAddress: ip,
  });
  const device = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (device) deviceCookies.set(ip, `${DEVICE_COOKIE}=${device.value}`);
  // Codes are sent by the outbox after the answer: by the time a test reads the sink, they have arrived.
  await app.outbox.sendDue();
  const sid = response.cookies.find((c) => c.name === 'sid');
  return {
    status: response.statusCode,
    body: bodyOf<Answer<T>['body']>(response),
    cookie: sid?.value ? `sid=${sid.value}` : undefined,
    cookieMaxAge: sid?.maxAge,
  };
}

/** A wrong five-digit code, certainly different from `code`. */
export const wrongDigits = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');
