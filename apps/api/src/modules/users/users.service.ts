import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import type { Identifier } from './identity.ts';

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The account an e-mail or phone (already normalised) belongs to. */
export async function findUserByIdentifier(db: Database, identifier: Identifier): Promise<UserRow | null> {
  const column = identifier.kind === 'email' ? users.email : users.phoneNumber;
  const [row] = await db.select().from(users).where(eq(column, identifier.value));
  return row ?? null;
}

/** Whether another account than `exceptUserId` already uses this e-mail or phone. */
export async function identifierTaken(db: Database, identifier: Identifier, exceptUserId?: string): Promise<boolean> {
  const column = identifier.kind === 'email' ? users.email : users.phoneNumber;
  const condition = exceptUserId
    ? and(eq(column, identifier.value), ne(users.id, exceptUserId))
    : eq(column, identifier.value);
  const [row] = await db.select({ id: users.id }).from(users).where(condition);
  return row !== undefined;
}

/** Whether a block is in force now: blocked with no end date, or with one still ahead. */
export function isBlockedNow(user: Pick<UserRow, 'isBlocked' | 'blockedUntil'>, now = new Date()): boolean {
  return user.isBlocked && (!user.blockedUntil || user.blockedUntil > now);
}
