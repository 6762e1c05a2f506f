import { hash } from '@node-rs/argon2';
import type { App } from '../src/app.ts';
import { type PostRow, type PostStatus, posts, type UserRow, users } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/http/session.ts';
import { forgetPostCounts } from '../src/http/sharedCache.ts';
import { createSession } from '../src/modules/sessions/sessions.service.ts';

/**
 * Inserts ads straight into the table (any column may be given; title and status have defaults). Returns the rows.
 * Like every ad write of the services, it forgets the cached category counts (http/sharedCache.ts).
 */
export async function insertPosts(
  app: App,
  rows: (Partial<typeof posts.$inferInsert> & { categoryId: number; status?: PostStatus; title?: string })[],
) {
  const inserted = await app.db
    .insert(posts)
    .values(
      rows.map((row, index) => ({
        ...row,
        status: row.status ?? 'active',
        title: row.title ?? `Bandomasis skelbimas ${index + 1}`,
      })),
    )
    .returning();
  forgetPostCounts(app.db);
  return inserted;
}

/** One ad of `creator` straight in the table; `overrides` set any column. */
export async function createPost(
  app: App,
  creator: UserRow,
  overrides: Partial<typeof posts.$inferInsert> = {},
): Promise<PostRow> {
  const [row] = await insertPosts(app, [
    { categoryId: 101, title: 'Bandomasis skelbimas', creatorId: creator.id, ...overrides },
  ]);
  if (!row) throw new Error('post not created');
  return row;
}

/** The parsed JSON body of an inject() response. */
export function bodyOf<T = { succeeded: boolean; data: unknown; messages: string[]; errors: unknown[] }>(response: {
  body: string;
}): T {
  return JSON.parse(response.body) as T;
}

let counter = 0;
/** A fresh address per call, so tests never collide on the unique e-mail index. */
export function randomEmail(): string {
  counter += 1;
  return `vartotojas-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A fresh Lithuanian mobile number in E.164. */
export function randomPhone(): string {
  return `+3706${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export const DEFAULT_PASSWORD = 'Slaptas-zodis-42';

/**
 * Inserts an account straight into the table (argon2id hash of `password` unless null). Without a `fullName` it
 * gets the first name 'Testas' unless `firstName: null` is given: an account without a name may not post or start
 * a conversation (PRODUCT.md §26).
 */
export async function createUser(
  app: App,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
): Promise<UserRow> {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides;
  const [row] = await app.db
    .insert(users)
    .values({
      email: columns.email === undefined && !columns.phoneNumber ? randomEmail() : columns.email,
      passwordHash: password === null ? null : await hash(password),
      firstName: columns.fullName ? null : 'Testas',
      ...columns,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

/** A Cookie header of a fresh session for `user`, as if they had signed in. */
export async function sessionCookie(app: App, user: UserRow, remember = false): Promise<string> {
  const session = await createSession(app.db, user.id, remember);
  return `${SESSION_COOKIE}=${session.token}`;
}
