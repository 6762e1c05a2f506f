import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Prisiminti mane' keeps a session 30 days; otherwise it lasts until the browser closes, at most 12 h idle. */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

export interface NewSession {
  token: string;
  remember: boolean;
  expiresAt: Date;
}

const lifetime = (remember: boolean) => (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_IDLE_MS);

export async function createSession(
  db: Database,
  userId: string,
  remember: boolean,
  client: SessionClient = {},
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetime(remember));
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    remember,
    expiresAt,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, remember, expiresAt };
}

/** The live session and its user for a cookie token, extending an idle session's expiry. */
export async function findSession(db: Database, token: string): Promise<{ session: SessionRow; user: UserRow } | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // A remembered session keeps its fixed 30 days; a browser session slides with use.
    const expiresAt = row.session.remember ? row.session.expiresAt : new Date(now.getTime() + BROWSER_SESSION_IDLE_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Signs a user out everywhere (password change, blocking), optionally keeping the current browser. */
export async function revokeUserSessions(db: Database, userId: string, keepToken?: string): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepToken ? and(ofUser, ne(sessions.id, hashToken(keepToken))) : ofUser);
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
