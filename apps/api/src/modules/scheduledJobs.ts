import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock } from '../db/advisoryLock.ts';
import { clearRateLimit, countHit } from './rate-limits/index.ts';

/**
 * Jobs that run on a schedule, once per period across every API process on the database (DECISIONS #71).
 * Each process ticks every TICK_MS; on a tick a job whose period has not had its run yet is claimed and run:
 *  - the claim is a row in rate_limit_counters ('job:<name>' in the period's fixed window): the first process
 *    to count it runs the job, every other process (and every later tick) in the same period skips it;
 *  - the run holds a PostgreSQL advisory lock, so a run that outlasts its period never overlaps the next one.
 * A run that fails gives its claim back, so the next tick (of any process) tries again.
 */
export interface ScheduledJob {
  /** Lower-case, unique: the claim's key and the advisory lock's id come from it. */
  name: string;
  periodMs: number;
  run(app: FastifyInstance): Promise<unknown>;
}

export const TICK_MS = 5 * 60 * 1000;

export type JobOutcome = 'ran' | 'already-ran' | 'running-elsewhere';

/** Runs `job` unless this period's run has been claimed (by any process) or is still running elsewhere. */
export async function runOncePerPeriod(app: FastifyInstance, job: ScheduledJob): Promise<JobOutcome> {
  const outcome = await withAdvisoryLock(app.db, `job:${job.name}`, { wait: false }, async () => {
    const claimKey = `job:${job.name}`;
    const { hits } = await countHit(app.db, claimKey, job.periodMs);
    if (hits > 1) return 'already-ran' as const;
    try {
      await job.run(app);
    } catch (error) {
      await clearRateLimit(app.db, claimKey);
      throw error;
    }
    return 'ran' as const;
  });
  return outcome ?? 'running-elsewhere';
}

/**
 * Ticks at start and every TICK_MS while the server lives (the timer never keeps the process up). Jobs run one
 * after another; a failure is logged and retried on a later tick.
 */
export function scheduleJobs(app: FastifyInstance, jobs: ScheduledJob[]): void {
  let running: Promise<void> | undefined;
  const tick = async () => {
    for (const job of jobs) {
      try {
        const outcome = await runOncePerPeriod(app, job);
        // A skipped turn (this period's run already done, here or by another process) is the usual case on
        // most ticks: only a run is worth a line at the default level.
        if (outcome === 'ran') app.log.info({ job: job.name, outcome }, 'Scheduled job');
        else app.log.debug({ job: job.name, outcome }, 'Scheduled job');
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'Scheduled job failed');
      }
    }
  };
  const start = () => {
    // A tick still under way (a slow database) is not doubled.
    running ??= tick().finally(() => {
      running = undefined;
    });
  };
  start();
  // A job with a shorter period than the tick (post expiry: a minute) sets the pace.
  const timer = setInterval(start, Math.min(TICK_MS, ...jobs.map((job) => job.periodMs)));
  timer.unref();
  // preClose: before the onClose hook that closes the database, so a run under way can finish.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
