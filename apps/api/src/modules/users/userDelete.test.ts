import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminMessages } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import {
  auditLog,
  emailOptOuts,
  expiryReminders,
  favoritePosts,
  notices,
  postPictures,
  postReports,
  posts,
  savedSearches,
  sessions,
  users,
  walletEntries,
} from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';
import { signIn } from '../auth/auth.fixtures.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

const fileOf = (key: string) => join(app.config.uploadsDir, ...key.split('/'));

/** Stores a picture file through the app's storage, as an upload would. */
async function storedFile(folder: string): Promise<string> {
  const key = `${folder}/${randomUUID()}.webp`;
  await app.pictureStorage.put(key, Buffer.from('RIFF0000WEBPVP8 test'), 'image/webp');
  expect(existsSync(fileOf(key))).toBe(true);
  return key;
}

describe('POST /api/users/DeleteUser', () => {
  it('removes personal data, sessions and picture files; the ads become deleted; ledger rows stay; audited', async () => {
    const email = randomEmail();
    const profileKey = await storedFile('profile-pictures');
    const target = await createUser(app, {
      email,
      fullName: 'Ištrinamas Vartotojas',
      phoneNumber: '+37068800077',
      localPictureKey: profileKey,
      googleId: 'google-123',
    });
    const post = await createPost(app, target, { title: 'Skelbimas su nuotrauka' });
    await app.db.insert(postReports).values({ postId: post.id, reporterId: staff.users.user.id, reasonId: 1 });
    const reportedIds = async () =>
      (
        await call(app, 'GET', '/api/posts/list?listTarget=admin&onlyReported=true&page=1', staff.cookies.admin)
      ).body.data.map((item: { id: number }) => item.id);
    expect(await reportedIds()).toContain(post.id);
    const large = await storedFile('post-pictures');
    const thumbnail = await storedFile('post-pictures');
    await app.db
      .insert(postPictures)
      .values({ postId: post.id, ownerId: target.id, largeKey: large, thumbnailKey: thumbnail, width: 10, height: 10 });
    const someoneElsesAd = await createPost(app, await createUser(app));
    await app.db.insert(favoritePosts).values({ userId: target.id, postId: someoneElsesAd.id });
    // Saved searches, e-mail settings and expiry reminders.
    await app.db.insert(savedSearches).values({ userId: target.id, name: 'Paieška', query: 'searchKeyword=stalas' });
    const [notice] = await app.db
      .insert(notices)
      .values({
        postId: post.id,
        reason: 'fraud',
        explanation: 'Įtartinas skelbimas.',
        email: 'pranese@example.lt',
        userId: target.id,
      })
      .returning();
    await app.db.insert(emailOptOuts).values({ userId: target.id, kind: 'messages' });
    await app.db.insert(expiryReminders).values({ postId: post.id, userId: target.id, expiresAt: new Date() });
    // A paid top-up of 10 € with its 1 € bonus: one ledger row of 11 € that must outlive the account.
    await topUp(app, target, 2);
    await sessionCookie(app, target);

    const { status, body } = await call(app, 'POST', '/api/users/DeleteUser', staff.cookies.admin, {
      TargetUserId: target.id,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: target.id });

    const [row] = await app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({
      fullName: null,
      email: null,
      phoneNumber: null,
      passwordHash: null,
      googleId: null,
      localPictureKey: null,
      authRole: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(await app.db.select().from(favoritePosts).where(eq(favoritePosts.userId, target.id))).toEqual([]);
    expect(await app.db.select().from(savedSearches).where(eq(savedSearches.userId, target.id))).toEqual([]);
    expect(await app.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, target.id))).toEqual([]);
    expect(await app.db.select().from(expiryReminders).where(eq(expiryReminders.userId, target.id))).toEqual([]);
    // A notice they sent stays for the moderators' record, without who sent it.
    expect(
      (
        await app.db
          .select()
          .from(notices)
          .where(eq(notices.id, notice?.id ?? 0))
      )[0],
    ).toMatchObject({
      email: '',
      userId: null,
      explanation: 'Įtartinas skelbimas.',
    });
    expect((await app.db.select().from(posts).where(eq(posts.id, post.id)))[0]?.status).toBe('deleted');
    expect(await reportedIds()).not.toContain(post.id);
    expect(await app.db.select().from(postPictures).where(eq(postPictures.postId, post.id))).toEqual([]);
    for (const key of [profileKey, large, thumbnail]) expect(existsSync(fileOf(key)), key).toBe(false);
    // Accounting keeps the ledger.
    const ledger = await app.db.select().from(walletEntries).where(eq(walletEntries.userId, target.id));
    expect(ledger.map((entry) => entry.amountCents)).toEqual([1100]);

    // Gone from every door: sign-in, the users list.
    const signInAfter = await signIn(app, email, 'Slaptas-zodis-42');
    expect(signInAfter.statusCode).toBe(400);
    expect(signInAfter.json().messages).toEqual([authMessages.invalidCredentials]);
    const list = await call(
      app,
      'GET',
      `/api/users/getusers?searchKeyword=${encodeURIComponent(email)}`,
      staff.cookies.admin,
    );
    expect(list.body.data).toEqual([]);

    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit).toMatchObject({ action: 'user.delete', targetType: 'user', actorId: staff.users.admin.id });
    // The log keeps no personal data of a deleted user.
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain('Ištrinamas');

    const again = await call(app, 'POST', '/api/users/DeleteUser', staff.cookies.admin, { TargetUserId: target.id });
    expect(again.status).toBe(404);
  }, 60_000);

  it('an administrator cannot delete themselves', async () => {
    const { status, body } = await call(app, 'POST', '/api/users/DeleteUser', staff.cookies.admin, {
      TargetUserId: staff.users.admin.id,
    });
    expect(status).toBe(400);
    expect(body.messages).toEqual([adminMessages.cannotDeleteSelf]);
    const [row] = await app.db.select().from(users).where(eq(users.id, staff.users.admin.id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.email).toBe(staff.users.admin.email);
  }, 60_000);

  it('the audit log is append-only in the database itself', async () => {
    // A row of its own, so the refusal below is the trigger's and not an empty table's.
    const post = await createPost(app, await createUser(app));
    const blocked = await call(app, 'POST', '/api/posts/BlockPost', staff.cookies.admin, {
      postId: post.id,
      reason: 'Netinkamas turinys',
    });
    expect(blocked.status).toBe(200);
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(post.id))),
    ).toHaveLength(1);
    await expect(app.db.delete(auditLog)).rejects.toThrow();
    await expect(app.db.update(auditLog).set({ action: 'user.update' })).rejects.toThrow();
  }, 60_000);
});
