import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  messageEvents,
  messagePictures,
  userBlocks,
} from '../../db/schema/index.ts';

/**
 * Deleting an account anonymises its side of every conversation (PRODUCT.md §10; the account
 * deletion of §16 calls it): the texts it wrote are emptied, its blocks and stream events go. The conversations stay, so the
 * other person keeps the thread, shown as 'Vartotojas ištrynė paskyrą' with
 * each of its lines 'Žinutė ištrinta' (the `erased` flag of a message). The pictures it sent or staged go too
 * (PRODUCT.md §29): their storage keys are answered, so the files are deleted after the commit as the ads' are.
 * Run in the deletion's transaction.
 */
export async function anonymiseConversationSide(tx: Database, userId: string): Promise<string[]> {
  await tx
    .update(conversationMessages)
    .set({ text: '', safetyTip: false })
    .where(
      sql`${conversationMessages.conversationId} in (select ${conversations.id} from ${conversations}
        where ${conversations.buyerId} = ${userId} or ${conversations.sellerId} = ${userId})
        and ${conversationMessages.fromBuyer} = (select ${conversations.buyerId} = ${userId} from ${conversations}
        where ${conversations.id} = ${conversationMessages.conversationId})`,
    );
  await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  await tx.delete(messageEvents).where(eq(messageEvents.userId, userId));
  const pictures = await tx
    .delete(messagePictures)
    .where(eq(messagePictures.ownerId, userId))
    .returning({ largeKey: messagePictures.largeKey, thumbnailKey: messagePictures.thumbnailKey });
  return pictures.flatMap((row) => [row.largeKey, row.thumbnailKey]);
}
