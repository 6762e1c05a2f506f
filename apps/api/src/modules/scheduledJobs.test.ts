import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import type { App } from '../app.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { runOncePerPeriod, type ScheduledJob } from './scheduledJobs.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const onPostgres = () => (app.db as unknown as { $client: unknown }).$client instanceof pg.Pool;

/** A job that counts its runs and, when asked, waits for the test to let it finish. */
function countingJob(name: string) {
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  let started: () => void = () => {};
  const job = {
    runs: 0,
    /** Resolves when a run has begun. */
    started: new Promise<void>((resolve) => {
      started = resolve;
    }),
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    definition: {
      name,
      periodMs: HOUR_MS,
      run: async () => {
        job.runs += 1;
        started();
        await gate;
      },
    } satisfies ScheduledJob,
  };
  return job;
}

describe('scheduled jobs', () => {
  it('run once per period however many times they are started', async () => {
    const job = countingJob('once-per-period');
    expect(await runOncePerPeriod(app, job.definition)).toBe('ran');
    expect(await runOncePerPeriod(app, job.definition)).toBe('already-ran');
    expect(await runOncePerPeriod(app, job.definition)).toBe('already-ran');
    expect(job.runs).toBe(1);
  });

  it('do not start a second run while one is under way', async () => {
    const job = countingJob('while-running');
    job.hold();
    const first = runOncePerPeriod(app, job.definition);
    await job.started;
    // PostgreSQL: another connection cannot take the advisory lock; PGlite (one process): the period's claim is taken.
    expect(await runOncePerPeriod(app, job.definition)).toBe(onPostgres() ? 'running-elsewhere' : 'already-ran');
    job.release();
    expect(await first).toBe('ran');
    expect(job.runs).toBe(1);
  });

  it('give a failed run back, so the next tick tries again', async () => {
    let attempts = 0;
    const flaky: ScheduledJob = {
      name: 'flaky',
      periodMs: HOUR_MS,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database went away');
      },
    };
    await expect(runOncePerPeriod(app, flaky)).rejects.toThrow('database went away');
    expect(await runOncePerPeriod(app, flaky)).toBe('ran');
    expect(await runOncePerPeriod(app, flaky)).toBe('already-ran');
    expect(attempts).toBe(2);
  });

  it('run again in the next period', async () => {
    const job = countingJob('next-period');
    expect(await runOncePerPeriod(app, job.definition)).toBe('ran');
    // The claim of the period before: as if an hour had passed since.
    await app.db
      .update(rateLimitCounters)
      .set({ windowStart: new Date(Date.now() - 2 * HOUR_MS) })
      .where(eq(rateLimitCounters.key, 'job:next-period'));
    expect(await runOncePerPeriod(app, job.definition)).toBe('ran');
    expect(job.runs).toBe(2);
  });
});
