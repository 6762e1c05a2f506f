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

/** Whether `blockerId` has blocked `blockedId`, as a column of a statement that reads something else too. */
const blocked = (blockerId: string, blockedId: string) =>
  sql<boolean>`exists (select 1 from ${userBlocks}
    where ${userBlocks.blockerId} = ${blockerId} and ${userBlocks.blockedId} = ${blockedId})`;

/** Which of the two has blocked the other (a thread's notes), in one statement. */
export async function blocksBetween(
  db: Database,
  userId: string,
  otherId: string,
): Promise<{ blockedByMe: boolean; blockedMe: boolean }> {
  const [row] = await db
    .select({ blockedByMe: blocked(userId, otherId), blockedMe: blocked(otherId, userId) })
    .from(users)
    .where(eq(users.id, userId));
  return { blockedByMe: Boolean(row?.blockedByMe), blockedMe: Boolean(row?.blockedMe) };
}

/**
 * May `senderId` write to `recipientId` now? Checked on every send, in one statement: the recipient's account
 * exists, neither has blocked the other (403 with what the sender can do about it).
 */
export async function assertMayWrite(db: Database, senderId: string, recipientId: string): Promise<void> {
  const [recipient] = await db
    .select({
      deletedAt: users.deletedAt,
      blockedBySender: blocked(senderId, recipientId),
      blockedSender: blocked(recipientId, senderId),
    })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient || recipient.deletedAt) throw AppError.forbidden(texts.otherDeleted);
  if (recipient.blockedSender) throw AppError.forbidden(texts.blockedByOther);
  if (recipient.blockedBySender) throw AppError.forbidden(texts.blockedByMe);
}
