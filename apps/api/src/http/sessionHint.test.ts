import { SESSION_HINT_COOKIE } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { createUser, DEFAULT_PASSWORD, sessionCookie } from '../../test/factories.ts';
import { call, cookieHeaderOf, myProfile, post, signIn } from '../modules/auth/auth.fixtures.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * DECISIONS #60: beside the HttpOnly session cookie the API keeps a readable marker, so the web asks for the
 * profile only when there is a session to ask about (a guest's page makes no call answering 401).
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Response = Awaited<ReturnType<typeof myProfile>>;
const cookieOf = (response: Response, name: string) => response.cookies.find((cookie) => cookie.name === name);
/** A cookie the response clears: empty and already expired. */
const cleared = (response: Response, name: string) => {
  const cookie = cookieOf(response, name);
  return cookie !== undefined && cookie.value === '' && (cookie.expires?.getTime() ?? Date.now()) < Date.now();
};

describe('the session marker cookie', () => {
  it('comes with every sign-in, readable by scripts, as long-lived as the session cookie', async () => {
    const user = await createUser(app);
    for (const rememberMe of [true, false]) {
      const response = await signIn(app, user.email as string, DEFAULT_PASSWORD, rememberMe);
      expect(response.statusCode).toBe(200);
      const session = cookieOf(response, SESSION_COOKIE);
      const hint = cookieOf(response, SESSION_HINT_COOKIE);
      expect(session?.httpOnly).toBe(true);
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(hint?.httpOnly).toBeFalsy();
      expect(hint?.maxAge).toBe(session?.maxAge);
      expect(hint?.maxAge === undefined).toBe(!rememberMe);
    }
  });

  it('is cleared with the session on sign-out', async () => {
    const user = await createUser(app);
    const signedIn = await signIn(app, user.email as string, DEFAULT_PASSWORD);
    const cookie = `${cookieHeaderOf(signedIn)}; ${SESSION_HINT_COOKIE}=1`;
    const response = await post(app, '/api/auth/logout', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(cleared(response, SESSION_COOKIE)).toBe(true);
    expect(cleared(response, SESSION_HINT_COOKIE)).toBe(true);
    expect((await myProfile(app, cookieHeaderOf(signedIn))).statusCode).toBe(401);
  });

  it('is cleared by the profile call when it no longer stands for a session, which still answers 401', async () => {
    const alone = await myProfile(app, `${SESSION_HINT_COOKIE}=1`);
    expect(alone.statusCode).toBe(401);
    expect(cleared(alone, SESSION_HINT_COOKIE)).toBe(true);

    const stale = await myProfile(app, `${SESSION_COOKIE}=nobody-issued-this; ${SESSION_HINT_COOKIE}=1`);
    expect(stale.statusCode).toBe(401);
    expect(cleared(stale, SESSION_COOKIE)).toBe(true);
    expect(cleared(stale, SESSION_HINT_COOKIE)).toBe(true);
  });

  it('is added by a page request of a browser whose session predates it, and never to an API answer', async () => {
    const user = await createUser(app);
    const session = await sessionCookie(app, user, true);
    const page = (cookie: string) =>
      app.inject({ method: 'GET', url: '/skelbimai', headers: { cookie, accept: 'text/html,*/*' } });

    const withoutHint = await page(session);
    expect(cookieOf(withoutHint, SESSION_HINT_COOKIE)).toMatchObject({ value: '1', path: '/' });
    expect(cookieOf(await page(`${session}; ${SESSION_HINT_COOKIE}=1`), SESSION_HINT_COOKIE)).toBeUndefined();
    expect(cookieOf(await page(''), SESSION_HINT_COOKIE)).toBeUndefined();

    const api = await call(app, 'GET', '/api/categories/get', undefined, { cookie: session });
    expect(api.statusCode).toBe(200);
    expect(api.headers['set-cookie']).toBeUndefined();
    // The session it marks is real: the profile call that follows signs the browser in.
    expect((await myProfile(app, session)).statusCode).toBe(200);
  });
});
