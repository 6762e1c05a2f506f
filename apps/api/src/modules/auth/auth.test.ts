import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, DEFAULT_PASSWORD, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { rateLimitCounters, sessions, users } from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';
import { hitRateLimit } from '../rate-limits/rateLimits.service.ts';
import { hashToken } from '../sessions/tokens.ts';
import {
  cookieHeaderOf,
  freshIp,
  myProfile,
  post,
  sessionCookieOf,
  sessionSetCookies,
  signIn,
  userOf,
} from './auth.fixtures.ts';
import { authLimits } from './auth.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CHECK_FIELDS = 'Patikrinkite pažymėtus laukelius.';
const STRONG = 'Kedainiu-turgus-2024';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** A Lithuanian mobile number no other test of this file uses, as its 8 6xx xxxxx national form and E.164. */
let phoneCounter = 0;
function freshLithuanianPhone() {
  phoneCounter += 1;
  const rest = `${String(Date.now() % 100_000).padStart(5, '0')}${String(phoneCounter).padStart(2, '0')}`.slice(-7);
  return { national: `8 6${rest.slice(0, 2)} ${rest.slice(2)}`, e164: `+3706${rest}`, spaced: `+370 6${rest}` };
}

const register = (body: Record<string, unknown>, ip?: string) =>
  post(app, '/api/auth/register', { rememberMe: false, ...body }, ip ? { ip } : {});

