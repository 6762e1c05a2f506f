import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../scheduledJobs.ts';
import { sendExpiryReminders } from './expiryReminders.service.ts';

/** One run (`now` injectable for tests). */
export async function runExpiryReminders(app: FastifyInstance, now: Date = new Date()) {
  const mailed = await sendExpiryReminders({ db: app.db, site: app.config.site }, now);
  if (mailed > 0) app.outbox.wake();
  return { mailed };
}

/** Every 15 minutes, once across all processes: a reminder leaves within a quarter of an hour of its time. */
export const expiryRemindersJob: ScheduledJob = {
  name: 'expiry-reminders',
  periodMs: 15 * 60_000,
  run: (app) => runExpiryReminders(app),
};
