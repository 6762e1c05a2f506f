import { randomUUID } from 'node:crypto';
import type { PostPicture } from '@skelbimai/contract';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { type ProcessedPostPicture, processPostPicture } from '../../adapters/images/index.ts';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { type PostPictureRow, postPictures, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postApiMessages } from '../../http/messages.ts';
import type { UploadedFile } from '../../http/multipartUpload.ts';
import { processPictureFile } from '../../http/pictureUpload.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';
import { perceptualHash } from './perceptualHash.ts';

/** Re-encoding is the costly part; 300 an hour is 15 full ads of 20 pictures, far beyond a person's pace. */
export const POST_PICTURE_UPLOAD_LIMIT = registerRateLimits('posts', {
  pictureUploadsPerUser: { limit: 300, windowMs: 60 * 60 * 1000 },
}).pictureUploadsPerUser;
/** Staged pictures nobody attached to an ad within this time are deleted by housekeeping. */
export const STAGED_PICTURE_KEEP_MS = 24 * 60 * 60 * 1000;

function pictureIdsError(message: string): AppError {
  return AppError.badRequest(message, [{ property: 'pictureIds', errors: [message] }]);
}

export async function enforcePostPictureUploadLimit(db: Database, user: UserRow): Promise<void> {
  const key = `post-picture-upload:user:${user.id}`;
  await enforceRateLimit(db, key, POST_PICTURE_UPLOAD_LIMIT, postApiMessages.tooManyUploads);
}

/** What an answer needs of a stored picture (the row, or the JSON posts.service reads with an ad's row). */
export type StoredPicture = Pick<PostPictureRow, 'id' | 'largeKey' | 'thumbnailKey' | 'width' | 'height'>;

export function toPostPicture(row: StoredPicture, storage: PictureStorage): PostPicture {
  return {
    id: row.id,
    url: storage.url(row.largeKey),
    thumbnailUrl: storage.url(row.thumbnailKey),
    width: row.width,
    height: row.height,
  };
}

/** The files of one re-encoded upload: where they are and what the picture is. */
export interface StoredPictureFiles {
  id: string;
  largeKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  processed: ProcessedPostPicture;
}

/**
 * The picture pipeline of every picture people send each other (an ad's, a message's: PRODUCT.md §29): decoded by
 * content, re-encoded as a large WebP and a thumbnail without metadata, written under `folder` with a fresh
 * random name, then `saveRow` stores the row. A refused picture is the 400 on PictureFile of http/pictureUpload.ts;
 * a failed row deletes the files again.
 */
export async function storeReencodedPicture<T>(
  storage: PictureStorage,
  folder: string,
  file: UploadedFile,
  saveRow: (stored: StoredPictureFiles) => Promise<T>,
): Promise<T> {
  const processed = await processPictureFile(file, processPostPicture);
  const id = randomUUID();
  const largeKey = `${folder}/${id}-large.webp`;
  const thumbnailKey = `${folder}/${id}-thumb.webp`;
  try {
    await storage.put(largeKey, processed.large.data, processed.large.contentType);
    await storage.put(thumbnailKey, processed.thumbnail.data, processed.thumbnail.contentType);
    return await saveRow({
      id,
      largeKey,
      thumbnailKey,
      width: processed.large.width,
      height: processed.large.height,
      processed,
    });
  } catch (error) {
    await deletePictureFiles(storage, [largeKey, thumbnailKey]);
    throw error;
  }
}

/** Stores an upload as a staged picture of `user` (no ad yet). */
export async function uploadPostPicture(
  db: Database,
  storage: PictureStorage,
  user: UserRow,
  file: UploadedFile,
): Promise<PostPicture> {
  return storeReencodedPicture(storage, 'post-pictures', file, async (stored) => {
    const [row] = await db
      .insert(postPictures)
      .values({
        id: stored.id,
        postId: null,
        ownerId: user.id,
        largeKey: stored.largeKey,
        thumbnailKey: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
        // From the thumbnail: already small, and the same for any size or encoding of the upload.
        perceptualHash: await perceptualHash(stored.processed.thumbnail.data),
      })
      .returning();
    if (!row) throw new Error('post picture not stored');
    return toPostPicture(row, storage);
  });
}

/**
 * Makes `pictureIds` (in order; the first is the cover) the pictures of ad `postId`, inside the caller's
 * transaction. Each id must be a picture staged by `actor` or already one of this ad's; anything else
 * refuses the whole save (400 on pictureIds). The ad's pictures left out are deleted; their storage keys are
 * answered so the caller deletes the files after the commit (a rolled-back save must not lose files).
 */
export async function attachPictures(
  tx: Database,
  actor: UserRow,
  postId: number,
  pictureIds: string[],
  maxCount: number,
): Promise<string[]> {
  if (pictureIds.length > maxCount) throw pictureIdsError(postApiMessages.tooManyPictures(maxCount));
  if (new Set(pictureIds).size !== pictureIds.length) throw pictureIdsError(postApiMessages.pictureRepeated);
  if (pictureIds.length > 0) {
    const usable = await tx
      .select({ id: postPictures.id })
      .from(postPictures)
      .where(
        and(
          inArray(postPictures.id, pictureIds),
          or(and(isNull(postPictures.postId), eq(postPictures.ownerId, actor.id)), eq(postPictures.postId, postId)),
        ),
      )
      // Two saves racing for one staged picture: the second waits and then finds it taken.
      .for('update');
    if (usable.length !== pictureIds.length) throw pictureIdsError(postApiMessages.pictureUnknown);
  }
  const removed = await tx
    .delete(postPictures)
    .where(
      and(eq(postPictures.postId, postId), pictureIds.length > 0 ? notInArray(postPictures.id, pictureIds) : sql`true`),
    )
    .returning({ largeKey: postPictures.largeKey, thumbnailKey: postPictures.thumbnailKey });
  for (const [position, id] of pictureIds.entries()) {
    await tx.update(postPictures).set({ postId, position }).where(eq(postPictures.id, id));
  }
  return removed.flatMap((row) => [row.largeKey, row.thumbnailKey]);
}

/** Fills pictureUploads of `posts` with one query, whatever their number. */
/** Staged pictures older than `olderThanMs` (an ad form left unsaved): rows, then their files. */
export async function deleteStalePictures(db: Database, storage: PictureStorage, olderThanMs: number): Promise<number> {
  const removed = await db
    .delete(postPictures)
    .where(and(isNull(postPictures.postId), lt(postPictures.createdAt, new Date(Date.now() - olderThanMs))))
    .returning({ largeKey: postPictures.largeKey, thumbnailKey: postPictures.thumbnailKey });
  await deletePictureFiles(
    storage,
    removed.flatMap((row) => [row.largeKey, row.thumbnailKey]),
  );
  return removed.length;
}

/** No row points at these files any more; one left behind only costs disk space, never a wrong picture. */
export async function deletePictureFiles(storage: PictureStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
