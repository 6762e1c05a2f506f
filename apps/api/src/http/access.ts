import { ADMIN_ROLE, MODERATOR_ROLE, postMessages } from '@skelbimai/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { requireRole, type StaffRole } from './roles.ts';
import { blockedSessionUser, currentUser, requireUser } from './session.ts';

/**
 * Who may call a route:
 * - 'signedIn': a signed-in account (401 otherwise; a dead cookie is cleared, requireUser);
 * - 'activeUser': a signed-in account that may post (401 signed out, 403 'Jūsų paskyra užblokuota, skelbti
 *   negalima.' for a blocked one, whose session stays: the ad routes);
 * - a staff role: that role or a higher one (401 signed out, 403 otherwise).
 */
export type Access = 'signedIn' | 'activeUser' | StaffRole;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, checked before anything of the request is read or validated (DECISIONS #102).
     * A function decides from the raw query, for the routes whose query names the audience (the admin ad
     * list, everyone's transactions); undefined lets anyone through.
     */
    access?: Access | ((request: FastifyRequest) => Access | undefined);
  }
}

/** Signed in and not blocked: 401 signed out, 403 with a clear message for a blocked account. */
export async function requireActiveUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (user) return user;
  if (await blockedSessionUser(request)) throw AppError.forbidden(postMessages.blocked);
  throw AppError.unauthorized();
}

async function enforce(request: FastifyRequest, reply: FastifyReply, access: Access): Promise<void> {
  if (access === 'signedIn') await requireUser(request, reply);
  else if (access === 'activeUser') await requireActiveUser(request);
  else await requireRole(request, reply, access);
}

/** The OpenAPI security requirement of a fixed access: the session cookie, with the role it needs (OpenAPI 3.1). */
function securityOf(access: Access): Record<string, string[]>[] {
  return [{ [SESSION_SCHEME]: access === MODERATOR_ROLE || access === ADMIN_ROLE ? [access] : [] }];
}

/** The name of the session cookie's security scheme in the OpenAPI document (http/openapi.ts declares it). */
export const SESSION_SCHEME = 'session';

/**
 * The one place route guards run: every route with `config.access` gets, as its first onRequest hook, the
 * check of who is calling. onRequest runs before the body is parsed and before the schemas validate anything,
 * so a guest or an ordinary user calling a guarded route with a malformed body is told 401/403, never 400
 * with the route's field list. Handlers still ask `requireUser`/`requireRole` for the account: the
 * session is looked up once per request (session.ts), so that is a cache hit. The fixed ones are written
 * into the OpenAPI document as `security` (the role in its scopes), which the tests walk.
 * Registered before the modules (onRoute hooks see only the routes added after them) and before the OpenAPI
 * plugin reads the routes' schemas.
 */
export function registerAccessGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const guard: onRequestHookHandler = async (request, reply) => {
      const needed = typeof access === 'function' ? access(request) : access;
      if (needed) await enforce(request, reply, needed);
    };
    const others = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...others];
    if (typeof access === 'string' && route.schema) route.schema = { ...route.schema, security: securityOf(access) };
  });
}

/** A raw query value (before validation: text, a repeated value's list, or missing) equals `value`. */
export function rawQueryIs(request: FastifyRequest, name: string, value: string): boolean {
  const raw = (request.query as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(raw) ? raw.includes(value) : raw === value;
}
