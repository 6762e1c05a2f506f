import type { FastifyInstance } from 'fastify';
import { deleteOldRateLimitWindows } from './rate-limits/rateLimits.service.ts';
import { deleteExpiredSessions } from './sessions/sessions.service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Longest rate-limit window in use (codes: 24 h), plus a margin. */
const RATE_LIMIT_KEEP_MS = 25 * HOUR_MS;

/** Deletes rows nobody can use any more. Idempotent, so several processes may run it. */
export async function runHousekeeping(app: FastifyInstance): Promise<void> {
  await deleteExpiredSessions(app.db);
  await deleteOldRateLimitWindows(app.db, RATE_LIMIT_KEEP_MS);
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
