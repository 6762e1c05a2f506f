import { ADMIN_ROLE, errorMessages, MODERATOR_ROLE } from '@skelbimai/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../test/factories.ts';
import { type Operation, operationsOf } from '../../test/fuzz/openapiRoutes.ts';
import { SESSION_SCHEME } from './access.ts';

/**
 * Who is calling is checked before what was sent. Walks the guarded routes of the app's own OpenAPI
 * document (`security` names the session and, for staff routes, the role) with a request no schema accepts:
 * a guest gets 401 and an ordinary user 403 on a staff route, never a 400 listing the route's fields.
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let user: string;
let moderator: string;
beforeAll(async () => {
  app = await buildTestApp();
  user = await sessionCookie(app, await createUser(app));
  moderator = await sessionCookie(app, await createUser(app, { authRole: MODERATOR_ROLE }));
});
afterAll(async () => {
  await app?.close();
});

type Guarded = Operation & { roles: string[] };

async function guardedOperations(): Promise<Guarded[]> {
  const document = bodyOf<{
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  }>(await app.inject({ method: 'GET', url: '/api/docs/json' }));
  return operationsOf(document).flatMap((operation) => {
    const security = document.paths[operation.path]?.[operation.method.toLowerCase()]?.security;
    const roles = security?.find((requirement) => SESSION_SCHEME in requirement)?.[SESSION_SCHEME];
    return roles ? [{ ...operation, roles }] : [];
  });
}

/** The route with every path and query parameter, and the body, of a kind or size no schema accepts. */
function malformed(operation: Operation, cookie?: string): InjectOptions {
  const path = operation.path.replace(/\{[^}]+\}/g, 'ne-skaicius');
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${'x'.repeat(5000)}`)
    .join('&');
  const hasBody = !['GET', 'DELETE'].includes(operation.method);
  return {
    method: operation.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: { ...(cookie ? { cookie } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    // A JSON array where every body is an object, and unknown, wrongly typed fields besides.
    ...(hasBody ? { payload: JSON.stringify([{ targetUserId: 5, id: 'x', __extra: [1, { a: null }] }]) } : {}),
  };
}

function refusal(status: number, message: string) {
  return { status, body: { succeeded: false, data: null, messages: [message], errors: [] } };
}

async function answer(options: InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, body: bodyOf(response) };
}

describe('guards before bodies (OpenAPI walk)', () => {
  it('the document marks the guarded routes, staff ones with their role', async () => {
    const guarded = await guardedOperations();
    const staff = guarded.filter((operation) => operation.roles.length > 0).map((o) => `${o.method} ${o.path}`);
    // Enough that the walk below cannot pass by finding nothing.
    expect(staff).toEqual(
      expect.arrayContaining([
        'GET /api/users/getusers',
        'POST /api/users/UpdateUser',
        'POST /api/users/DeleteUser',
        'POST /api/postreports/ResolveReport',
        'GET /api/dashboard/overview',
        'GET /api/audit/GetAuditLog',
      ]),
    );
    expect(staff.length).toBeGreaterThanOrEqual(12);
    expect(guarded.filter((operation) => operation.roles.length === 0).length).toBeGreaterThanOrEqual(20);
  });

  it('an ordinary user gets 403 on every staff route whatever the body, a guest 401', async () => {
    const staff = (await guardedOperations()).filter((operation) => operation.roles.length > 0);
    for (const operation of staff) {
      const name = `${operation.method} ${operation.path}`;
      expect(await answer(malformed(operation, user)), name).toEqual(refusal(403, errorMessages.forbidden));
      expect(await answer(malformed(operation)), name).toEqual(refusal(401, errorMessages.unauthorized));
    }
  });

  it('a moderator gets 403 on the administrators’ routes whatever the body', async () => {
    const adminOnly = (await guardedOperations()).filter((operation) => operation.roles.includes(ADMIN_ROLE));
    expect(adminOnly.length).toBeGreaterThanOrEqual(3);
    for (const operation of adminOnly) {
      expect(await answer(malformed(operation, moderator)), `${operation.method} ${operation.path}`).toEqual(
        refusal(403, errorMessages.forbidden),
      );
    }
  });

  it('a guest gets 401 on every signed-in-only route whatever the body, even JSON that does not parse', async () => {
    const signedInOnly = (await guardedOperations()).filter((operation) => operation.roles.length === 0);
    for (const operation of signedInOnly) {
      const name = `${operation.method} ${operation.path}`;
      expect(await answer(malformed(operation)), name).toEqual(refusal(401, errorMessages.unauthorized));
      if (!['GET', 'DELETE'].includes(operation.method)) {
        const broken = { ...malformed(operation), payload: '{"neuždaryta": ' };
        expect(await answer(broken), name).toEqual(refusal(401, errorMessages.unauthorized));
      }
    }
  });

  it('routes whose query names the audience: the admin ad list and everyone’s transactions', async () => {
    const bad = 'page=0&sort=pigiausi';
    for (const url of [
      `/api/posts/list?listTarget=admin&${bad}`,
      `/api/transactions/GetTransactions?scope=all&${bad}`,
    ]) {
      expect(await answer({ method: 'GET', url, headers: { cookie: user } }), url).toEqual(
        refusal(403, errorMessages.forbidden),
      );
      expect(await answer({ method: 'GET', url }), url).toEqual(refusal(401, errorMessages.unauthorized));
    }
    for (const target of ['my', 'favorites', 'hidden']) {
      const url = `/api/posts/list?listTarget=${target}&${bad}`;
      expect(await answer({ method: 'GET', url }), url).toEqual(refusal(401, errorMessages.unauthorized));
    }
    // Allowed callers still get the field list for what they sent wrong.
    const mine = await answer({
      method: 'GET',
      url: `/api/posts/list?listTarget=my&${bad}`,
      headers: { cookie: user },
    });
    expect(mine.status).toBe(400);
    const staff = await answer({
      method: 'GET',
      url: `/api/posts/list?listTarget=admin&${bad}`,
      headers: { cookie: moderator },
    });
    expect(staff.status).toBe(400);
    expect((staff.body.errors as { property: string }[]).map((error) => error.property).sort()).toEqual([
      'page',
      'sort',
    ]);
  });
});
