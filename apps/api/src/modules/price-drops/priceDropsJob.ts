import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../scheduledJobs.ts';
import { sendPriceDrops } from './priceDrops.service.ts';

/** One run (`now` injectable for tests): mails today's price drops if it is time and not yet done. */
export async function runPriceDrops(app: FastifyInstance, now: Date = new Date()) {
  const mailed = await sendPriceDrops({ db: app.db, storage: app.pictureStorage, site: app.config.site }, now);
  if (mailed > 0) app.outbox.wake();
  return { mailed };
}

/**
 * Every 15 minutes, once across all processes: the first run at or after 08:00 Vilnius sends the day's
 * e-mails; later runs that day find them queued (the dedupeKey) and send nothing.
 */
export const priceDropsJob: ScheduledJob = {
  name: 'price-drops',
  periodMs: 15 * 60_000,
  run: (app) => runPriceDrops(app),
};
