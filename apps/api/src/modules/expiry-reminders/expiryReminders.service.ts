import { clientRoutes, EXPIRY_REMINDER_DAYS } from '@skelbimai/contract';
import { and, eq, sql } from 'drizzle-orm';
import { emailOptOuts, expiryReminders, posts, users } from '../../db/schema/index.ts';
import { siteUrl, stoppableMail } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import type { AlertDeps } from '../saved-searches/index.ts';
import { reminderMail } from './reminderMail.ts';
import { renewalToken } from './renewalLink.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Expiry reminders: the owner of an active ad that expires within EXPIRY_REMINDER_DAYS of `now` gets
 * one e-mail with a signed renewal link, unless they switched 'expiryReminders' off. The reminder row (ad +
 * expiry date, unique) is inserted in the transaction that queues the e-mail, so an expiry period has one
 * reminder however often or wherever this runs, and a renewed ad (a new expiry) gets its own. Answers how
 * many e-mails were queued.
 */
export async function sendExpiryReminders({ db, site }: Omit<AlertDeps, 'storage'>, now: Date): Promise<number> {
  const until = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  const due = await db
    .select({
      postId: posts.id,
      title: posts.title,
      expiresAt: posts.expiresAt,
      expiry: sql<string>`${posts.expiresAt}::text`,
      userId: users.id,
      email: users.email,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(
      and(
        eq(posts.status, 'active'),
        sql`${posts.expiresAt} > ${now.toISOString()}::timestamptz`,
        sql`${posts.expiresAt} <= ${until.toISOString()}::timestamptz`,
        sql`${users.email} is not null`,
        sql`not (${users.isBlocked} and (${users.blockedUntil} is null or ${users.blockedUntil} > now()))`,
        sql`not exists (select 1 from ${expiryReminders} where ${expiryReminders.postId} = ${posts.id} and ${expiryReminders.expiresAt} = ${posts.expiresAt})`,
        sql`not exists (select 1 from ${emailOptOuts} where ${emailOptOuts.userId} = ${users.id} and ${emailOptOuts.kind} = 'expiryReminders')`,
      ),
    )
    .orderBy(posts.expiresAt);
  let queued = 0;
  for (const ad of due) {
    if (!ad.email) continue;
    const email = ad.email;
    await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(expiryReminders)
        // The expiry as stored (microseconds, read as text), not as a Date: the unique key compares it exactly.
        .values({ postId: ad.postId, userId: ad.userId, expiresAt: sql`${ad.expiry}::timestamptz` })
        .onConflictDoNothing()
        .returning({ id: expiryReminders.id });
      if (!reminder) return;
      const token = encodeURIComponent(await renewalToken(tx, reminder.id));
      const body = reminderMail({
        site,
        postId: ad.postId,
        title: ad.title,
        expiresAt: ad.expiresAt,
        renewUrl: siteUrl(site, `${clientRoutes.renewal.path}?token=${token}`),
      });
      const mail = await stoppableMail(tx, site, { kind: 'expiryReminders', userId: ad.userId }, body);
      if ((await enqueueMail(tx, { to: email, ...mail, dedupeKey: `expiry:${reminder.id}` })) !== null) {
        queued += 1;
      }
    });
  }
  return queued;
}
