import { type MessagePicture, conversationMessages as texts } from '@skelbimai/contract';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { type MessagePictureRow, messagePictures, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipartUpload.ts';
import { deletePictureFiles, storeReencodedPicture, toPostPicture } from '../posts/index.ts';

/**
 * Pictures of messages (PRODUCT.md §29, decision 0091): uploaded one by one before the send, through the ads'
 * picture pipeline (posts' storeReencodedPicture: re-encoded, metadata stripped, the same limits and messages),
 * staged as the uploader's, and attached by the send that names them.
 */

/** The folder of message pictures in storage; each file's name is a fresh random UUID (decision 0091). */
export const MESSAGE_PICTURE_FOLDER = 'message-pictures';

function picturesError(message: string): AppError {
  return AppError.badRequest(message, [{ property: 'pictures', errors: [message] }]);
}

/** POST /api/messages/UploadPicture: stores a good picture as a staged picture of `user`. */
export async function uploadMessagePicture(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
  file: UploadedFile,
): Promise<MessagePicture> {
  return storeReencodedPicture(storage, MESSAGE_PICTURE_FOLDER, file, async (stored) => {
    const [row] = await db
      .insert(messagePictures)
      .values({
        id: stored.id,
        ownerId: user.id,
        largeKey: stored.largeKey,
        thumbnailKey: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
      })
      .returning();
    if (!row) throw new Error('message picture not stored');
    return toPostPicture(row, storage);
  });
}

/**
 * The pictures `ids` names, locked in the send's transaction: each must be staged by the sender and not sent yet.
 * Another account's picture, one already sent or an unknown id refuses the whole send (400 on pictures) with the
 * same words, so nobody learns whether someone else's picture exists. Answered in the order named.
 */
export async function claimMessagePictures(
  tx: Database,
  senderId: string,
  ids: string[],
): Promise<MessagePictureRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(messagePictures)
    .where(
      and(inArray(messagePictures.id, ids), isNull(messagePictures.messageId), eq(messagePictures.ownerId, senderId)),
    )
    // Two sends naming one picture: the second waits, then finds it taken.
    .for('update');
  if (rows.length !== ids.length) throw picturesError(texts.pictureUnknown);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) as MessagePictureRow);
}

/** Makes the claimed pictures those of message `messageId`, in their order. */
export async function attachMessagePictures(
  tx: Database,
  messageId: number,
  pictures: MessagePictureRow[],
): Promise<void> {
  for (const [position, picture] of pictures.entries()) {
    await tx.update(messagePictures).set({ messageId, position }).where(eq(messagePictures.id, picture.id));
  }
}

/** The pictures of each of `messageIds`, in order, with one query. */
export async function picturesOfMessages(
  db: Database,
  storage: PictureStorage,
  messageIds: number[],
): Promise<Map<number, MessagePicture[]>> {
  const byMessage = new Map<number, MessagePicture[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messagePictures)
    .where(inArray(messagePictures.messageId, messageIds))
    .orderBy(asc(messagePictures.messageId), asc(messagePictures.position));
  for (const row of rows) {
    if (row.messageId === null) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push(toPostPicture(row, storage));
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** Staged pictures older than `olderThanMs` (a reply box left unsent): rows, then their files. */
export async function deleteStaleMessagePictures(
  db: Database,
  storage: PictureStorage,
  olderThanMs: number,
): Promise<number> {
  const removed = await db
    .delete(messagePictures)
    .where(and(isNull(messagePictures.messageId), lt(messagePictures.createdAt, new Date(Date.now() - olderThanMs))))
    .returning({ largeKey: messagePictures.largeKey, thumbnailKey: messagePictures.thumbnailKey });
  await deletePictureFiles(
    storage,
    removed.flatMap((row) => [row.largeKey, row.thumbnailKey]),
  );
  return removed.length;
}
