import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Delivery } from '../../adapters/delivery.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailPayload, PushPayloadRow, SmsPayload } from './outbox.ts';
import { deliverPush } from './pushDelivery.ts';

/**
 * Sends the outbox's due rows through `app.delivery` (DECISIONS #107). Any number of senders, in one process
 * or many, may run on one database:
 *  - a claim is one statement: the oldest due rows, `for update skip locked`, get a lease (locked_until) and
 *    one more attempt, so two senders never take the same row, and a crashed sender's rows come back when
 *    its lease ends;
 *  - a sent row is marked sent; a failure is retried after a growing pause, and after MAX_ATTEMPTS the row
 *    is kept as failed and an error is logged.
 * Delivery is at least once: a crash after the server accepted a message and before the row is marked sent
 * sends it again when the lease ends. The other order (mark, then send) would lose that message instead, and
 * a code or a notice that never comes is worse than one that comes twice.
 */

export const MAX_ATTEMPTS = 8;
/** First pause after a failure; each later one doubles, up to RETRY_CEILING_MS. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CEILING_MS = 60 * 60_000;
/** Longer than any one delivery may take (SMTP gives up within 40 s, Twilio within 10 s). */
export const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_CEILING_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  kind: 'mail' | 'sms' | 'push';
  recipient: string;
  payload: MailPayload | SmsPayload | PushPayloadRow;
  attempts: number;
  expired: boolean;
}

export interface OutboxSender {
  /** Starts a pass soon unless one is already waiting; for after an enqueue has committed. */
  wake(): void;
  /**
   * Sends every row due now, after any pass already under way in this process, and answers how many went
   * out. Tests call it to wait for the messages their requests queued.
   */
  sendDue(): Promise<number>;
  /** No new passes; answers when the pass under way has finished. */
  stop(): Promise<void>;
}

export interface SenderDeps {
  db: Database;
  delivery: Delivery;
  log: FastifyBaseLogger;
}

export function createOutboxSender({ db, delivery, log }: SenderDeps): OutboxSender {
  // Passes run one after another in a process, so sendDue can wait for the one a wake started.
  let chain: Promise<unknown> = Promise.resolve();
  let passWaiting = false;
  let stopped = false;

  const queuePass = (): Promise<number> => {
    const pass = chain.then(() => {
      passWaiting = false;
      return stopped ? 0 : sendBatch();
    });
    chain = pass.catch(() => undefined);
    return pass;
  };

  const sendBatch = async (): Promise<number> => {
    const claimed = await claim(db);
    let sent = 0;
    for (const [index, row] of claimed.entries()) {
      if (stopped) {
        await release(
          db,
          claimed.slice(index).map((left) => left.id),
        );
        break;
      }
      if (await deliver(row)) sent += 1;
    }
    // A full batch means more may be due: go on without waiting for the next poll.
    if (claimed.length === BATCH && !stopped) wake();
    return sent;
  };

  const deliver = async (row: ClaimedRow): Promise<boolean> => {
    if (row.expired) {
      await markFailed(db, row.id, 'expired before it could be sent');
      log.warn({ outboxId: row.id, kind: row.kind }, 'Outbox message expired unsent');
      return false;
    }
    if (row.attempts > MAX_ATTEMPTS) {
      // Its last attempt was claimed but never finished (the sender died while sending).
      await markFailed(db, row.id, 'sender stopped during the last attempt');
      log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'Outbox message not sent');
      return false;
    }
    try {
      await send(db, delivery, row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        await markFailed(db, row.id, reason);
        log.error({ err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'Outbox message not sent');
      } else {
        await scheduleRetry(db, row.id, reason, retryDelayMs(row.attempts));
        log.warn(
          { err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts },
          'Outbox send failed; will retry',
        );
      }
      return false;
    }
    await markSent(db, row.id);
    return true;
  };

  const wake = () => {
    if (stopped || passWaiting) return;
    passWaiting = true;
    // After the current turn of the event loop, so the request that queued the message is answered first
    // (PGlite's queries run on this thread: a pass started at once would hold the answer back).
    setImmediate(() => {
      queuePass().catch((error: unknown) => log.error({ err: error }, 'Outbox pass failed'));
    });
  };

  return {
    wake,
    async sendDue() {
      let total = 0;
      for (;;) {
        const before = total;
        total += await queuePass();
        // A pass that sent nothing found nothing sendable: the rest waits for its retry time.
        if (total === before) return total;
      }
    },
    async stop() {
      stopped = true;
      await chain;
    },
  };
}

function claim(db: Database): Promise<ClaimedRow[]> {
  return queryRows<ClaimedRow>(
    db,
    sql`with due as (
          select id from ${outbox}
          where sent_at is null and failed_at is null and available_at <= now()
            and (locked_until is null or locked_until <= now())
          order by available_at, id
          limit ${BATCH}
          for update skip locked
        )
        update ${outbox} set locked_until = now() + ${LEASE_MS} * interval '1 millisecond',
          attempts = ${outbox}.attempts + 1
        from due where ${outbox}.id = due.id
        returning ${outbox}.id, ${outbox}.kind, ${outbox}.recipient, ${outbox}.payload, ${outbox}.attempts,
          coalesce(${outbox}.expires_at <= now(), false) as expired`,
  ).then((rows) => rows.sort((a, b) => a.id - b.id));
}

async function send(db: Database, delivery: Delivery, row: ClaimedRow): Promise<void> {
  if (row.kind === 'push') {
    await deliverPush(db, delivery.push, Number(row.recipient), row.payload as PushPayloadRow);
  } else if (row.kind === 'mail') {
    const { subject, text, html, headers } = row.payload as MailPayload;
    await delivery.mail.send({
      to: row.recipient,
      subject,
      text,
      ...(html ? { html } : {}),
      ...(headers ? { headers } : {}),
    });
  } else {
    await delivery.sms.send({ to: row.recipient, text: (row.payload as SmsPayload).text });
  }
}

/** Sent: the body goes (a code's digits must not outlive their delivery); who, when and the subject stay. */
async function markSent(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null, payload: sql`${outbox.payload} - 'text' - 'html'` })
    .where(eq(outbox.id, id));
}

async function scheduleRetry(db: Database, id: number, reason: string, delayMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      lockedUntil: null,
      lastError: reason.slice(0, 1000),
      availableAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(eq(outbox.id, id));
}

async function markFailed(db: Database, id: number, reason: string): Promise<void> {
  await db
    .update(outbox)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError: reason.slice(0, 1000) })
    .where(eq(outbox.id, id));
}

/** Gives rows claimed but not tried back at once (the sender is stopping), their attempt uncounted. */
async function release(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
    .where(inArray(outbox.id, ids));
}
