import type { Envelope, User } from '@skelbimai/contract';
import { errorMessages } from '@skelbimai/contract';
import { type FacebookFake, type GoogleFake, startFacebookFake, startGoogleFake } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { createFacebookVerifier } from '../../adapters/social/facebook.ts';
import { createGoogleVerifier } from '../../adapters/social/google.ts';
import { SocialProviderError } from '../../adapters/social/index.ts';
import { loadConfig } from '../../config.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';
import { contentSecurityPolicy } from '../../http/security.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { findSession } from '../sessions/sessions.service.ts';
import { SOCIAL_SIGN_IN_LIMIT } from './social.service.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>;

const GOOGLE_CLIENT_ID = 'skelbimai-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '4242424242';
const FACEBOOK_APP_SECRET = 'facebook-app-secret';

let google: GoogleFake;
let facebook: FacebookFake;
/** Both providers configured, pointing at the fakes. */
let app: App;
/** Neither provider configured. */
let bare: App;

beforeAll(async () => {
  google = await startGoogleFake({ clientId: GOOGLE_CLIENT_ID });
  facebook = await startFacebookFake({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET });
  [app, bare] = await Promise.all([
    buildTestApp({
      GOOGLE_CLIENT_ID,
      GOOGLE_API_BASE_URL: google.url,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: facebook.url,
    }),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), bare?.close(), google?.close(), facebook?.close()]);
});

