import { adminMessages, type DeletedUser } from '@skelbimai/contract';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import {
  favoritePosts,
  hiddenPosts,
  passwordResetTokens,
  postPictures,
  posts,
  sessions,
  type UserRow,
  users,
  verificationCodes,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { anonymiseConversationSide } from '../messages/anonymise.ts';
import { deletePictureFiles } from '../posts/pictures.service.ts';
import { lockTarget } from './userAdmin.service.ts';

/**
 * POST /api/users/DeleteUser (Administrator; not oneself). The account row stays, emptied of every personal
 * field, so payments, orders and wallet ledger rows keep pointing at it for accounting (DECISIONS #44): the
 * ledger's foreign key would otherwise cascade them away. Sessions, codes, saved and hidden sets go, their
 * side of every conversation is anonymised; the ads
 * become deleted; the profile picture and every ad picture file are removed after the commit. The audit row
 * names the account by id only, so the log keeps no personal data of a deleted user.
 */
export async function deleteUser(
  db: Database,
  storage: PictureStorage,
  actor: UserRow,
  targetUserId: string,
): Promise<DeletedUser> {
  if (targetUserId === actor.id) throw AppError.badRequest(adminMessages.cannotDeleteSelf);
  const fileKeys = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, targetUserId);
    const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, target.id));
    const pictures = await tx
      .delete(postPictures)
      .where(or(eq(postPictures.ownerId, target.id), inArray(postPictures.postId, ownPosts)))
      .returning({ largeKey: postPictures.largeKey, thumbnailKey: postPictures.thumbnailKey });
    const deletedPosts = await tx
      .update(posts)
      .set({ status: 'deleted', updatedAt: new Date() })
      .where(sql`${posts.creatorId} = ${target.id} and ${posts.status} <> 'deleted'`)
      .returning({ id: posts.id });
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, target.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, target.id));
    await tx.delete(favoritePosts).where(eq(favoritePosts.userId, target.id));
    await tx.delete(hiddenPosts).where(eq(hiddenPosts.userId, target.id));
    // Their side of every conversation: the texts go, the other person keeps the thread (issue 27).
    await anonymiseConversationSide(tx, target.id);
    const deletedAt = new Date();
    await tx
      .update(users)
      .set({
        fullName: null,
        firstName: null,
        lastName: null,
        email: null,
        emailConfirmed: false,
        phoneNumber: null,
        phoneNumberConfirmed: false,
        passwordHash: null,
        pictureSource: 'local',
        localPictureKey: null,
        googleId: null,
        googlePictureUrl: null,
        facebookId: null,
        facebookPictureUrl: null,
        authRole: null,
        isBlocked: false,
        blockedUntil: null,
        lastSignInAt: null,
        deletedAt,
        updatedAt: deletedAt,
      })
      .where(eq(users.id, target.id));
    await writeAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: target.id,
      before: { authRole: target.authRole, deletedAt: null },
      after: { deletedAt, deletedPostIds: deletedPosts.map((post) => post.id) },
    });
    return [
      ...(target.localPictureKey ? [target.localPictureKey] : []),
      ...pictures.flatMap((row) => [row.largeKey, row.thumbnailKey]),
    ];
  });
  forgetPostCounts(db);
  // After the commit: a file left behind by a crash costs disk space only; no row points at it.
  await deletePictureFiles(storage, fileKeys);
  return { id: targetUserId };
}
