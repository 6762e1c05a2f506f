import { randomBytes } from 'node:crypto';
import { errorMessages, isAdministrator } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { processProfilePicture } from '../../adapters/images/index.ts';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { authMessages } from '../../http/messages.ts';
import type { UploadedFile } from '../../http/multipartUpload.ts';
import { processPictureFile } from '../../http/pictureUpload.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';
import { findUserById } from '../user-records/index.ts';

/** Re-encoding is the costly part: 30 uploads per account per hour is plenty for choosing a picture. */
export const PICTURE_UPLOAD_LIMIT = registerRateLimits('profilePictures', {
  uploadsPerUser: { limit: 30, windowMs: 60 * 60 * 1000 },
}).uploadsPerUser;

type PictureSourceType = UserRow['pictureSource'];

const uuid = z.uuid();

/**
 * Whose picture a call changes: the caller's own, or with a target id another user's, which only an
 * administrator may do (403 otherwise). An unknown target is 404.
 */
export async function resolvePictureTarget(
  db: Database,
  actor: UserRow,
  targetUserId: string | undefined,
): Promise<UserRow> {
  const wanted = targetUserId?.trim();
  if (!wanted || wanted.toLowerCase() === actor.id) return actor;
  if (!isAdministrator(actor.authRole)) throw AppError.forbidden();
  const target = uuid.safeParse(wanted).success ? await findUserById(db, wanted.toLowerCase()) : null;
  if (!target) throw AppError.notFound(authMessages.pictureUserNotFound);
  return target;
}

export async function enforceUploadLimit(db: Database, actor: UserRow): Promise<void> {
  await enforceRateLimit(db, `picture-upload:user:${actor.id}`, PICTURE_UPLOAD_LIMIT, errorMessages.tooManyRequests);
}

/**
 * Stores an uploaded picture as the target's local picture and shows it (source 'local'). The file is decoded
 * and re-encoded first, so nothing is stored or changed when it is not an acceptable image. Order: new file,
 * then the row (in a transaction that locks it), then the previous file is deleted; a failed row update
 * deletes the new file again.
 */
export async function uploadProfilePicture(
  db: Database,
  storage: PictureStorage,
  target: UserRow,
  file: UploadedFile,
): Promise<UserRow> {
  const picture = await processPictureFile(file, processProfilePicture);

  const key = `profile-pictures/${randomBytes(16).toString('hex')}.${picture.extension}`;
  await storage.put(key, picture.data, picture.contentType);
  let result: { user: UserRow; previousKey: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, target.id)).for('update');
      if (!current) throw AppError.notFound(authMessages.pictureUserNotFound);
      const [user] = await tx
        .update(users)
        .set({ localPictureKey: key, pictureSource: 'local', updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      return { user: user as UserRow, previousKey: current.localPictureKey };
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (result.previousKey && result.previousKey !== key) await deleteQuietly(storage, result.previousKey);
  return result.user;
}

/**
 * Removes the target's uploaded picture. When it was the one shown, the provider's picture takes its place
 * (Google first, then Facebook); with none the account shows no picture. Without an upload nothing changes.
 */
export async function deleteProfilePicture(db: Database, storage: PictureStorage, target: UserRow): Promise<UserRow> {
  const { user, previousKey } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, target.id)).for('update');
    if (!current) throw AppError.notFound(authMessages.pictureUserNotFound);
    const fallback: PictureSourceType = current.googlePictureUrl
      ? 'google'
      : current.facebookPictureUrl
        ? 'facebook'
        : 'local';
    const [updated] = await tx
      .update(users)
      .set({
        localPictureKey: null,
        pictureSource: current.pictureSource === 'local' ? fallback : current.pictureSource,
        updatedAt: new Date(),
      })
      .where(eq(users.id, target.id))
      .returning();
    return { user: updated as UserRow, previousKey: current.localPictureKey };
  });
  if (previousKey) await deleteQuietly(storage, previousKey);
  return user;
}

const missingPicture: Record<PictureSourceType, string> = {
  local: authMessages.pictureNoLocal,
  google: authMessages.pictureNoGoogle,
  facebook: authMessages.pictureNoFacebook,
};

/** Chooses which picture the account shows; a source without a picture is refused (400 on the field). */
export async function changeProfilePictureSource(
  db: Database,
  target: UserRow,
  source: PictureSourceType,
): Promise<UserRow> {
  const has = { local: target.localPictureKey, google: target.googlePictureUrl, facebook: target.facebookPictureUrl };
  if (!has[source]) {
    const message = missingPicture[source];
    throw AppError.badRequest(message, [{ property: 'profilePictureSourceType', errors: [message] }]);
  }
  const [updated] = await db
    .update(users)
    .set({ pictureSource: source, updatedAt: new Date() })
    .where(eq(users.id, target.id))
    .returning();
  if (!updated) throw AppError.notFound(authMessages.pictureUserNotFound);
  return updated;
}

/** The row already points elsewhere; a file left behind only costs disk space, never a wrong picture. */
async function deleteQuietly(storage: PictureStorage, key: string): Promise<void> {
  await storage.delete(key).catch(() => undefined);
}