let ipCounter = 0;
/** Each call from an address of its own, so the per-IP limit only counts where a test means it to. */
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function post(target: App, url: string, payload: Record<string, unknown>, ip = freshIp()) {
  return target.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

const userOf = (response: { body: string }) => bodyOf<Envelope<User>>(response).data as User;

function sessionTokenOf(response: { cookies: { name: string; value: string; maxAge?: number }[] }) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

async function rowOf(id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row;
}

function expectRefused(response: { statusCode: number; body: string; cookies: unknown[] }, message: string) {
  expect(response.statusCode).toBe(401);
  expect(bodyOf(response)).toMatchObject({ succeeded: false, data: null, messages: [message] });
  expect(response.cookies).toEqual([]);
}

describe('Google sign-in', () => {
  it('creates an account from a verified token, then signs the same account in again', async () => {
    const email = randomEmail();
    const token = google.issueToken({
      email: email.toUpperCase(),
      name: 'Ona Onaitė',
      givenName: 'Ona',
      familyName: 'Onaitė',
      picture: 'https://lh3.googleusercontent.com/a/ona=s96-c',
    });
    const first = await post(app, '/api/auth/googleLogin', { accessToken: token });
    expect(first.statusCode).toBe(200);
    const user = userOf(first);
    expect(user).toMatchObject({
      email,
      emailConfirmed: true,
      hasPassword: false,
      fullName: 'Ona Onaitė',
      firstName: 'Ona',
      lastName: 'Onaitė',
      googlePictureUrl: 'https://lh3.googleusercontent.com/a/ona=s96-c',
      facebookPictureUrl: null,
      profilePictureSourceType: 'google',
      pictureUrl: 'https://lh3.googleusercontent.com/a/ona=s96-c',
      localPictureUrl: null,
    });
    // Signed in with a remembered (30-day) session.
    const cookie = sessionTokenOf(first);
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const session = await findSession(app.db, cookie?.value ?? '');
    expect(session?.user.id).toBe(user.id);
    // Google really was asked: tokeninfo with the token, userinfo with it as a Bearer token.
    expect(google.requests.some((request) => request.query.get('access_token') === token)).toBe(true);
    expect(google.requests.some((request) => request.authorization === `Bearer ${token}`)).toBe(true);

    const sub = (await rowOf(user.id))?.googleId;
    expect(sub).toBeTruthy();
    const again = await post(app, '/api/auth/socialLogin', {
      accessToken: google.issueToken({ sub: sub as string, email, picture: 'https://lh3.googleusercontent.com/a/new' }),
      socialNetwork: 'google',
    });
    expect(again.statusCode).toBe(200);
    const loggedUser = bodyOf<Envelope<{ loggedUser: User }>>(again).data?.loggedUser;
    expect(loggedUser?.id).toBe(user.id);
    // The provider's picture is refreshed on every sign-in.
    expect(loggedUser?.googlePictureUrl).toBe('https://lh3.googleusercontent.com/a/new');
    expect(
      await app.db
        .select()
        .from(users)
        .where(eq(users.googleId, sub as string)),
    ).toHaveLength(1);
  });

  it('socialLogin keeps a browser-session cookie when rememberMe is false', async () => {
    const response = await post(app, '/api/auth/socialLogin', {
      accessToken: google.issueToken({ email: randomEmail() }),
      socialNetwork: 'google',
      rememberMe: false,
    });
    expect(response.statusCode).toBe(200);
    expect(sessionTokenOf(response)?.value).toBeTruthy();
    expect(sessionTokenOf(response)?.maxAge).toBeUndefined();
  });

  it('links to the existing account with the same verified e-mail, keeping its password and picture choice', async () => {
    const email = randomEmail();
    const existing = await createUser(app, { email, emailConfirmed: true, fullName: 'Jonas Jonaitis' });
    const response = await post(app, '/api/auth/googleLogin', {
      accessToken: google.issueToken({ email: email.toUpperCase(), name: 'Kitas Vardas' }),
    });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user.id).toBe(existing.id);
    expect(user).toMatchObject({ fullName: 'Jonas Jonaitis', hasPassword: true, emailConfirmed: true });
    expect(user.googlePictureUrl).toMatch(/^https:\/\/lh3\.googleusercontent\.com\//);
    // It showed no picture, so it now shows Google's.
    expect(user.profilePictureSourceType).toBe('google');
    expect((await rowOf(existing.id))?.googleId).toBeTruthy();
  });

  it('linking to an account whose e-mail was never confirmed drops the password and sessions set by its registrant', async () => {
    const email = randomEmail();
    const registrant = await createUser(app, { email, emailConfirmed: false });
    const registrantCookie = await sessionCookie(app, registrant);
    const response = await post(app, '/api/auth/googleLogin', { accessToken: google.issueToken({ email }) });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user).toMatchObject({ id: registrant.id, emailConfirmed: true, hasPassword: false });
    expect(await findSession(app.db, registrantCookie.split('=')[1] as string)).toBeNull();
    expect(await findSession(app.db, sessionTokenOf(response)?.value ?? '')).not.toBeNull();
  });

  it('never links by an e-mail Google has not verified', async () => {
    const email = randomEmail();
    const existing = await createUser(app, { email, emailConfirmed: true });
    const response = await post(app, '/api/auth/googleLogin', {
      accessToken: google.issueToken({ email, emailVerified: false }),
    });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user.id).not.toBe(existing.id);
    expect(user.email).toBeNull();
    expect((await rowOf(existing.id))?.googleId).toBeNull();
  });

  it('refuses a forged, a revoked and an expired token and one issued to another client, creating nothing', async () => {
    const before = await app.db.select({ id: users.id }).from(users);
    const forged = await post(app, '/api/auth/googleLogin', { accessToken: 'ya29.forged-token' });
    expectRefused(forged, authMessages.googleTokenInvalid);

    const revoked = google.issueToken({ email: randomEmail() });
    google.revokeToken(revoked);
    expectRefused(await post(app, '/api/auth/googleLogin', { accessToken: revoked }), authMessages.googleTokenInvalid);

    const expired = google.issueToken({ email: randomEmail(), expiresIn: -10 });
    expectRefused(await post(app, '/api/auth/googleLogin', { accessToken: expired }), authMessages.googleTokenInvalid);

    const otherClient = google.issueToken({ email: randomEmail(), aud: 'another-site.apps.googleusercontent.com' });
    expectRefused(
      await post(app, '/api/auth/socialLogin', { accessToken: otherClient, socialNetwork: 'google' }),
      authMessages.googleTokenInvalid,
    );
    expect(await app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('accepts a token whose authorised party (azp) is our client', async () => {
    const token = google.issueToken({ email: randomEmail(), aud: 'some-api', azp: GOOGLE_CLIENT_ID });
    expect((await post(app, '/api/auth/googleLogin', { accessToken: token })).statusCode).toBe(200);
  });

  it('refuses a blocked account after verifying the token, without a session', async () => {
    const email = randomEmail();
    await createUser(app, { email, emailConfirmed: true, isBlocked: true });
    const response = await post(app, '/api/auth/googleLogin', { accessToken: google.issueToken({ email }) });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).messages).toEqual([authMessages.blocked]);
    expect(response.cookies).toEqual([]);
  });
});

