import type { FastifyInstance } from 'fastify';
import { forgetExpiredExports } from './account/index.ts';
import { expiryRemindersJob } from './expiry-reminders/index.ts';
import { deleteOldMessageEvents, deleteStaleMessagePictures } from './messages/index.ts';
import { runAutoBumps } from './orders/index.ts';
import { deleteOrphanPictureFiles } from './orphanPictureFiles.ts';
import { deleteOldOutboxRows } from './outbox/index.ts';
import {
  deleteOldViews,
  deleteStalePictures,
  deleteUnreadPriceHistory,
  expireOverduePosts,
  STAGED_PICTURE_KEEP_MS,
} from './posts/index.ts';
import { priceDropsJob } from './price-drops/index.ts';
import { deleteOldRateLimitWindows } from './rate-limits/index.ts';
import { ratingRemindersJob } from './ratings/index.ts';
import { savedSearchAlertsJob } from './saved-searches/index.ts';
import { type ScheduledJob, scheduleJobs } from './scheduledJobs.ts';
import { deleteExpiredSessions } from './sessions/index.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Longest rate-limit window in use (codes: 24 h), plus a margin. */
const RATE_LIMIT_KEEP_MS = 25 * HOUR_MS;

/** Deletes rows (and files) nobody can use any more. Idempotent, so several processes may run it. */
export async function runHousekeeping(app: FastifyInstance): Promise<void> {
  await deleteExpiredSessions(app.db);
  await deleteOldRateLimitWindows(app.db, RATE_LIMIT_KEEP_MS);
  // Pictures uploaded for an ad form that was never saved.
  await deleteStalePictures(app.db, app.pictureStorage, STAGED_PICTURE_KEEP_MS);
  // Pictures uploaded in a reply box that was never sent (PRODUCT.md §29).
  await deleteStaleMessagePictures(app.db, app.pictureStorage, STAGED_PICTURE_KEEP_MS);
  await deleteOldViews(app.db);
  // Prices older than any drop looks back to ('Kaina sumažinta', decision 0084).
  await deleteUnreadPriceHistory(app.db);
  // Sent e-mails and SMS after a week, failed ones after a month.
  await deleteOldOutboxRows(app.db);
  await deleteOldMessageEvents(app.db);
  // Files no row points at (a crash between writing an upload's files and inserting its row).
  await deleteOrphanPictureFiles(app.db, app.pictureStorage);
  // Paid automatic bumping: once per ad per Vilnius day (auto_bump_runs), however often this runs.
  await runAutoBumps(app.db);
  // Data exports whose once-only link expired unused: the archive goes.
  await forgetExpiredExports(app);
}

/**
 * Ads past expiresAt become 'expired' (lists already leave them out by the date; the status takes them out of
 * the category counters). Idempotent.
 */
export async function runPostExpiry(app: FastifyInstance): Promise<void> {
  await expireOverduePosts(app.db);
}

export const housekeepingJob: ScheduledJob = { name: 'housekeeping', periodMs: HOUR_MS, run: runHousekeeping };
/** Every minute, so the counters' correction for ads past their date stays about a minute's worth. */
export const postExpiryJob: ScheduledJob = { name: 'post-expiry', periodMs: MINUTE_MS, run: runPostExpiry };

/**
 * Runs housekeeping once an hour, post expiry once a minute, the saved-search alerts (a minute) and the price
 * drops, expiry and rating reminders (15 minutes) as often as ALERTS_INTERVAL_SECONDS and REMINDERS_INTERVAL_SECONDS
 * say, across all processes (scheduledJobs.ts).
 */
export function scheduleHousekeeping(app: FastifyInstance): void {
  const { alertsPeriodMs, remindersPeriodMs } = app.config.emailJobs;
  scheduleJobs(app, [
    postExpiryJob,
    { ...savedSearchAlertsJob, periodMs: alertsPeriodMs },
    { ...priceDropsJob, periodMs: remindersPeriodMs },
    { ...expiryRemindersJob, periodMs: remindersPeriodMs },
    { ...ratingRemindersJob, periodMs: remindersPeriodMs },
    housekeepingJob,
  ]);
}
