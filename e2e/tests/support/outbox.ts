import { randomBytes, randomInt } from 'node:crypto';
import { fakes } from '../../fakes.ts';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}
interface Sms {
  to: string;
  from: string;
  body: string;
}

/** A fresh address per test, so parallel journeys never share an account. */
export function randomEmail(): string {
  return `e2e-${randomBytes(6).toString('hex')}@example.com`;
}

/** A Lithuanian mobile number nobody else in the run has, in E.164 as the API stores it. */
export function randomPhone(): string {
  return `+3706${randomInt(1_000_000, 9_999_999)}`;
}

/** The code of a recovery or verification message: 'KT-12345'. */
export function codeIn(text: string): { prefix: string; code: string } {
  const match = /\b([A-Z]{2})-(\d{5})\b/.exec(text);
  if (!match) throw new Error(`No code in: ${text}`);
  return { prefix: match[1] as string, code: match[2] as string };
}

/**
 * The latest mail the API sent to `address`. The API answers only after the SMTP server has accepted
 * the message, so by the time the page shows the next step it is there: one look, no polling.
 */
export async function latestMailTo(address: string): Promise<Mail> {
  const response = await fetch(`http://127.0.0.1:${fakes.mailHttpPort}/messages?to=${encodeURIComponent(address)}`);
  const mails = (await response.json()) as Mail[];
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${address}`);
  return mail;
}

/** The latest SMS the API sent through the Twilio fake to `phone` (E.164). */
export async function latestSmsTo(phone: string): Promise<Sms> {
  const response = await fetch(`http://127.0.0.1:${fakes.twilioPort}/messages?to=${encodeURIComponent(phone)}`);
  const messages = (await response.json()) as Sms[];
  const sms = messages.at(-1);
  if (!sms) throw new Error(`No SMS to ${phone}`);
  return sms;
}