describe('Facebook sign-in', () => {
  it('creates an account, then signs the same account in again', async () => {
    const email = randomEmail();
    const token = facebook.issueToken({ email, name: 'Petras Petraitis', firstName: 'Petras', lastName: 'Petraitis' });
    const first = await post(app, '/api/auth/facebookLogin', { accessToken: token });
    expect(first.statusCode).toBe(200);
    const user = userOf(first);
    expect(user).toMatchObject({
      email,
      emailConfirmed: true,
      hasPassword: false,
      fullName: 'Petras Petraitis',
      firstName: 'Petras',
      lastName: 'Petraitis',
      profilePictureSourceType: 'facebook',
      googlePictureUrl: null,
    });
    expect(user.facebookPictureUrl).toMatch(/^https:\/\//);
    expect(user.pictureUrl).toBe(user.facebookPictureUrl);
    // The app secret never travels to /me: only the HMAC proof of the token does.
    const meCall = facebook.requests.find((request) => request.path.endsWith('/me'));
    expect(meCall?.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    expect(meCall?.query.toString()).not.toContain(FACEBOOK_APP_SECRET);

    const facebookId = (await rowOf(user.id))?.facebookId as string;
    const again = await post(app, '/api/auth/socialLogin', {
      accessToken: facebook.issueToken({ id: facebookId }),
      socialNetwork: 'facebook',
    });
    expect(again.statusCode).toBe(200);
    expect(bodyOf<Envelope<{ loggedUser: User }>>(again).data?.loggedUser.id).toBe(user.id);
  });

  it('links to the existing account by the e-mail Facebook returns', async () => {
    const email = randomEmail();
    const existing = await createUser(app, {
      email,
      emailConfirmed: true,
      googleId: `g-${email}`,
      googlePictureUrl: 'https://lh3.googleusercontent.com/a/x',
      pictureSource: 'google',
    });
    const response = await post(app, '/api/auth/facebookLogin', { accessToken: facebook.issueToken({ email }) });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user.id).toBe(existing.id);
    expect(user.facebookPictureUrl).toMatch(/^https:\/\//);
    // The picture the account already showed stays chosen.
    expect(user.profilePictureSourceType).toBe('google');
  });

  it('a Facebook account with only the silhouette and no e-mail gets an account without a picture', async () => {
    const response = await post(app, '/api/auth/facebookLogin', {
      accessToken: facebook.issueToken({ picture: null, scopes: ['public_profile'] }),
    });
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({
      email: null,
      emailConfirmed: false,
      facebookPictureUrl: null,
      pictureUrl: null,
      profilePictureSourceType: 'local',
    });
  });

  it('refuses a forged token, an invalidated one and one of another app, creating nothing', async () => {
    const before = await app.db.select({ id: users.id }).from(users);
    expectRefused(
      await post(app, '/api/auth/facebookLogin', { accessToken: 'EAAforged' }),
      authMessages.facebookTokenInvalid,
    );
    const invalidated = facebook.issueToken({ email: randomEmail() });
    facebook.invalidateToken(invalidated);
    expectRefused(
      await post(app, '/api/auth/facebookLogin', { accessToken: invalidated }),
      authMessages.facebookTokenInvalid,
    );
    const otherApp = facebook.issueToken({ email: randomEmail(), appId: '999999' });
    expectRefused(
      await post(app, '/api/auth/socialLogin', { accessToken: otherApp, socialNetwork: 'facebook' }),
      authMessages.facebookTokenInvalid,
    );
    expect(await app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});

describe('social sign-in in general', () => {
  it('refuses a provider that is not configured with a 400 in Lithuanian', async () => {
    const googleOff = await post(bare, '/api/auth/googleLogin', { accessToken: google.issueToken() });
    expect(googleOff.statusCode).toBe(400);
    expect(bodyOf(googleOff).messages).toEqual([authMessages.googleNotConfigured]);
    const facebookOff = await post(bare, '/api/auth/socialLogin', {
      accessToken: facebook.issueToken(),
      socialNetwork: 'facebook',
    });
    expect(facebookOff.statusCode).toBe(400);
    expect(bodyOf(facebookOff).messages).toEqual([authMessages.facebookNotConfigured]);
  });

  it('validates the body: a token is required and the network must be google or facebook', async () => {
    const missing = await post(app, '/api/auth/socialLogin', { socialNetwork: 'google' });
    expect(missing.statusCode).toBe(400);
    expect(bodyOf<{ errors: { property: string }[] }>(missing).errors.map((error) => error.property)).toContain(
      'accessToken',
    );
    const network = await post(app, '/api/auth/socialLogin', { accessToken: 'x', socialNetwork: 'twitter' });
    expect(network.statusCode).toBe(400);
  });

  it('limits attempts per IP address', async () => {
    const ip = '203.0.113.50';
    for (let attempt = 0; attempt < SOCIAL_SIGN_IN_LIMIT.limit; attempt += 1) {
      expect((await post(app, '/api/auth/googleLogin', { accessToken: `forged-${attempt}` }, ip)).statusCode).toBe(401);
    }
    const limited = await post(app, '/api/auth/googleLogin', { accessToken: google.issueToken() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(bodyOf(limited).messages).toEqual([errorMessages.tooManyRequests]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(app, '/api/auth/googleLogin', { accessToken: google.issueToken() })).statusCode).toBe(200);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const closed = 'http://127.0.0.1:9';
    await expect(
      createGoogleVerifier({ clientId: GOOGLE_CLIENT_ID, apiBaseUrl: closed }).verify('token'),
    ).rejects.toBeInstanceOf(SocialProviderError);
    await expect(
      createFacebookVerifier({ appId: '1', appSecret: 's', graphUrl: closed }).verify('token'),
    ).rejects.toBeInstanceOf(SocialProviderError);
  });

  it('leaves no session behind for a refused token', async () => {
    const count = async () => (await app.db.select({ id: sessions.id }).from(sessions)).length;
    const before = await count();
    await post(app, '/api/auth/facebookLogin', { accessToken: 'EAAnope' });
    expect(await count()).toBe(before);
  });
});

describe('Content-Security-Policy for the sign-in SDKs', () => {
  it('allows Google and Facebook origins when both are configured', async () => {
    const csp = String(
      (await app.inject({ method: 'GET', url: '/api/categories/get' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client https://connect.facebook.net;");
    expect(csp).toContain(
      'frame-src https://accounts.google.com/gsi/ https://www.facebook.com https://web.facebook.com;',
    );
    expect(csp).toContain(
      "connect-src 'self' https://accounts.google.com/gsi/ https://www.facebook.com https://graph.facebook.com;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds nothing when no provider is configured', async () => {
    const csp = String(
      (await bare.inject({ method: 'GET', url: '/api/categories/get' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('frame-src');
    expect(csp).not.toMatch(/google|facebook/);
  });

  it('adds only the configured provider', () => {
    const onlyGoogle = contentSecurityPolicy(loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID }));
    expect(onlyGoogle.directives.scriptSrc).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(JSON.stringify(onlyGoogle)).not.toContain('facebook');
    const onlyFacebook = contentSecurityPolicy(loadConfig({ NODE_ENV: 'test', FACEBOOK_APP_ID, FACEBOOK_APP_SECRET }));
    expect(onlyFacebook.directives.scriptSrc).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(JSON.stringify(onlyFacebook)).not.toContain('google');
  });
});
