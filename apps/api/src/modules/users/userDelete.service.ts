import { adminMessages, type DeletedUser } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import { deletePictureFiles } from '../posts/index.ts';
import { eraseAccount } from './accountErasure.ts';
import { lockTarget } from './userAdmin.service.ts';

/**
 * POST /api/users/DeleteUser (Administrator; not oneself). The erasure is accountErasure.ts's, shared with a user's
 * own deletion: the account row stays, emptied of every personal field, so payments, orders and wallet ledger rows
 * keep pointing at it for accounting (DECISIONS #44); sessions, codes, saved and hidden sets go, their side of every
 * conversation is anonymised, the ads become deleted, and the picture files are removed after the commit. The
 * audit row names the account by id only, so the log keeps no personal data of a deleted user.
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
    const erased = await eraseAccount(tx, target);
    const [after] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, target.id));
    await writeAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: target.id,
      before: { authRole: target.authRole, deletedAt: null },
      after: { deletedAt: after?.deletedAt ?? null, deletedPostIds: erased.deletedPostIds },
    });
    return erased.fileKeys;
  });
  forgetPostCounts(db);
  // After the commit: a file left behind by a crash costs disk space only; no row points at it.
  await deletePictureFiles(storage, fileKeys);
  return { id: targetUserId };
}
