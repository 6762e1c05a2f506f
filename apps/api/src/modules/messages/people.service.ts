import type { reportMessageRequestSchema } from '@skelbimai/contract';
import { conversationMessages as texts } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  messageReports,
  type UserRow,
  userBlocks,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { checkReportReason } from '../report-reasons/index.ts';
import { recordEvents } from './events.ts';
import { inAnnouncedTransaction, type MessageHub } from './hub.ts';
import { participantConversation } from './participants.ts';

const userIdField = (message: string) => AppError.badRequest(message, [{ property: 'userId', errors: [message] }]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Blokuoti vartotoją': `userId` can no longer write to `blocker` (every send checks). Blocking twice is one block. */
export async function blockUser(db: Database, blocker: UserRow, userId: string): Promise<void> {
  if (userId === blocker.id) throw userIdField(texts.cannotBlockSelf);
  if (!UUID.test(userId)) throw AppError.notFound(texts.userNotFound);
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw AppError.notFound(texts.userNotFound);
  await db.insert(userBlocks).values({ blockerId: blocker.id, blockedId: userId }).onConflictDoNothing();
}

/** Undoes blockUser; unblocking someone not blocked changes nothing. */
export async function unblockUser(db: Database, blocker: UserRow, userId: string): Promise<void> {
  if (!UUID.test(userId)) throw AppError.notFound(texts.userNotFound);
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blocker.id), eq(userBlocks.blockedId, userId)));
}

/**
 * Deletes the conversation from the user's own inbox: their side no longer shows it, nor the messages so far,
 * and its unread count is dropped. The other person keeps it; a new message brings it back with that one only.
 */
export async function deleteConversation(
  db: Database,
  hub: MessageHub,
  user: UserRow,
  conversationId: number,
): Promise<void> {
  await inAnnouncedTransaction(hub, db, async (tx, announce) => {
    const side = await participantConversation(tx, user.id, conversationId, { lock: true });
    const upTo = side.conversation.lastMessageId;
    await tx
      .update(conversations)
      .set(side.isBuyer ? { buyerClearedUpTo: upTo, buyerUnread: 0 } : { sellerClearedUpTo: upTo, sellerUnread: 0 })
      .where(eq(conversations.id, conversationId));
    await recordEvents(tx, [{ userId: user.id, unread: true }]);
    announce(user.id);
  });
}

type ReportInput = z.output<typeof reportMessageRequestSchema>;

/**
 * A report of a message the other person wrote, in a conversation the reporter is in (404 otherwise): it reaches
 * the dashboard with its thread. One report per message and reporter (409).
 */
export async function reportMessage(db: Database, reporter: UserRow, input: ReportInput): Promise<{ id: number }> {
  const comment = await checkReportReason(db, input, texts);
  const [message] = await db
    .select({ conversationId: conversationMessages.conversationId, fromBuyer: conversationMessages.fromBuyer })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, input.messageId));
  if (!message) throw AppError.notFound(texts.notFound);
  const side = await participantConversation(db, reporter.id, message.conversationId);
  if (message.fromBuyer === side.isBuyer) throw AppError.forbidden(texts.ownMessage);
  const [row] = await db
    .insert(messageReports)
    .values({ messageId: input.messageId, reporterId: reporter.id, reasonId: input.reasonId, comment })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!row) throw AppError.conflict(texts.alreadyReported);
  return row;
}
