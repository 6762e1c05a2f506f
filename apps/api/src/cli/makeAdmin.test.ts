import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createUser, randomEmail, randomPhone, sessionCookie } from '../../test/factories.ts';
import { users } from '../db/schema/index.ts';
import { MakeAdminError, makeAdmin } from './makeAdmin.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('makeAdmin (npm run make-admin -w apps/api -- <email-or-phone>)', () => {
  it('gives an existing account the Administrator role, found by its e-mail in any letter case', async () => {
    const user = await createUser(app);
    const result = await makeAdmin(app.db, (user.email as string).toUpperCase());
    expect(result).toMatchObject({ alreadyAdmin: false, user: { id: user.id, authRole: 'Administrator' } });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.authRole).toBe('Administrator');
    // The web sees the role on the next profile fetch.
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/myProfile',
      headers: { cookie: await sessionCookie(app, user) },
    });
    expect(bodyOf<{ data: { authRole: string } }>(profile).data.authRole).toBe('Administrator');
  });

  it("finds a phone account by its national form ('8 6xx xxxxx')", async () => {
    const phone = randomPhone();
    const user = await createUser(app, { email: null, phoneNumber: phone });
    const national = `8 ${phone.slice(4, 7)} ${phone.slice(7)}`;
    expect((await makeAdmin(app.db, national)).user.id).toBe(user.id);
  });

  it('says so when the account already is an administrator, and changes nothing else', async () => {
    const user = await createUser(app, { authRole: 'Administrator', fullName: 'Admin' });
    const result = await makeAdmin(app.db, user.email as string);
    expect(result.alreadyAdmin).toBe(true);
    expect(result.user.fullName).toBe('Admin');
  });

  it('refuses an unknown account and a malformed or missing argument', async () => {
    await expect(makeAdmin(app.db, randomEmail())).rejects.toThrow(MakeAdminError);
    await expect(makeAdmin(app.db, randomEmail())).rejects.toThrow(/Register it on the site first/);
    await expect(makeAdmin(app.db, 'not-an-address')).rejects.toThrow(/e-mail or phone/);
    await expect(makeAdmin(app.db, undefined)).rejects.toThrow(MakeAdminError);
  });
});
