import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/**
 * The one way the portal sends an e-mail, an SMS or a phone notification (DECISIONS #107): queue it with the same `tx` that writes
 * what causes it, so the message exists exactly when the change does; the sender (sender.ts) delivers it
 * after the commit. After the transaction, call `app.outbox.wake()` so this process sends at once; without
 * it the message still goes on the next poll, a few seconds later.
 */

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. `List-Unsubscribe` for alerts. */
  headers?: Record<string, string>;
}

export interface QueuedSms {
  /** E.164 number. */
  to: string;
  text: string;
}

export interface QueueOptions {
  /**
   * A name only this message has (e.g. `alert:<search id>:<day>`): while a row with it is kept (sent rows
   * for OUTBOX_KEEP_SENT_DAYS), another enqueue with it queues nothing, so a repeated job cannot send twice.
   */
  dedupeKey?: string;
  /** Not sent after this moment (a code that has expired): the row is marked failed instead. */
  expiresAt?: Date;
}

export interface QueuedPush {
  /** push_subscriptions.id: one row per browser, so one dead browser never holds back another's message. */
  subscriptionId: number;
  title: string;
  /** The notification's text (erased once sent, as a mail's is). */
  text: string;
  /** The page a tap opens: a path of this site. */
  url: string;
  /** Notifications of one tag replace each other on the device. */
  tag?: string;
  /** How long the push service keeps it for a device that is off. */
  ttlSeconds: number;
}

/** What a row's payload holds (the recipient has its own column). */
export type MailPayload = Omit<QueuedMail, 'to'>;
export type SmsPayload = Omit<QueuedSms, 'to'>;
export type PushPayloadRow = Omit<QueuedPush, 'subscriptionId'>;

/** Queues an e-mail. Answers the row's id, or null when `dedupeKey` is already queued. */
export function enqueueMail(txOrDb: Database, mail: QueuedMail & QueueOptions): Promise<number | null> {
  const { to, subject, text, html, headers } = mail;
  const payload: MailPayload = { subject, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}) };
  return insertRow(txOrDb, 'mail', to, payload, mail);
}

/** Queues an SMS. Answers the row's id, or null when `dedupeKey` is already queued. */
export function enqueueSms(txOrDb: Database, sms: QueuedSms & QueueOptions): Promise<number | null> {
  return insertRow(txOrDb, 'sms', sms.to, { text: sms.text } satisfies SmsPayload, sms);
}

/**
 * Queues a phone notification to one subscription (modules/push's notifyPush queues one per subscription of
 * the account). Answers the row's id, or null when `dedupeKey` is already queued.
 */
export function enqueuePush(txOrDb: Database, push: QueuedPush & QueueOptions): Promise<number | null> {
  const { subscriptionId, title, text, url, tag, ttlSeconds } = push;
  const payload: PushPayloadRow = { title, text, url, ...(tag ? { tag } : {}), ttlSeconds };
  return insertRow(txOrDb, 'push', String(subscriptionId), payload, push);
}

async function insertRow(
  txOrDb: Database,
  kind: 'mail' | 'sms' | 'push',
  recipient: string,
  payload: MailPayload | SmsPayload | PushPayloadRow,
  options: QueueOptions,
): Promise<number | null> {
  // `on conflict do nothing` rather than catching the unique violation: inside the caller's transaction an
  // error would abort the whole transaction on PostgreSQL.
  const [row] = await txOrDb
    .insert(outbox)
    .values({ kind, recipient, payload, dedupeKey: options.dedupeKey ?? null, expiresAt: options.expiresAt ?? null })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/**
 * Queues many e-mails in one statement (a job's batch, e.g. the saved-search alerts): each needs a dedupeKey.
 * Answers the keys that were queued; a key already queued is left out, as enqueueMail answers null for it.
 */
export async function enqueueMails(
  txOrDb: Database,
  mails: (QueuedMail & QueueOptions & { dedupeKey: string })[],
): Promise<Set<string>> {
  if (mails.length === 0) return new Set();
  const rows = await txOrDb
    .insert(outbox)
    .values(
      mails.map(({ to, subject, text, html, headers, dedupeKey, expiresAt }) => ({
        kind: 'mail' as const,
        recipient: to,
        payload: { subject, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}) } satisfies MailPayload,
        dedupeKey,
        expiresAt: expiresAt ?? null,
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ dedupeKey: outbox.dedupeKey });
  return new Set(rows.flatMap((row) => (row.dedupeKey ? [row.dedupeKey] : [])));
}
