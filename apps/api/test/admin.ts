import { ADMIN_ROLE, MODERATOR_ROLE } from '@skelbimai/contract';
import { asc, sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { auditLog, postReports, posts, sessions, type UserRow, users } from '../src/db/schema/index.ts';
import { bodyOf, createPost, createUser, sessionCookie } from './factories.ts';

/** The four kinds of caller of the administration tests. */
export type Caller = 'guest' | 'user' | 'moderator' | 'admin';

export interface Staff {
  cookies: Record<Caller, string | undefined>;
  users: Record<Exclude<Caller, 'guest'>, UserRow>;
}

/** An ordinary user, a moderator and an administrator, each signed in on a browser of their own. */
export async function createStaff(app: App): Promise<Staff> {
  const user = await createUser(app, { fullName: 'Paprastas Vartotojas' });
  const moderator = await createUser(app, { fullName: 'Monika Moderatorė', authRole: MODERATOR_ROLE });
  const admin = await createUser(app, { fullName: 'Adomas Administratorius', authRole: ADMIN_ROLE });
  return {
    users: { user, moderator, admin },
    cookies: {
      guest: undefined,
      user: await sessionCookie(app, user),
      moderator: await sessionCookie(app, moderator),
      admin: await sessionCookie(app, admin),
    },
  };
}

/** Seeded reason 2: 'Sukčiavimas ar apgaulė'. */
export const FRAUD_REASON = 2;

/** An ad of a fresh seller with one open report from a fresh reporter. */
export async function reportedAd(app: App, overrides: { seller?: UserRow } = {}) {
  const seller = overrides.seller ?? (await createUser(app, { fullName: 'Pardavėjas' }));
  const post = await createPost(app, seller, { title: 'Įtartinas skelbimas' });
  const reporter = await createUser(app);
  const [report] = await app.db
    .insert(postReports)
    .values({ postId: post.id, reporterId: reporter.id, reasonId: FRAUD_REASON, comment: 'Prašo pervesti avansą' })
    .returning();
  if (!report) throw new Error('report not created');
  return { seller, post, reporter, report };
}

/** A call through the real app, as `cookie`'s user (or a guest). */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string | undefined,
  payload?: Record<string, unknown>,
) {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are checked field by field
  return { status: response.statusCode, headers: response.headers, body: bodyOf<any>(response) };
}

/** Everything an administrative call could change, to prove a refused one changed nothing. */
export async function adminState(app: App) {
  return {
    users: await app.db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        authRole: users.authRole,
        isBlocked: users.isBlocked,
        blockedUntil: users.blockedUntil,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .orderBy(asc(users.id)),
    posts: await app.db
      .select({ id: posts.id, status: posts.status, blockedReason: posts.blockedReason })
      .from(posts)
      .orderBy(asc(posts.id)),
    reports: await app.db
      .select({ id: postReports.id, status: postReports.status, resolvedById: postReports.resolvedById })
      .from(postReports)
      .orderBy(asc(postReports.id)),
    sessions: (await app.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]?.n,
    audit: (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n,
  };
}
