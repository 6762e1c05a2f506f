import type { PublicProfile } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import {
  bodyOf,
  createUser,
  DEFAULT_PASSWORD,
  randomEmail,
  randomPhone,
  sessionCookie,
} from '../../../test/factories.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';
import { call, cookieHeaderOf, myProfile, post, signIn, userOf } from './auth.fixtures.ts';
import { authLimits } from './auth.service.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CHECK_FIELDS = 'Patikrinkite pažymėtus laukelius.';
const NEW_PASSWORD = 'Naujas-Nevezio-tiltas-7';
const UNAUTHORIZED = { succeeded: false, data: null, messages: ['Prisijunkite.'], errors: [] };

describe('signed-in-only calls', () => {
  const calls: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: Record<string, unknown>][] = [
    ['GET', '/api/auth/myProfile'],
    ['PATCH', '/api/auth/updateProfile', { fullName: 'Jonas' }],
    ['POST', '/api/auth/ChangeProfileName', { newFullName: 'Jonas' }],
    ['POST', '/api/auth/ChangePassword', { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }],
    ['POST', '/api/auth/setPassword', { newPassword: NEW_PASSWORD }],
  ];

  it("answer 401 'Prisijunkite.' when signed out, whatever the body", async () => {
    for (const [method, url, body] of calls) {
      for (const payload of [body, {}, { newPassword: 1 }]) {
        const response = await call(app, method, url, method === 'GET' ? undefined : payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(bodyOf(response), `${method} ${url}`).toEqual(UNAUTHORIZED);
      }
    }
  });

  it('answer 401 to a blocked account with a live session', async () => {
    for (const [method, url, body] of calls) {
      const user = await createUser(app, { isBlocked: true, blockedUntil: null });
      const response = await call(app, method, url, body, { cookie: await sessionCookie(app, user) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/auth/profile/{id}', () => {
  it('shows anyone the public profile: id, name, picture, member since; never the e-mail or phone', async () => {
    const phone = randomPhone();
    const user = await createUser(app, {
      email: randomEmail(),
      fullName: 'Petras Petraitis',
      firstName: 'Petras',
      phoneNumber: phone,
      pictureSource: 'google',
      googlePictureUrl: 'https://lh3.googleusercontent.com/a/petras',
    });
    const response = await call(app, 'GET', `/api/auth/profile/${user.id}`);
    expect(response.statusCode).toBe(200);
    const profile = bodyOf<{ data: PublicProfile }>(response).data;
    expect(profile).toEqual({
      id: user.id,
      // 'Vardas P.' (PRODUCT.md §26): the first name, and the last name's initial when there is one.
      fullName: 'Petras',
      pictureUrl: 'https://lh3.googleusercontent.com/a/petras',
      memberSince: user.createdAt.toISOString(),
    });
    expect(response.body).not.toContain(user.email as string);
    expect(response.body).not.toContain(phone);
    expect(response.body).not.toContain('Petraitis');
    expect(response.body).not.toContain('argon2');
  });

  it('does not leak the e-mail or phone to a signed-in visitor either', async () => {
    const user = await createUser(app, { email: randomEmail(), phoneNumber: randomPhone(), authRole: 'Administrator' });
    const visitor = await createUser(app);
    const response = await call(app, 'GET', `/api/auth/profile/${user.id}`, undefined, {
      cookie: await sessionCookie(app, visitor),
    });
    expect(Object.keys(bodyOf<{ data: object }>(response).data).sort()).toEqual([
      'fullName',
      'id',
      'memberSince',
      'pictureUrl',
    ]);
    expect(response.body).not.toContain(user.email as string);
    expect(response.body).not.toContain(user.phoneNumber as string);
    expect(response.body).not.toContain('Administrator');
  });

  it('answers 404 for an unknown id and for one that is not an id at all', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1']) {
      const response = await call(app, 'GET', `/api/auth/profile/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(bodyOf(response), id).toEqual({
        succeeded: false,
        data: null,
        messages: [authMessages.profileNotFound],
        errors: [],
      });
    }
  });
});

describe('PATCH /api/auth/updateProfile', () => {
  it('changes the given name parts and answers with the user', async () => {
    const user = await createUser(app, { fullName: 'Senas', lastName: 'Senaitis' });
    const cookie = await sessionCookie(app, user);
    const response = await call(
      app,
      'PATCH',
      '/api/auth/updateProfile',
      { fullName: '  Naujas Vardas ', firstName: 'Naujas', lastName: '' },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({
      id: user.id,
      fullName: 'Naujas Vardas',
      firstName: 'Naujas',
      lastName: null,
    });
    expect(bodyOf(response).messages).toEqual([authMessages.profileSaved]);
    // An empty patch changes nothing.
    const nothing = await call(app, 'PATCH', '/api/auth/updateProfile', {}, { cookie });
    expect(userOf(nothing).fullName).toBe('Naujas Vardas');
  });

  it('reports an invalid name on its property', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const response = await call(app, 'PATCH', '/api/auth/updateProfile', { fullName: 'J' }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).errors).toEqual([
      { property: 'fullName', errors: ['Turi būti sudarytas bent iš 2 simbolių.'] },
    ]);
  });
});

describe('POST /api/auth/ChangeProfileName', () => {
  it('changes the display name', async () => {
    const user = await createUser(app);
    const response = await post(
      app,
      '/api/auth/ChangeProfileName',
      { newFullName: ' Žemaitė ' },
      { cookie: await sessionCookie(app, user) },
    );
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ id: user.id, fullName: 'Žemaitė' });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.fullName).toBe('Žemaitė');
  });

  it('reports errors on newFullName', async () => {
    const cookie = await sessionCookie(app, await createUser(app));
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Laukelis yra privalomas.'],
      [{ newFullName: ' ' }, 'Turi būti sudarytas bent iš 2 simbolių.'],
      [{ newFullName: 'x'.repeat(61) }, 'Turi būti sudarytas nedaugiau kaip iš 60 simbolių.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(app, '/api/auth/ChangeProfileName', body, { cookie });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toEqual({
        succeeded: false,
        data: null,
        messages: [CHECK_FIELDS],
        errors: [{ property: 'newFullName', errors: [message] }],
      });
    }
  });
});

describe('POST /api/auth/ChangePassword', () => {
  it('requires the current password of an account that has one', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const missing = await post(app, '/api/auth/ChangePassword', { newPassword: NEW_PASSWORD }, { cookie });
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing)).toEqual({
      succeeded: false,
      data: null,
      messages: [CHECK_FIELDS],
      errors: [{ property: 'currentPassword', errors: ['Laukelis yra privalomas.'] }],
    });
    const wrong = await post(
      app,
      '/api/auth/ChangePassword',
      { currentPassword: 'Neteisingas-1', newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong)).toEqual({
      succeeded: false,
      data: null,
      messages: [authMessages.currentPasswordWrong],
      errors: [{ property: 'currentPassword', errors: [authMessages.currentPasswordWrong] }],
    });
    // Nothing changed.
    expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('changes it, keeps this browser signed in and signs every other session out', async () => {
    const user = await createUser(app);
    const login = await signIn(app, user.email as string, DEFAULT_PASSWORD);
    const cookie = cookieHeaderOf(login);
    const otherBrowser = await sessionCookie(app, user, true);
    const otherUser = await createUser(app);
    const otherUsersSession = await sessionCookie(app, otherUser);

    const response = await post(
      app,
      '/api/auth/ChangePassword',
      { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ id: user.id, hasPassword: true });
    expect(bodyOf(response).messages).toEqual([authMessages.passwordChanged]);

    expect((await myProfile(app, cookie)).statusCode).toBe(200);
    expect((await myProfile(app, otherBrowser)).statusCode).toBe(401);
    expect((await myProfile(app, otherUsersSession)).statusCode).toBe(200);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(app, user.email as string, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets an account without a password set one with currentPassword empty', async () => {
    const user = await createUser(app, { password: null, facebookId: `fb-${Date.now()}` });
    const cookie = await sessionCookie(app, user);
    expect(userOf(await myProfile(app, cookie)).hasPassword).toBe(false);
    const response = await post(
      app,
      '/api/auth/ChangePassword',
      { currentPassword: '', newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(userOf(response).hasPassword).toBe(true);
    expect((await signIn(app, user.email as string, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password: length, common passwords, the own address', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const cases: [string, string][] = [
      ['trumpas', 'Turi būti sudarytas bent iš 8 simbolių.'],
      ['Password123', authMessages.commonPassword],
      [user.email as string, authMessages.passwordIsIdentifier],
    ];
    for (const [newPassword, message] of cases) {
      const response = await post(
        app,
        '/api/auth/ChangePassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword },
        { cookie },
      );
      expect(response.statusCode, newPassword).toBe(400);
      expect(bodyOf(response).errors, newPassword).toEqual([{ property: 'newPassword', errors: [message] }]);
    }
    expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('limits wrong current passwords per account: the 6th answers 429', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const attempt = (currentPassword: string) =>
      post(app, '/api/auth/ChangePassword', { currentPassword, newPassword: NEW_PASSWORD }, { cookie });
    for (let i = 1; i <= authLimits.currentPasswordPerUser.limit; i += 1) {
      expect((await attempt(`Neteisingas-${i}`)).statusCode).toBe(400);
    }
    const over = await attempt(DEFAULT_PASSWORD);
    expect(over.statusCode).toBe(429);
    expect(bodyOf(over).messages[0]).toMatch(/^Per daug neteisingų slaptažodžio bandymų\. Pabandykite po \d+ min\.$/);
  });
});

describe('POST /api/auth/setPassword', () => {
  it('creates the first password of an account without one', async () => {
    const phone = randomPhone();
    const user = await createUser(app, { email: null, phoneNumber: phone, password: null, googleId: `g-${phone}` });
    const cookie = await sessionCookie(app, user);
    const response = await post(app, '/api/auth/setPassword', { newPassword: NEW_PASSWORD }, { cookie });
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ id: user.id, hasPassword: true });
    expect(bodyOf(response).messages).toEqual([authMessages.passwordCreated]);
    expect((await signIn(app, `8${phone.slice(4)}`, NEW_PASSWORD)).statusCode).toBe(200);
    // This browser stays signed in.
    expect((await myProfile(app, cookie)).statusCode).toBe(200);
  });

  it('refuses an account that already has a password, pointing to ChangePassword', async () => {
    const user = await createUser(app);
    const response = await post(
      app,
      '/api/auth/setPassword',
      { newPassword: NEW_PASSWORD },
      { cookie: await sessionCookie(app, user) },
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      succeeded: false,
      data: null,
      messages: [authMessages.passwordAlreadySet],
      errors: [],
    });
    expect((await signIn(app, user.email as string, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('reports a short or common new password on newPassword', async () => {
    const user = await createUser(app, { password: null, googleId: `g-short-${Date.now()}` });
    const cookie = await sessionCookie(app, user);
    const short = await post(app, '/api/auth/setPassword', { newPassword: 'abc' }, { cookie });
    expect(bodyOf(short).errors).toEqual([
      { property: 'newPassword', errors: ['Turi būti sudarytas bent iš 8 simbolių.'] },
    ]);
    const common = await post(app, '/api/auth/setPassword', { newPassword: 'iloveyou1' }, { cookie });
    expect(bodyOf(common).errors).toEqual([{ property: 'newPassword', errors: [authMessages.commonPassword] }]);
    expect(userOf(await myProfile(app, cookie)).hasPassword).toBe(false);
  });
});
