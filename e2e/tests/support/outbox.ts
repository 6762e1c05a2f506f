import { randomBytes, randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { fakes } from '../../fakes.ts';

export interface Mail {
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

/** The code of a recovery or verification message: 'KT-12345' (undefined in a message without one). */
export function codeIn(text: string): { prefix: string; code: string } | undefined {
  const match = /\b([A-Z]{2})-(\d{5})\b/.exec(text);
  return match ? { prefix: match[1] as string, code: match[2] as string } : undefined;
}

/**
 * The code with `prefix` (the one the page shows) from the mails the API sent to `address`. The API answers
 * before the message is sent (its outbox sends it right after, DECISIONS #107), so this waits for the SMTP
 * server to receive it.
 */
export async function codeMailedTo(address: string, prefix: string): Promise<{ prefix: string; code: string }> {
  return waitForCode(prefix, async () => (await mailsTo(address)).map((mail) => mail.text));
}

/** The code with `prefix` from the SMS the API sent through the Twilio fake to `phone` (E.164), once it came. */
export async function codeTextedTo(phone: string, prefix: string): Promise<{ prefix: string; code: string }> {
  return waitForCode(prefix, async () => {
    const response = await fetch(`http://127.0.0.1:${fakes.twilioPort}/messages?to=${encodeURIComponent(phone)}`);
    return ((await response.json()) as Sms[]).map((sms) => sms.body);
  });
}

/** Every mail the API sent to `address` so far, as the SMTP server kept them. */
async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${fakes.mailHttpPort}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/**
 * The first mail to `address` whose subject starts with `subject`, once the SMTP server has it (the API sends
 * from its outbox after answering, and scheduled jobs send on their own). `timeout` only bounds the waiting,
 * for mails a scheduled job sends (alerts, reminders).
 */
export async function mailTo(address: string, subject: string, { timeout }: { timeout?: number } = {}): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.subject.startsWith(subject));
        return found !== undefined;
      },
      { message: `a mail '${subject}…' to ${address}`, timeout },
    )
    .toBe(true);
  return found as Mail;
}

async function waitForCode(prefix: string, texts: () => Promise<string[]>) {
  let found: { prefix: string; code: string } | undefined;
  await expect
    .poll(
      async () => {
        found = (await texts()).map(codeIn).find((code) => code?.prefix === prefix);
        return found !== undefined;
      },
      { message: `a message with the code ${prefix}-…` },
    )
    .toBe(true);
  return found as { prefix: string; code: string };
}

/** The newest mail the API sent to `address`, once the SMTP server has one (the outbox sends after the answer). */
export async function latestMailTo(address: string): Promise<Mail> {
  let latest: Mail | undefined;
  await expect
    .poll(
      async () => {
        latest = (await mailsTo(address)).at(-1);
        return latest !== undefined;
      },
      { message: `a mail to ${address}` },
    )
    .toBe(true);
  return latest as Mail;
}
