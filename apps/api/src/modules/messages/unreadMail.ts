import { conversationMessages as texts } from '@skelbimai/contract';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type ConversationRow, conversationMessages, conversations, posts, users } from '../../db/schema/index.ts';
import { emailWanted, stoppableMail } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { messageMail } from './messageMail.ts';

/** How often a process looks for messages left unread: a minute, or more often when the delay is shorter. */
export const unreadMailCheckMs = (delayMinutes: number) => Math.min(60_000, Math.max(5_000, delayMinutes * 30_000));
/** At most one such e-mail per conversation and recipient in this long. */
const EMAIL_GAP_MS = 60 * 60_000;
const BATCH = 100;

/**
 * The e-mail about messages left unread: when the other side's message has waited
 * MESSAGE_EMAIL_DELAY_MINUTES unread, its recipient gets one e-mail with the text and a link, at most one per
 * conversation an hour, never for a message already read, and only if they want it (emailWanted 'messages', the
 * account's e-mail switch (PRODUCT.md §14)). Queued through the outbox with a dedupe key of the message, and the
 * conversation's `*_notified_up_to` moved in the same transaction: a repeated or concurrent run (another
 * process, SKIP LOCKED) queues nothing twice. Returns how many were queued.
 */
export async function queueUnreadMessageMails(
  db: Database,
  config: Pick<AppConfig, 'messages' | 'site'>,
  now = new Date(),
): Promise<number> {
  const due = new Date(now.getTime() - config.messages.emailDelayMinutes * 60_000);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(conversations)
      .where(
        and(
          sql`(${conversations.buyerUnread} > 0 or ${conversations.sellerUnread} > 0)`,
          lte(conversations.lastMessageAt, now),
        ),
      )
      .orderBy(asc(conversations.lastMessageAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let queued = 0;
    for (const conversation of candidates) {
      for (const recipientIsBuyer of [true, false])
        if (await mailOneSide(tx, config, conversation, recipientIsBuyer, due, now)) queued += 1;
    }
    return queued;
  });
}

async function mailOneSide(
  tx: Database,
  config: Pick<AppConfig, 'messages' | 'site'>,
  c: ConversationRow,
  recipientIsBuyer: boolean,
  due: Date,
  now: Date,
): Promise<boolean> {
  const [unread, readUpTo, notifiedUpTo, emailedAt, recipientId] = recipientIsBuyer
    ? [c.buyerUnread, c.buyerReadUpTo, c.buyerNotifiedUpTo, c.buyerEmailedAt, c.buyerId]
    : [c.sellerUnread, c.sellerReadUpTo, c.sellerNotifiedUpTo, c.sellerEmailedAt, c.sellerId];
  if (unread === 0) return false;
  if (emailedAt && now.getTime() - emailedAt.getTime() < EMAIL_GAP_MS) return false;
  const waiting = await tx
    .select({
      id: conversationMessages.id,
      text: conversationMessages.text,
      sentAt: conversationMessages.sentAt,
      // Spelled out: a one-table select leaves the columns' table names off, and both tables have an id.
      hasPictures: sql<boolean>`exists (select 1 from message_pictures
        where message_pictures.message_id = conversation_messages.id)`,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, c.id),
        eq(conversationMessages.fromBuyer, !recipientIsBuyer),
        gt(conversationMessages.id, Math.max(readUpTo, notifiedUpTo)),
      ),
    )
    .orderBy(asc(conversationMessages.id))
    .limit(20);
  const first = waiting[0];
  const last = waiting[waiting.length - 1];
  if (!first || !last || first.sentAt > due) return false;

  const [recipient] = await tx
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, recipientId));
  const [post] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, c.postId));
  const wanted = recipient?.email && !recipient.deletedAt && (await emailWanted(tx, recipientId, 'messages'));
  if (wanted && recipient?.email) {
    const body = messageMail({
      site: config.site,
      conversationId: c.id,
      adTitle: post?.title,
      // A message of pictures only (PRODUCT.md §29) is quoted as 'Nuotrauka'.
      texts: waiting.map((message) => (message.text === '' && message.hasPictures ? texts.picturesOnly : message.text)),
    });
    await enqueueMail(tx, {
      to: recipient.email,
      ...(await stoppableMail(tx, config.site, { kind: 'messages', userId: recipientId }, body)),
      dedupeKey: `message-unread:${c.id}:${recipientIsBuyer ? 'buyer' : 'seller'}:${last.id}`,
    });
  }
  // Moved even when no e-mail went (no address, switched off): these messages are settled either way.
  await tx
    .update(conversations)
    .set(
      recipientIsBuyer
        ? { buyerNotifiedUpTo: last.id, ...(wanted ? { buyerEmailedAt: now } : {}) }
        : { sellerNotifiedUpTo: last.id, ...(wanted ? { sellerEmailedAt: now } : {}) },
    )
    .where(eq(conversations.id, c.id));
  return Boolean(wanted);
}

/** Every unreadMailCheckMs while the server lives; wakes the outbox when something was queued. */
export function scheduleUnreadMessageMails(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = queueUnreadMessageMails(app.db, app.config)
      .then((queued) => {
        if (queued > 0) app.outbox.wake();
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not queue unread message e-mails'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, unreadMailCheckMs(app.config.messages.emailDelayMinutes));
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
