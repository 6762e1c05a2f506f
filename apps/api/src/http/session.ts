import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_HINT_COOKIE } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type UserRow, users } from '../db/schema/index.ts';
import { createSession, findSession, REMEMBERED_SESSION_MS, revokeSession } from '../modules/sessions/index.ts';
import { isBlockedNow } from '../modules/user-records/index.ts';
import { AppError } from './errors.ts';

/** The session cookie: an opaque random token; httpOnly, SameSite=Lax, Secure on https sites. */
export const SESSION_COOKIE = 'sid';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/**
 * The signed-in user of this request, or null; looked up once per request. A blocked account counts as
 * signed out everywhere (blocked users cannot act until the block ends).
 */
export function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  let lookup = resolved.get(request);
  if (!lookup) {
    const token = request.cookies[SESSION_COOKIE];
    lookup = token
      ? findSession(request.server.db, token).then((found) => (found && !isBlockedNow(found.user) ? found.user : null))
      : Promise.resolve(null);
    resolved.set(request, lookup);
  }
  return lookup;
}

/**
 * The signed-in user, or 401 'Prisijunkite.'. Given the reply, a cookie that no longer signs anyone in
 * (expired, revoked, or a blocked account's) is also cleared, so the browser stops sending it.
 */
export async function requireUser(request: FastifyRequest, reply?: FastifyReply): Promise<UserRow> {
  const user = await currentUser(request);
  if (user) return user;
  if (reply && (request.cookies[SESSION_COOKIE] || request.cookies[SESSION_HINT_COOKIE])) {
    await endSession(request, reply);
  }
  throw AppError.unauthorized();
}

/** The account behind this browser's live session when that account is blocked now: to say why it is refused. */
export async function blockedSessionUser(request: FastifyRequest): Promise<UserRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  const found = token ? await findSession(request.server.db, token) : null;
  return found && isBlockedNow(found.user) ? found.user : null;
}

/**
 * Signs the user in on this browser: a NEW session id every time (the old cookie's session is revoked, so a
 * token planted before sign-in is worthless) and the cookie. Remembered sessions get a 30-day cookie;
 * others a browser-session cookie.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeSession(request.server.db, previous);
  const session = await createSession(request.server.db, user.id, remember, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  // Every way of signing in ends here: the dashboard's users table shows the last sign-in.
  await request.server.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  const lifetime = remember ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {};
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(request), httpOnly: true, ...lifetime });
  setSessionHint(request, reply, lifetime);
  resolved.set(request, Promise.resolve(user));
}

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: request.server.config.secureCookies };
}

/** The readable "has a session" marker (DECISIONS #60), living as long as the session cookie beside it. */
function setSessionHint(request: FastifyRequest, reply: FastifyReply, lifetime: { maxAge?: number }) {
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(request), httpOnly: false, ...lifetime });
}

/**
 * A browser signed in before the marker existed has the session cookie without it: the page request (HTML,
 * before any script runs) adds it for this browser session, so the web asks for the profile. Only pages: API
 * answers may be public and cached, and must not carry a Set-Cookie. A marker beside a session that no longer
 * signs anyone in is cleared by the 401 of that profile call (requireUser).
 */
export function registerSessionHint(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const page = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (page && request.cookies[SESSION_COOKIE] && !request.cookies[SESSION_HINT_COOKIE]) {
      setSessionHint(request, reply, {});
    }
  });
}

/** Revokes this browser's session on the server and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await revokeSession(request.server.db, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  resolved.set(request, Promise.resolve(null));
}
