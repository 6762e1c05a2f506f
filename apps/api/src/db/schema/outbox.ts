import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxKinds = ['mail', 'sms', 'push'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * Every e-mail, SMS and phone notification the portal sends (DECISIONS #107): written in the transaction that causes it, sent by
 * modules/outbox's sender. A row is due while sent_at and failed_at are null, available_at has come and no
 * live lease (locked_until) holds it. The payload is the message (modules/outbox/outbox.ts); once sent, its
 * text and html are erased, so a code's plain digits do not outlive their delivery.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    /** An e-mail address, an E.164 number, or a push subscription's id (push_subscriptions.id). */
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').notNull(),
    /** A caller's name for the message (e.g. 'alert:<search>:<day>'): a second row with it is not queued. */
    dedupeKey: text('dedupe_key').unique('outbox_dedupe_key_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not sent before this: now at first, later by the retry backoff. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this the message is pointless (a code that has expired): it is marked failed, never sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Claims so far (each claim counts, so a message that crashes its sender is not tried forever). */
    attempts: integer('attempts').notNull().default(0),
    /** A sender's lease: no other sender takes the row before it ends (a crashed sender's claim expires). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed: the row is kept for a person to look at, never sent. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    // The sender's claim reads the oldest due rows: only unsent, unfailed ones are in it, so it stays small.
    index('outbox_due_idx').on(t.availableAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // Housekeeping's deletion of old sent rows.
    index('outbox_sent_at_idx').on(t.sentAt),
    check('outbox_kind_valid', sql`${t.kind} in ('mail', 'sms', 'push')`),
    check('outbox_attempts_valid', sql`${t.attempts} >= 0`),
  ],
);
