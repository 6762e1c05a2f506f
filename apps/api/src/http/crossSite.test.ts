import { errorMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../test/factories.ts';
import { users } from '../db/schema/index.ts';
import { apiMessages } from './messages.ts';

// Plain inject (no default Sec-Fetch-Site): each test sends exactly the headers a browser or a script would.
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ SITE_PROTOCOL: 'https', SITE_DOMAIN: 'skelbimai.example.lt' }, { sameOrigin: false });
  // A route that is exempt the way payment-provider callbacks are.
  app.post('/api/test-callback', { config: { crossSite: 'allow' } }, async () => ({ ok: true }));
});
afterAll(async () => {
  await app?.close();
});

async function changeName(headers: Record<string, string>, newFullName: string) {
  const user = await createUser(app, { fullName: 'Pradinis Vardas' });
  const cookie = await sessionCookie(app, user);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/ChangeProfileName',
    headers: { cookie, host: 'localhost:3000', ...headers },
    payload: { newFullName },
  });
  const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
  return { response, fullName: row?.fullName };
}

describe('unsafe methods from another site', () => {
  it('a cross-site POST with the session cookie is refused and changes nothing', async () => {
    const { response, fullName } = await changeName(
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      'Įsilaužėlis',
    );
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: [apiMessages.crossSiteRefused],
      errors: [],
    });
    expect(fullName).toBe('Pradinis Vardas');
  });

  it.each([
    ['same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['same-site with our configured origin', { 'sec-fetch-site': 'same-site', origin: 'https://skelbimai.example.lt' }],
    ['an older browser: only Origin, ours', { origin: 'https://skelbimai.example.lt' }],
    ["an older browser: only Origin, the request's own host", { origin: 'http://localhost:3000' }],
  ])('%s passes', async (_name, headers) => {
    const { response, fullName } = await changeName(headers, 'Naujas Vardas');
    expect(response.statusCode).toBe(200);
    expect(fullName).toBe('Naujas Vardas');
  });

  it.each([
    ['same-site from a sibling origin', { 'sec-fetch-site': 'same-site', origin: 'https://kitas.example.lt' }],
    ['same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['only Origin, another site', { origin: 'http://evil.example' }],
    ['only Origin: null (sandboxed frame, file:)', { origin: 'null' }],
    ['no headers but a cookie', {}],
  ])('%s is refused', async (_name, headers) => {
    const { response, fullName } = await changeName(headers, 'Įsilaužėlis');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).messages).toEqual([apiMessages.crossSiteRefused]);
    expect(fullName).toBe('Pradinis Vardas');
  });

  it('a client with neither header nor cookie acts as nobody: it reaches the route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/ChangeProfileName',
      payload: { newFullName: 'Kažkas' },
    });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).messages).toEqual([errorMessages.unauthorized]);
  });

  it('safe methods are never refused', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/categories/get',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example', cookie: 'sid=x' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("a route marked config.crossSite 'allow' (payment callbacks) takes other sites' requests", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-callback',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://pay.example', cookie: 'sid=x' },
    });
    expect(response.statusCode).toBe(200);
  });
});
