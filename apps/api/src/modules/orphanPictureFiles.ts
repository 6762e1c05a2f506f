import { inArray, or } from 'drizzle-orm';
import type { PictureStorage } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import { messagePictures, postPictures, users } from '../db/schema/index.ts';
import { MESSAGE_PICTURE_FOLDER } from './messages/index.ts';

/** The folders the API writes pictures to (posts/, auth/ and messages/pictures.service.ts). */
const PICTURE_FOLDERS = ['post-pictures', 'profile-pictures', MESSAGE_PICTURE_FOLDER] as const;
/**
 * An upload writes its files before its row (and the demo seed before its transaction commits): a file this
 * young may still get its row, so only older ones count as orphans.
 */
export const ORPHAN_FILE_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes picture files no row points at: left by a crash between writing the files and inserting the row
 * (kill -9, a lost database), by a failed cleanup, or unfinished '.partial' writes. Answers how many.
 */
export async function deleteOrphanPictureFiles(
  db: Database,
  storage: PictureStorage,
  minAgeMs = ORPHAN_FILE_MIN_AGE_MS,
): Promise<number> {
  const cutoff = Date.now() - minAgeMs;
  let removed = 0;
  for (const folder of PICTURE_FOLDERS) {
    let batch: string[] = [];
    for await (const object of storage.list(folder)) {
      if (object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length === BATCH) {
        removed += await deleteUnreferenced(db, storage, batch);
        batch = [];
      }
    }
    if (batch.length > 0) removed += await deleteUnreferenced(db, storage, batch);
  }
  return removed;
}

async function deleteUnreferenced(db: Database, storage: PictureStorage, keys: string[]): Promise<number> {
  const pictureRows = await db
    .select({ largeKey: postPictures.largeKey, thumbnailKey: postPictures.thumbnailKey })
    .from(postPictures)
    .where(or(inArray(postPictures.largeKey, keys), inArray(postPictures.thumbnailKey, keys)));
  const profileRows = await db
    .select({ key: users.localPictureKey })
    .from(users)
    .where(inArray(users.localPictureKey, keys));
  const messagePictureRows = await db
    .select({ largeKey: messagePictures.largeKey, thumbnailKey: messagePictures.thumbnailKey })
    .from(messagePictures)
    .where(or(inArray(messagePictures.largeKey, keys), inArray(messagePictures.thumbnailKey, keys)));
  const referenced = new Set<string | null>([
    ...pictureRows.flatMap((row) => [row.largeKey, row.thumbnailKey]),
    ...messagePictureRows.flatMap((row) => [row.largeKey, row.thumbnailKey]),
    ...profileRows.map((row) => row.key),
  ]);
  const orphans = keys.filter((key) => !referenced.has(key));
  for (const key of orphans) await storage.delete(key);
  return orphans.length;
}