describe('POST /api/auth/register', () => {
  it('creates the account with a lower-cased e-mail, signs in and answers with the user', async () => {
    const email = randomEmail();
    const response = await register({ emailOrPhone: `  ${email.toUpperCase()} `, password: STRONG });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user).toMatchObject({
      email,
      emailConfirmed: false,
      phoneNumber: null,
      hasPassword: true,
      authRole: null,
      isBlocked: false,
      walletBalance: 0,
      profilePictureSourceType: 'local',
    });
    expect(bodyOf(response)).toMatchObject({ succeeded: true, messages: [], errors: [] });
    // Signed in: the cookie it set opens the profile.
    const profile = await myProfile(app, cookieHeaderOf(response));
    expect(profile.statusCode).toBe(200);
    expect(userOf(profile).id).toBe(user.id);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an address already registered (in any letter case) with the error on emailOrPhone', async () => {
    const email = randomEmail();
    expect((await register({ emailOrPhone: email, password: STRONG })).statusCode).toBe(200);
    const again = await register({ emailOrPhone: email.toUpperCase(), password: `${STRONG}-kitas` });
    expect(again.statusCode).toBe(400);
    expect(bodyOf(again)).toEqual({
      succeeded: false,
      data: null,
      messages: [CHECK_FIELDS],
      errors: [{ property: 'emailOrPhone', errors: [authMessages.identifierTaken] }],
    });
    expect(sessionCookieOf(again)).toBeUndefined();
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("stores a phone in E.164: '8 6xx xxxxx' and '+370 6xx xxxxx' are one account", async () => {
    const phone = freshLithuanianPhone();
    const first = await register({ emailOrPhone: phone.national, password: STRONG });
    expect(first.statusCode).toBe(200);
    expect(userOf(first)).toMatchObject({ phoneNumber: phone.e164, email: null });
    // Confirmed, as its SMS code would (registrations-codes.test.ts): only a confirmed number is taken.
    await app.db
      .update(users)
      .set({ phoneNumberConfirmed: true })
      .where(eq(users.id, userOf(first).id));

    const second = await register({ emailOrPhone: phone.spaced, password: STRONG });
    expect(second.statusCode).toBe(400);
    expect(bodyOf(second).errors).toEqual([{ property: 'emailOrPhone', errors: [authMessages.identifierTaken] }]);

    for (const form of [phone.spaced, phone.e164, phone.national, phone.national.replace(/ /g, '-')]) {
      const login = await signIn(app, form, STRONG);
      expect(login.statusCode, form).toBe(200);
      expect(userOf(login).id).toBe(userOf(first).id);
    }
  });

  it("answers only 'Negali būti tuščias.' for an empty e-mail-or-phone", async () => {
    for (const emailOrPhone of ['', '   ']) {
      const response = await register({ emailOrPhone, password: STRONG });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).messages).toEqual([CHECK_FIELDS]);
      const errors = bodyOf<{ errors: { property: string; errors: string[] }[] }>(response).errors;
      expect(errors).toEqual([{ property: 'emailOrPhone', errors: ['Negali būti tuščias.'] }]);
    }
  });

  it('answers the PRODUCT.md §5 messages for a missing or malformed e-mail-or-phone and a short password', async () => {
    const cases: [Record<string, unknown>, { property: string; errors: string[] }[]][] = [
      [{ password: STRONG }, [{ property: 'emailOrPhone', errors: ['Negali būti tuščias.'] }]],
      [
        { emailOrPhone: 'jonas', password: STRONG },
        [{ property: 'emailOrPhone', errors: ['Neteisingo formato el. paštas ar tel. numeris'] }],
      ],
      [
        { emailOrPhone: '+370 6', password: STRONG },
        [{ property: 'emailOrPhone', errors: ['Neteisingo formato el. paštas ar tel. numeris'] }],
      ],
      [
        { emailOrPhone: randomEmail(), password: 'Trump4' },
        [{ property: 'password', errors: ['Turi būti sudarytas bent iš 8 simbolių.'] }],
      ],
      [
        { emailOrPhone: randomEmail(), password: 'x'.repeat(129) },
        [{ property: 'password', errors: ['Turi būti sudarytas nedaugiau kaip iš 128 simbolių.'] }],
      ],
      [{ emailOrPhone: randomEmail() }, [{ property: 'password', errors: ['Laukelis yra privalomas.'] }]],
    ];
    for (const [body, errors] of cases) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(bodyOf(response), JSON.stringify(body)).toEqual({
        succeeded: false,
        data: null,
        messages: [CHECK_FIELDS],
        errors,
      });
    }
  });

  it('accepts a password of exactly 8 and of 128 characters, with no composition rules', async () => {
    expect((await register({ emailOrPhone: randomEmail(), password: 'žalias k' })).statusCode).toBe(200);
    expect((await register({ emailOrPhone: randomEmail(), password: `${'ą'.repeat(127)}b` })).statusCode).toBe(200);
  });

  it('refuses the most common passwords whatever their letter case, and the address itself', async () => {
    for (const password of ['password123', 'QWERTY123', 'Slaptazodis', '12345678', 'zzzzzzzzzz']) {
      const response = await register({ emailOrPhone: randomEmail(), password });
      expect(response.statusCode, password).toBe(400);
      expect(bodyOf(response).errors, password).toEqual([
        { property: 'password', errors: [authMessages.commonPassword] },
      ]);
    }
    const email = randomEmail();
    const same = await register({ emailOrPhone: email, password: email.toUpperCase() });
    expect(bodyOf(same).errors).toEqual([{ property: 'password', errors: [authMessages.passwordIsIdentifier] }]);
  });

  it('reports a taken address and a common password together', async () => {
    const user = await createUser(app);
    const response = await register({ emailOrPhone: user.email, password: 'iloveyou1' });
    expect(bodyOf(response).errors).toEqual([
      { property: 'emailOrPhone', errors: [authMessages.identifierTaken] },
      { property: 'password', errors: [authMessages.commonPassword] },
    ]);
  });

  it('is limited per IP address: over 20 an hour answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < authLimits.registrationPerIp.limit; i += 1) {
      await hitRateLimit(app.db, `register:ip:${ip}`, authLimits.registrationPerIp);
    }
    const response = await register({ emailOrPhone: randomEmail(), password: STRONG }, ip);
    expect(response.statusCode).toBe(429);
    expect(bodyOf(response).messages[0]).toMatch(/^Per daug registracijų iš šio tinklo\. Pabandykite po \d+ min\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await register({ emailOrPhone: randomEmail(), password: STRONG })).statusCode).toBe(200);
  });

  it('sends the session cookie HttpOnly, SameSite=Lax and Path=/; 30 days only with rememberMe', async () => {
    const plain = await register({ emailOrPhone: randomEmail(), password: STRONG, rememberMe: false });
    const header = sessionSetCookies(plain);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Max-Age|Expires/i);
    const remembered = await register({ emailOrPhone: randomEmail(), password: STRONG, rememberMe: true });
    expect(sessionCookieOf(remembered)?.maxAge).toBe(THIRTY_DAYS_S);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any letter case and answers with the user', async () => {
    const user = await createUser(app, { fullName: 'Jonas Jonaitis' });
    const response = await signIn(app, (user.email as string).toUpperCase(), DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ id: user.id, fullName: 'Jonas Jonaitis', hasPassword: true });
    expect((await myProfile(app, cookieHeaderOf(response))).statusCode).toBe(200);
  });

  it('sets an HttpOnly SameSite=Lax browser-session cookie, or a 30-day one with rememberMe', async () => {
    const user = await createUser(app);
    const plain = await signIn(app, user.email as string, DEFAULT_PASSWORD, false);
    const cookie = sessionCookieOf(plain);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(sessionSetCookies(plain)).not.toMatch(/Max-Age/);

    const remembered = await signIn(app, user.email as string, DEFAULT_PASSWORD, true);
    expect(sessionCookieOf(remembered)).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: THIRTY_DAYS_S });
    expect(String(remembered.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(sessionCookieOf(remembered)?.value as string)));
    expect(row?.remember).toBe(true);
  });

  it('gives a wrong password, an unknown account and a password-less account one identical answer', async () => {
    const user = await createUser(app);
    const social = await createUser(app, { password: null, googleId: `g-${Date.now()}` });
    const wrongPassword = await signIn(app, user.email as string, 'Neteisingas-1');
    const unknown = await signIn(app, randomEmail(), 'Neteisingas-1');
    const noPassword = await signIn(app, social.email as string, 'Neteisingas-1');
    const expected = {
      succeeded: false,
      data: null,
      messages: [authMessages.invalidCredentials],
      errors: [{ property: 'password', errors: [authMessages.invalidCredentials] }],
    };
    for (const response of [wrongPassword, unknown, noPassword]) {
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toEqual(expected);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates its body with the same messages (a password longer than any that can be set is just wrong)', async () => {
    const empty = await signIn(app, '', '');
    expect(bodyOf(empty).errors).toEqual([
      { property: 'emailOrPhone', errors: ['Negali būti tuščias.'] },
      { property: 'password', errors: ['Laukelis yra privalomas.'] },
    ]);
    const malformed = await signIn(app, 'nei-pastas-nei-telefonas', 'x');
    expect(bodyOf(malformed).errors).toEqual([
      { property: 'emailOrPhone', errors: ['Neteisingo formato el. paštas ar tel. numeris'] },
    ]);
    const user = await createUser(app);
    const long = await signIn(app, user.email as string, 'x'.repeat(1024));
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long).messages).toEqual([authMessages.invalidCredentials]);
  });

  it('rotates the session id: a cookie from before sign-in stops working and a different token is issued', async () => {
    const user = await createUser(app);
    const before = await sessionCookie(app, user);
    expect((await myProfile(app, before)).statusCode).toBe(200);

    const response = await post(
      app,
      '/api/auth/login',
      { emailOrPhone: user.email, password: DEFAULT_PASSWORD, rememberMe: false },
      { cookie: before },
    );
    expect(response.statusCode).toBe(200);
    const after = cookieHeaderOf(response);
    expect(after).not.toBe(before);
    expect((await myProfile(app, before)).statusCode).toBe(401);
    expect((await myProfile(app, after)).statusCode).toBe(200);
    // A token nobody issued (planted by an attacker) is not adopted either.
    const planted = await post(
      app,
      '/api/auth/login',
      { emailOrPhone: user.email, password: DEFAULT_PASSWORD },
      { cookie: 'sid=planted-by-someone' },
    );
    expect(sessionCookieOf(planted)?.value).not.toBe('planted-by-someone');
  });

  it('refuses a blocked account with 403 saying until when, only to someone who knows the password', async () => {
    const until = new Date('2099-01-15T10:00:00Z');
    const user = await createUser(app, { isBlocked: true, blockedUntil: until });
    const response = await signIn(app, user.email as string, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: ['Jūsų paskyra užblokuota iki 2099-01-15 12:00.'],
      errors: [],
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const wrong = await signIn(app, user.email as string, 'Neteisingas-1');
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong).messages).toEqual([authMessages.invalidCredentials]);
  });

  it('refuses an indefinitely blocked account, and signs in once the block date has passed', async () => {
    const forever = await createUser(app, { isBlocked: true, blockedUntil: null });
    const refused = await signIn(app, forever.email as string, DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).messages).toEqual([authMessages.blocked]);

    const past = await createUser(app, { isBlocked: true, blockedUntil: new Date(Date.now() - 60_000) });
    const response = await signIn(app, past.email as string, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ isBlocked: false, blockedUntil: null });
  });

  describe('brute-force limits', () => {
    it('answers 429 to the 6th wrong password of an identifier, then even to the right one', async () => {
      const user = await createUser(app);
      for (let attempt = 1; attempt <= authLimits.signInPerIdentifier.limit; attempt += 1) {
        const response = await signIn(app, user.email as string, `Neteisingas-${attempt}`);
        expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      }
      const sixth = await signIn(app, user.email as string, 'Neteisingas-6');
      expect(sixth.statusCode).toBe(429);
      expect(bodyOf(sixth)).toMatchObject({ succeeded: false, data: null, errors: [] });
      expect(bodyOf(sixth).messages[0]).toMatch(
        /^Per daug nesėkmingų bandymų prisijungti\. Pabandykite po \d+ min\. arba prisijunkite su kodu\.$/,
      );
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

      // Locked from every address: the right password does not get through either.
      const right = await signIn(app, (user.email as string).toUpperCase(), DEFAULT_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(right.headers['set-cookie']).toBeUndefined();

      // Once the window has passed (moved back in the database, no waiting) the account signs in again.
      await app.db
        .update(rateLimitCounters)
        .set({ windowStart: sql`${rateLimitCounters.windowStart} - interval '15 minutes'` })
        .where(eq(rateLimitCounters.key, `login:id:${user.email}`));
      expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it('counts an unknown account like a real one (no enumeration through the limit)', async () => {
      const email = randomEmail();
      for (let attempt = 1; attempt <= authLimits.signInPerIdentifier.limit; attempt += 1) {
        expect((await signIn(app, email, 'Neteisingas-1')).statusCode).toBe(400);
      }
      expect((await signIn(app, email, 'Neteisingas-1')).statusCode).toBe(429);
    });

    it('clears the identifier counter on success', async () => {
      const user = await createUser(app);
      for (let attempt = 1; attempt < authLimits.signInPerIdentifier.limit; attempt += 1) {
        expect((await signIn(app, user.email as string, 'Neteisingas-1')).statusCode).toBe(400);
      }
      expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= authLimits.signInPerIdentifier.limit; attempt += 1) {
        expect((await signIn(app, user.email as string, 'Neteisingas-1')).statusCode, `attempt ${attempt}`).toBe(400);
      }
    });

    it('limits failed sign-ins per IP address across identifiers; successes do not count', async () => {
      // The limit counts in fixed windows: the clock is held in the middle of one, so the hits made here cannot
      // fall on both sides of a window's end.
      const window = authLimits.signInPerIp.windowMs;
      vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / window) * window + window / 2 });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const ip = freshIp();
      const user = await createUser(app);
      // Successful sign-ins give their attempt back.
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn(app, user.email as string, DEFAULT_PASSWORD, false, ip)).statusCode).toBe(200);
      }
      for (let i = 0; i < authLimits.signInPerIp.limit - 1; i += 1) {
        await hitRateLimit(app.db, `login:ip:${ip}`, authLimits.signInPerIp);
      }
      expect((await signIn(app, randomEmail(), 'Neteisingas-1', false, ip)).statusCode).toBe(400);
      const over = await signIn(app, user.email as string, DEFAULT_PASSWORD, false, ip);
      expect(over.statusCode).toBe(429);
      // The same account from another address is fine.
      expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const user = await createUser(app);
    const login = await signIn(app, user.email as string, DEFAULT_PASSWORD, true);
    const cookie = cookieHeaderOf(login);
    const response = await post(app, '/api/auth/logout', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ succeeded: true, data: null, messages: [authMessages.signedOut], errors: [] });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    // The old cookie, replayed, is worthless: its session is gone from the database.
    expect((await myProfile(app, cookie)).statusCode).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('answers 200 also when not signed in, or with an unknown cookie', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(200);
    expect(bodyOf(none).succeeded).toBe(true);
    const unknown = await post(app, '/api/auth/logout', undefined, { cookie: 'sid=nezinomas' });
    expect(unknown.statusCode).toBe(200);
  });

  it('signs out only this browser', async () => {
    const user = await createUser(app);
    const first = await sessionCookie(app, user);
    const second = await sessionCookie(app, user);
    await post(app, '/api/auth/logout', undefined, { cookie: first });
    expect((await myProfile(app, first)).statusCode).toBe(401);
    expect((await myProfile(app, second)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/myProfile', () => {
  it('answers the signed-in user', async () => {
    const user = await createUser(app, { fullName: 'Ona Onaitė', authRole: 'Moderator' });
    const response = await myProfile(app, await sessionCookie(app, user));
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ id: user.id, email: user.email, fullName: 'Ona Onaitė' });
    expect(userOf(response).authRole).toBe('Moderator');
  });

  it("answers 401 'Prisijunkite.' signed out, with an unknown cookie and with an expired session", async () => {
    const expected = { succeeded: false, data: null, messages: ['Prisijunkite.'], errors: [] };
    const signedOut = await myProfile(app);
    expect(signedOut.statusCode).toBe(401);
    expect(bodyOf(signedOut)).toEqual(expected);

    const unknown = await myProfile(app, 'sid=nezinomas');
    expect(unknown.statusCode).toBe(401);
    // A stale cookie is cleared.
    expect(sessionCookieOf(unknown)?.value).toBe('');

    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const expired = await myProfile(app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(bodyOf(expired)).toEqual(expected);
  });

  it("ends a blocked account's live session: 401, the session deleted, the cookie cleared", async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user, true);
    expect((await myProfile(app, cookie)).statusCode).toBe(200);
    await app.db
      .update(users)
      .set({ isBlocked: true, blockedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));
    const response = await myProfile(app, cookie);
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).messages).toEqual(['Prisijunkite.']);
    expect(sessionCookieOf(response)?.value).toBe('');
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("refuses a blocked account's session in every module, not only the profile calls", async () => {
    const user = await createUser(app, { emailConfirmed: false });
    const cookie = await sessionCookie(app, user);
    await app.db.update(users).set({ isBlocked: true, blockedUntil: null }).where(eq(users.id, user.id));
    for (const url of [
      '/api/auth/GetVerifyEmailCode',
      '/api/auth/ChangeProfilePicture',
      '/api/auth/ChangeProfileName',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { profilePictureSourceType: 'local', newFullName: 'Jonas' },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('keeps working for an account whose block has expired', async () => {
    const user = await createUser(app, { isBlocked: true, blockedUntil: new Date(Date.now() - 1000) });
    const response = await myProfile(app, await sessionCookie(app, user));
    expect(response.statusCode).toBe(200);
    expect(userOf(response).isBlocked).toBe(false);
  });
});
