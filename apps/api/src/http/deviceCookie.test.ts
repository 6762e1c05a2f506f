import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { settingKeys, settings } from '../db/schema/index.ts';
import { DEVICE_COOKIE, loadDeviceCookieKey, parseDeviceCookie } from './deviceCookie.ts';

/** The device cookie's signing key and format (DECISIONS #100); the lockout scenarios are in auth/lockout.test.ts. */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // The key is loaded when the app is ready (main.ts migrates after building the app); inject() would do this.
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('device cookie', () => {
  it('is signed with a key generated once per database and kept there, so every process shares it', async () => {
    const [stored] = await app.db.select().from(settings).where(eq(settings.key, settingKeys.deviceCookieKey));
    expect(Buffer.from(stored?.value as string, 'base64url')).toHaveLength(32);
    expect(app.deviceCookieKey.equals(Buffer.from(stored?.value as string, 'base64url'))).toBe(true);
    // A second process on the same database loads the same key rather than making its own.
    expect((await loadDeviceCookieKey(app.db, undefined)).equals(app.deviceCookieKey)).toBe(true);
    // DEVICE_COOKIE_SECRET wins when configured.
    const configured = 'k'.repeat(40);
    expect((await loadDeviceCookieKey(app.db, configured)).toString()).toBe(configured);
  });

  it('is set HttpOnly for a year at sign-in, naming the account, and is checked with the key', async () => {
    const user = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: user.email, password: DEFAULT_PASSWORD, rememberMe: false },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    const device = parseDeviceCookie(app.deviceCookieKey, cookie?.value);
    expect(device).toEqual({ id: expect.stringMatching(/^[\w-]{22}$/), accountId: user.id });
    // Another database's key (another data folder) does not accept it.
    expect(parseDeviceCookie(Buffer.alloc(32, 1), cookie?.value)).toBeNull();
    for (const broken of [undefined, '', 'a.b.c', `${cookie?.value}.x`]) {
      expect(parseDeviceCookie(app.deviceCookieKey, broken)).toBeNull();
    }
  });
});
