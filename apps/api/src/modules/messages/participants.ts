import { conversationMessages as texts } from '@skelbimai/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ConversationRow, conversations, userBlocks, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** Which side of a conversation a user is, and the other person's id. */
export interface Side {
  conversation: ConversationRow;
  isBuyer: boolean;
  otherId: string;
}

export function sideOf(conversation: ConversationRow, userId: string): Side {
  const isBuyer = conversation.buyerId === userId;
  return { conversation, isBuyer, otherId: isBuyer ? conversation.sellerId : conversation.buyerId };
}

/**
 * The conversation as one of its two people sees it, or 404 for anyone else: moderators and administrators
 * too (they read a thread only through a report), and without saying whether it exists. `lock` takes the row
 * for the writing transaction (sends and reads of one conversation take turns).
 */
export async function participantConversation(
  db: Database,
  userId: string,
  conversationId: number,
  { lock = false } = {},
): Promise<Side> {
  const query = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(texts.notFound);
  return sideOf(row, userId);
}

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return row !== undefined;
}

/**
 * May `senderId` write to `recipientId` now? Checked on every send: the recipient's account exists, neither
 * has blocked the other (403 with what the sender can do about it).
 */
export async function assertMayWrite(db: Database, senderId: string, recipientId: string): Promise<void> {
  const [recipient] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, recipientId));
  if (!recipient || recipient.deletedAt) throw AppError.forbidden(texts.otherDeleted);
  if (await hasBlocked(db, recipientId, senderId)) throw AppError.forbidden(texts.blockedByOther);
  if (await hasBlocked(db, senderId, recipientId)) throw AppError.forbidden(texts.blockedByMe);
}
