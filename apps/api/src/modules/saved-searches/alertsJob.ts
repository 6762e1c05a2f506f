import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../scheduledJobs.ts';
import { sendDueAlerts } from './alerts.service.ts';
import { matchNewAds } from './matcher.ts';

/** One run: match the ads published since the watermark, then mail what is due (`now` injectable for tests). */
export async function runSavedSearchAlerts(app: FastifyInstance, now: Date = new Date()) {
  const matched = await matchNewAds(app.db, app.config.site.places, now);
  const mailed = await sendDueAlerts({ db: app.db, storage: app.pictureStorage, site: app.config.site }, now);
  if (mailed > 0) app.outbox.wake();
  return { ...matched, mailed };
}

/**
 * Every minute, once across all processes (scheduledJobs.ts): with the matcher's 10 s lag and the outbox's
 * prompt send, an 'Iš karto' alert leaves within about 75 s of the ad's publication
 * (the goal is 2 minutes, docs/PERFORMANCE.md).
 */
export const savedSearchAlertsJob: ScheduledJob = {
  name: 'saved-search-alerts',
  periodMs: 60_000,
  run: (app) => runSavedSearchAlerts(app),
};
