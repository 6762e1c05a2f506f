import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import type { Identifier } from './identity.ts';

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The account an e-mail or phone (already normalised) signs in to. A phone is a confirmed number's holder, or
 * else the one account claiming it unconfirmed; while several accounts claim it unconfirmed it signs in to
 * none of them (DECISIONS #109: nobody has proven it is theirs, and a stranger's claim must never decide whose
 * account the number opens).
 */
export async function findUserByIdentifier(db: Database, identifier: Identifier): Promise<UserRow | null> {
  if (identifier.kind === 'email') {
    const [row] = await db.select().from(users).where(eq(users.email, identifier.value));
    return row ?? null;
  }
  const claims = await db
    .select()
    .from(users)
    .where(eq(users.phoneNumber, identifier.value))
    .orderBy(desc(users.phoneNumberConfirmed))
    .limit(2);
  const [first, second] = claims;
  if (!first) return null;
  return first.phoneNumberConfirmed || !second ? first : null;
}

/**
 * Whether another account than `exceptUserId` already has this e-mail, or has confirmed this phone (an
 * unconfirmed number reserves nothing: DECISIONS #109).
 */
export async function identifierTaken(db: Database, identifier: Identifier, exceptUserId?: string): Promise<boolean> {
  const held =
    identifier.kind === 'email'
      ? eq(users.email, identifier.value)
      : and(eq(users.phoneNumber, identifier.value), eq(users.phoneNumberConfirmed, true));
  const condition = exceptUserId ? and(held, ne(users.id, exceptUserId)) : held;
  const [row] = await db.select({ id: users.id }).from(users).where(condition);
  return row !== undefined;
}

/**
 * Makes `phone` the confirmed number of `userId` and, in the same
 * transaction, empties it on every other account that claimed it unconfirmed (they keep their accounts). A
 * number another account has confirmed meanwhile fails on the partial unique index (the caller's 'taken').
 * Confirmations of one number are serialised, so two owners' confirmations cannot deadlock on each other's rows.
 */
export async function confirmPhoneFor(db: Database, userId: string, phone: string): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-claim:${phone}`}))`);
    const now = new Date();
    await tx
      .update(users)
      .set({ phoneNumber: null, updatedAt: now })
      .where(and(eq(users.phoneNumber, phone), eq(users.phoneNumberConfirmed, false), ne(users.id, userId)));
    const [row] = await tx
      .update(users)
      .set({ phoneNumber: phone, phoneNumberConfirmed: true, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  });
}

/** Whether a block is in force now: blocked with no end date, or with one still ahead. */
export function isBlockedNow(user: Pick<UserRow, 'isBlocked' | 'blockedUntil'>, now = new Date()): boolean {
  return user.isBlocked && (!user.blockedUntil || user.blockedUntil > now);
}
