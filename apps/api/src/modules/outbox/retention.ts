import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Sent rows are kept this long: enough to answer "did my e-mail go?", and dedupe keys hold meanwhile. */
export const OUTBOX_KEEP_SENT_DAYS = 7;
/** Failed rows a little longer, for a person to look at. */
export const OUTBOX_KEEP_FAILED_DAYS = 30;

/** Housekeeping: deletes sent and failed rows past their keeping time. */
export async function deleteOldOutboxRows(db: Database, now = new Date()): Promise<void> {
  const sentBefore = new Date(now.getTime() - OUTBOX_KEEP_SENT_DAYS * DAY_MS);
  const failedBefore = new Date(now.getTime() - OUTBOX_KEEP_FAILED_DAYS * DAY_MS);
  await db.delete(outbox).where(or(lt(outbox.sentAt, sentBefore), lt(outbox.failedAt, failedBefore)));
}
