import type { FastifyInstance } from 'fastify';
import { runAutoBumps } from './orders/promotion.service.ts';
import { deleteOrphanPictureFiles } from './orphanPictureFiles.ts';
import { expireOverduePosts } from './posts/lifecycle.service.ts';
import { deleteStalePictures, STAGED_PICTURE_KEEP_MS } from './posts/pictures.service.ts';
import { deleteOldViews } from './posts/views.service.ts';
import { deleteOldRateLimitWindows } from './rate-limits/rateLimits.service.ts';
import { type ScheduledJob, scheduleJobs } from './scheduledJobs.ts';
import { deleteExpiredSessions } from './sessions/sessions.service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Longest rate-limit window in use (codes: 24 h), plus a margin. */
const RATE_LIMIT_KEEP_MS = 25 * HOUR_MS;

/** Deletes rows (and files) nobody can use any more and expires overdue ads. Idempotent; scheduled once an hour across processes. */
export async function runHousekeeping(app: FastifyInstance): Promise<void> {
  await deleteExpiredSessions(app.db);
  await deleteOldRateLimitWindows(app.db, RATE_LIMIT_KEEP_MS);
  // Ads past expiresAt say 'expired' (lists already leave them out by the date).
  await expireOverduePosts(app.db);
  // Pictures uploaded for an ad form that was never saved.
  await deleteStalePictures(app.db, app.pictureStorage, STAGED_PICTURE_KEEP_MS);
  await deleteOldViews(app.db);
  // Files no row points at (a crash between writing an upload's files and inserting its row).
  await deleteOrphanPictureFiles(app.db, app.pictureStorage);
  // Paid automatic bumping: once per ad per Vilnius day (auto_bump_runs), however often this runs.
  await runAutoBumps(app.db);
}

export const housekeepingJob: ScheduledJob = { name: 'housekeeping', periodMs: HOUR_MS, run: runHousekeeping };

/** Runs housekeeping once an hour across all processes on the database (scheduledJobs.ts). */
export function scheduleHousekeeping(app: FastifyInstance): void {
  scheduleJobs(app, [housekeepingJob]);
}
