import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountExports,
  emailOptOuts,
  expiryReminders,
  favoritePosts,
  hiddenPosts,
  notices,
  passwordResetTokens,
  postPictures,
  posts,
  pushOptOuts,
  pushSubscriptions,
  ratings,
  savedSearches,
  sessions,
  type UserRow,
  users,
  verificationCodes,
} from '../../db/schema/index.ts';
import { anonymiseConversationSide } from '../messages/index.ts';

/** What an erasure leaves to do after its commit, and what the audit records. */
export interface ErasedAccount {
  /** Picture files (ads' and the profile's) to delete from storage once the rows are gone. */
  fileKeys: string[];
  deletedPostIds: number[];
}

/** One kind of personal data and how deleting an account removes or anonymises it (inside the transaction). */
export interface AccountEraser {
  name: string;
  erase: (tx: Database, user: UserRow, erased: ErasedAccount) => Promise<void>;
}

/**
 * Every kind of data an account has, in the order they go (pictures before their ads, the profile last). A new
 * kind of user data (conversations, saved searches) is one entry here, and both the administrator's deletion
 * and the user's own erase it. Payments, orders and wallet ledger rows are not here on purpose: they
 * are kept for accounting, pointing at the emptied account row (DECISIONS #44).
 */
export const accountErasers: AccountEraser[] = [
  {
    name: 'pictures',
    erase: async (tx, user, erased) => {
      const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, user.id));
      const rows = await tx
        .delete(postPictures)
        .where(or(eq(postPictures.ownerId, user.id), inArray(postPictures.postId, ownPosts)))
        .returning({ largeKey: postPictures.largeKey, thumbnailKey: postPictures.thumbnailKey });
      erased.fileKeys.push(...rows.flatMap((row) => [row.largeKey, row.thumbnailKey]));
    },
  },
  {
    // Every ad of theirs, those they had deleted before too, keeps no word they wrote (DECISIONS #164): no
    // reader can serve what is no longer there. The row stays (empty) for the orders, reports and decisions that
    // point at it; an order keeps its own copy of the title for accounting.
    name: 'posts',
    erase: async (tx, user, erased) => {
      const rows = await tx
        .update(posts)
        .set({ status: 'deleted', updatedAt: new Date() })
        .where(sql`${posts.creatorId} = ${user.id} and ${posts.status} <> 'deleted'`)
        .returning({ id: posts.id });
      erased.deletedPostIds.push(...rows.map((row) => row.id));
      await tx
        .update(posts)
        .set({ title: '', description: '', location: '', contactPhone: null })
        .where(eq(posts.creatorId, user.id));
    },
  },
  { name: 'sessions', erase: async (tx, user) => void (await tx.delete(sessions).where(eq(sessions.userId, user.id))) },
  {
    name: 'codes',
    erase: async (tx, user) => {
      await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    },
  },
  {
    // Data exports: their archives hold everything below.
    name: 'exports',
    erase: async (tx, user) => void (await tx.delete(accountExports).where(eq(accountExports.userId, user.id))),
  },
  {
    name: 'savedPosts',
    erase: async (tx, user) => {
      await tx.delete(favoritePosts).where(eq(favoritePosts.userId, user.id));
      await tx.delete(hiddenPosts).where(eq(hiddenPosts.userId, user.id));
    },
  },
  {
    // Saved searches (their matches go with them), the e-mails switched off, the expiry reminders.
    name: 'savedSearches',
    erase: async (tx, user) => {
      await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
      await tx.delete(emailOptOuts).where(eq(emailOptOuts.userId, user.id));
      await tx.delete(expiryReminders).where(eq(expiryReminders.userId, user.id));
    },
  },
  {
    // The browsers that got their phone notifications, and the kinds they switched off (PRODUCT.md §30).
    name: 'pushSubscriptions',
    erase: async (tx, user) => {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
      await tx.delete(pushOptOuts).where(eq(pushOptOuts.userId, user.id));
    },
  },
  {
    // Their side of every conversation: the texts and pictures go, the other person keeps the thread (PRODUCT.md
    // §10, §29); the pictures' files after the commit.
    name: 'conversations',
    erase: async (tx, user, erased) => void erased.fileKeys.push(...(await anonymiseConversationSide(tx, user.id))),
  },
  {
    // Their words in ratings (PRODUCT.md §27): comments they wrote and answers they gave go; the stars stay in
    // the other person's average, shown as from 'Vartotojas'.
    name: 'ratings',
    erase: async (tx, user) => {
      await tx.update(ratings).set({ comment: null }).where(eq(ratings.raterId, user.id));
      await tx.update(ratings).set({ answer: null, answeredAt: null }).where(eq(ratings.ratedId, user.id));
    },
  },
  {
    // Notices they sent about others' ads stay for the moderators' record and the transparency
    // counts, without the address that could name them. Decisions about the account and its appeals stay too:
    // they point at the emptied account row, as the ledger does.
    name: 'notices',
    erase: async (tx, user) =>
      void (await tx.update(notices).set({ email: '', userId: null }).where(eq(notices.userId, user.id))),
  },
  {
    name: 'profile',
    erase: async (tx, user, erased) => {
      if (user.localPictureKey) erased.fileKeys.push(user.localPictureKey);
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
        .where(eq(users.id, user.id));
    },
  },
];

/**
 * Removes or anonymises everything of `user` (a row locked by the caller's transaction) through every eraser.
 * The account row stays, emptied, so the ledger keeps pointing at it; files go after the commit.
 */
export async function eraseAccount(tx: Database, user: UserRow): Promise<ErasedAccount> {
  const erased: ErasedAccount = { fileKeys: [], deletedPostIds: [] };
  for (const eraser of accountErasers) await eraser.erase(tx, user, erased);
  return erased;
}
