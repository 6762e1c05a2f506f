import type { FastifyInstance } from 'fastify';
import { runAutoBumps } from './orders/promotion.service.ts';
import { expireOverduePosts } from './posts/lifecycle.service.ts';
import { deleteStalePictures, STAGED_PICTURE_KEEP_MS } from './posts/pictures.service.ts';
import { deleteOldViews } from './posts/views.service.ts';
import { deleteOldRateLimitWindows } from './rate-limits/rateLimits.service.ts';
import { deleteExpiredSessions } from './sessions/sessions.service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Longest rate-limit window in use (codes: 24 h), plus a margin. */
const RATE_LIMIT_KEEP_MS = 25 * HOUR_MS;

/** Deletes rows (and files) nobody can use any more and expires overdue ads. Idempotent, so several processes may run it. */
export async function runHousekeeping(app: FastifyInstance): Promise<void> {
  await deleteExpiredSessions(app.db);
  await deleteOldRateLimitWindows(app.db, RATE_LIMIT_KEEP_MS);
  // Ads past expiresAt say 'expired' (lists already leave them out by the date).
  await expireOverduePosts(app.db);
  // Pictures uploaded for an ad form that was never saved.
  await deleteStalePictures(app.db, app.pictureStorage, STAGED_PICTURE_KEEP_MS);
  await deleteOldViews(app.db);
  // Paid automatic bumping: once per ad per Vilnius day (auto_bump_runs), however often this runs.
  await runAutoBumps(app.db);
}

/** Runs housekeeping at start and hourly while the server lives (the timer never keeps the process up). */
export function scheduleHousekeeping(app: FastifyInstance): void {
  const run = () =>
    runHousekeeping(app).catch((error: unknown) => app.log.error({ err: error }, 'Housekeeping failed'));
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
