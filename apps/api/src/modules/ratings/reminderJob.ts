import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conversationMessages, conversations, emailOptOuts, posts, ratings, users } from '../../db/schema/index.ts';
import { stoppableMail } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import type { ScheduledJob } from '../scheduledJobs.ts';
import { ratingReminderMail } from './reminderMail.ts';

/** Ads sold this long ago or less get their reminders; older sales are past (the outbox keeps its keys 7 days). */
const SOLD_WITHIN_MS = 2 * 86_400_000;

const person = alias(users, 'person');

/**
 * The rating reminders (PRODUCT.md §27): for each ad sold within the last two days, each side of each of its
 * conversations where both have written, who has not rated yet, has an e-mail and has not switched
 * 'ratingReminders' off, gets one e-mail (dedupe key per conversation and person, so repeated runs send one).
 */
export async function sendRatingReminders(db: Database, site: AppConfig['site'], now: Date): Promise<number> {
  const since = new Date(now.getTime() - SOLD_WITHIN_MS);
  const due = await db
    .select({
      conversationId: conversations.id,
      title: posts.title,
      userId: person.id,
      email: person.email,
      sold: sql<boolean>`${person.id} = ${conversations.sellerId}`,
    })
    .from(conversations)
    .innerJoin(posts, eq(posts.id, conversations.postId))
    .innerJoin(person, sql`${person.id} in (${conversations.buyerId}, ${conversations.sellerId})`)
    .where(
      and(
        eq(posts.status, 'sold'),
        sql`${posts.soldAt} >= ${since.toISOString()}::timestamptz`,
        sql`${person.email} is not null and ${person.deletedAt} is null`,
        sql`not (${person.isBlocked} and (${person.blockedUntil} is null or ${person.blockedUntil} > now()))`,
        sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.fromBuyer})`,
        sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and not ${conversationMessages.fromBuyer})`,
        sql`not exists (select 1 from ${ratings} where ${ratings.conversationId} = ${conversations.id} and ${ratings.raterId} = ${person.id})`,
        sql`not exists (select 1 from ${emailOptOuts} where ${emailOptOuts.userId} = ${person.id} and ${emailOptOuts.kind} = 'ratingReminders')`,
      ),
    );
  let queued = 0;
  for (const row of due) {
    if (!row.email) continue;
    const email = row.email;
    await db.transaction(async (tx) => {
      const body = ratingReminderMail({ site, conversationId: row.conversationId, title: row.title, sold: row.sold });
      const mail = await stoppableMail(tx, site, { kind: 'ratingReminders', userId: row.userId }, body);
      const dedupeKey = `rating-reminder:${row.conversationId}:${row.userId}`;
      if ((await enqueueMail(tx, { to: email, ...mail, dedupeKey })) !== null) queued += 1;
    });
  }
  return queued;
}

/** One run (`now` injectable for tests). */
export async function runRatingReminders(app: FastifyInstance, now: Date = new Date()) {
  const mailed = await sendRatingReminders(app.db, app.config.site, now);
  if (mailed > 0) app.outbox.wake();
  return { mailed };
}

/** Every 15 minutes (the reminders' period), once across all processes. */
export const ratingRemindersJob: ScheduledJob = {
  name: 'rating-reminders',
  periodMs: 15 * 60_000,
  run: (app) => runRatingReminders(app),
};
