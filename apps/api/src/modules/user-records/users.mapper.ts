import { centsToEuros, type User } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { profilePictureUrl, uploadUrl } from '../names/index.ts';
import { isBlockedNow } from './users.service.ts';

/**
 * The balance now: the cached sum of the user's ledger, which only the ledger's insert trigger changes
 * (migration 0006), read fresh because the row a request holds may predate a credit.
 */
export async function walletBalanceCents(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.id, userId));
  return row?.cents ?? 0;
}

/** The User DTO of PRODUCT.md §3; the picture follows the chosen source, falling back to none. */
export function toUserDto(row: UserRow, balanceCents: number): User {
  const localPictureUrl = row.localPictureKey ? uploadUrl(row.localPictureKey) : null;
  const blockedNow = isBlockedNow(row);
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    phoneNumber: row.phoneNumber,
    phoneNumberConfirmed: row.phoneNumberConfirmed,
    hasPassword: row.passwordHash !== null,
    pictureUrl: profilePictureUrl(row),
    profilePictureSourceType: row.pictureSource,
    localPictureUrl,
    googlePictureUrl: row.googlePictureUrl,
    facebookPictureUrl: row.facebookPictureUrl,
    walletBalance: centsToEuros(balanceCents),
    authRole: row.authRole,
    isBlocked: blockedNow,
    blockedUntil: blockedNow && row.blockedUntil ? row.blockedUntil.toISOString() : null,
  };
}

export async function loadUserDto(db: Database, row: UserRow): Promise<User> {
  return toUserDto(row, await walletBalanceCents(db, row.id));
}
