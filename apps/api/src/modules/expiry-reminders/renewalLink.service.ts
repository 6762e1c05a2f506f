import { type RenewalInfo, renewalMessages } from '@skelbimai/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { expiryReminders, posts, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { readLinkToken, signLinkToken } from '../notifications/index.ts';
import { renewPost } from '../posts/index.ts';

/**
 * The renewal link of an expiry reminder: the signed token names the reminder row, whose used_at makes
 * it work once; it renews through renewPost as the ad's owner, so every rule of renewal holds, without signing
 * in. The token never expires by itself: a used one says so, and an ad sold, blocked or deleted since is refused
 * by name.
 */
const PURPOSE = 'renewal';

export const renewalToken = (db: Database, reminderId: number) => signLinkToken(db, PURPOSE, { r: reminderId });

const badToken = () =>
  AppError.badRequest(renewalMessages.badToken, [{ property: 'token', errors: [renewalMessages.badToken] }]);

async function reminderOf(db: Database, token: string) {
  const data = (await readLinkToken(db, PURPOSE, token)) as { r?: unknown } | null;
  if (!data || typeof data.r !== 'number' || !Number.isInteger(data.r) || data.r < 1 || data.r > 2 ** 31 - 1) {
    throw badToken();
  }
  const [row] = await db
    .select({
      id: expiryReminders.id,
      usedAt: expiryReminders.usedAt,
      postId: posts.id,
      title: posts.title,
      status: posts.status,
      expiresAt: posts.expiresAt,
      creatorId: posts.creatorId,
      ownerId: expiryReminders.userId,
      ownerBlocked: sql<boolean>`coalesce(${users.isBlocked} and (${users.blockedUntil} is null or ${users.blockedUntil} > now()), false)`,
      ownerDeleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(expiryReminders)
    .innerJoin(posts, eq(posts.id, expiryReminders.postId))
    .innerJoin(users, eq(users.id, expiryReminders.userId))
    .where(eq(expiryReminders.id, data.r));
  if (!row) throw badToken();
  return row;
}

type Reminder = Awaited<ReturnType<typeof reminderOf>>;

/** Refuses a used link (409) and an ad that cannot be renewed any more (400, by what happened to it). */
function requireRenewable(row: Reminder): void {
  if (row.usedAt) throw AppError.conflict(renewalMessages.used);
  if (row.status === 'deleted' || row.ownerDeleted || row.creatorId !== row.ownerId) {
    throw AppError.badRequest(renewalMessages.removed);
  }
  if (row.status === 'sold') throw AppError.badRequest(renewalMessages.sold);
  if (row.status === 'blocked' || row.ownerBlocked) throw AppError.badRequest(renewalMessages.blocked);
}

const infoOf = (row: { postId: number; title: string; expiresAt: Date | string }): RenewalInfo => ({
  postId: row.postId,
  title: row.title,
  expiresAt: new Date(row.expiresAt).toISOString(),
});

/** What the link would renew (GET: changes nothing, so a mail scanner following it renews nothing). */
export async function describeRenewal(db: Database, token: string): Promise<RenewalInfo> {
  const row = await reminderOf(db, token);
  requireRenewable(row);
  return infoOf(row);
}

/**
 * Renews the ad once: the reminder is claimed (used_at set where it was null) before renewPost runs, so two
 * clicks cannot both renew; a renewal refused after the claim gives the claim back.
 */
export async function renewByLink(
  db: Database,
  storage: PictureStorage,
  token: string,
  site: AppConfig['site'],
): Promise<{ info: RenewalInfo; held: boolean }> {
  const row = await reminderOf(db, token);
  requireRenewable(row);
  const claimed = await db
    .update(expiryReminders)
    .set({ usedAt: sql`now()` })
    .where(and(eq(expiryReminders.id, row.id), isNull(expiryReminders.usedAt)))
    .returning({ id: expiryReminders.id });
  if (claimed.length === 0) throw AppError.conflict(renewalMessages.used);
  try {
    const [owner] = await db.select().from(users).where(eq(users.id, row.ownerId));
    if (!owner) throw AppError.badRequest(renewalMessages.removed);
    const { post, held } = await renewPost(db, storage, owner, row.postId, site);
    return { info: infoOf({ postId: post.id, title: post.title, expiresAt: post.expiresAt }), held };
  } catch (error) {
    await db.update(expiryReminders).set({ usedAt: null }).where(eq(expiryReminders.id, row.id));
    throw error;
  }
}
