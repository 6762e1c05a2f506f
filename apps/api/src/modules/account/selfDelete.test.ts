import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, DEFAULT_PASSWORD, randomEmail, sessionCookie } from '../../../test/factories.ts';
import { topUp } from '../../../test/wallet.ts';
import { favoritePosts, posts, sessions, users, walletEntries } from '../../db/schema/index.ts';
import { DEVICE_COOKIE } from '../../http/deviceCookie.ts';
import { accountMessages, authMessages } from '../../http/messages.ts';
import { signIn } from '../auth/auth.fixtures.ts';
import { type CodesHarness, startCodesHarness } from '../auth/codes.fixtures.ts';

// A user deletes their own account, confirmed by the password or a code.
let harness: CodesHarness;
beforeAll(async () => {
  harness = await startCodesHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** One browser: its session and device cookies travel with every call. */
async function account(path: string, cookie: string, payload?: object) {
  const response = await harness.app.inject({
    method: 'POST',
    url: `/api/account/${path}`,
    ...(payload ? { payload } : {}),
    headers: { cookie },
  });
  await harness.app.outbox.sendDue();
  const device = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  const sid = response.cookies.find((c) => c.name === 'sid');
  return {
    status: response.statusCode,
    body: response.json(),
    device: device ? `${DEVICE_COOKIE}=${device.value}` : undefined,
    sessionCleared: sid !== undefined && sid.value === '',
  };
}

const mailsTo = (address: string) => harness.sink.inbox.items.filter((mail) => mail.to.includes(address));
const userRow = async (id: string) => (await harness.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/account/delete', () => {
  it('with the password: erases as the administrator would, ends every session, keeps the ledger, e-mails', async () => {
    const { app } = harness;
    const email = randomEmail();
    const user = await createUser(app, { email, fullName: 'Save Trinantis', phoneNumber: '+37068811122' });
    const cookie = await sessionCookie(app, user);
    const otherDevice = await sessionCookie(app, user, true);
    const post = await createPost(app, user, { title: 'Mano dviratis' });
    const other = await createPost(app, await createUser(app));
    await app.db.insert(favoritePosts).values({ userId: user.id, postId: other.id });
    await topUp(app, user, 2);

    const answer = await account('delete', cookie, { password: DEFAULT_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([accountMessages.deleted]);
    expect(answer.sessionCleared).toBe(true);

    const row = await userRow(user.id);
    expect(row).toMatchObject({ email: null, fullName: null, phoneNumber: null, passwordHash: null });
    expect(row?.deletedAt).not.toBeNull();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await app.db.select().from(favoritePosts).where(eq(favoritePosts.userId, user.id))).toEqual([]);
    expect((await app.db.select().from(posts).where(eq(posts.id, post.id)))[0]?.status).toBe('deleted');
    expect((await app.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id))).length).toBeGreaterThan(
      0,
    );
    for (const session of [cookie, otherDevice]) {
      const profile = await app.inject({ method: 'GET', url: '/api/auth/myProfile', headers: { cookie: session } });
      expect(profile.statusCode).toBe(401);
    }
    const again = await signIn(app, email, DEFAULT_PASSWORD);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([authMessages.invalidCredentials]);

    // Besides the top-up's receipt: one confirmation.
    const mails = mailsTo(email).filter((mail) => mail.subject.startsWith('Paskyra'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Paskyra ištrinta – Kėdainių skelbimai']);
    expect(mails[0]?.text).toContain('jūsų paskyra portale Kėdainių skelbimai ištrinta jūsų prašymu');
  });

  it('refuses a missing or wrong password with a message on password, and nothing changes', async () => {
    const { app } = harness;
    const email = randomEmail();
    const user = await createUser(app, { email });
    const cookie = await sessionCookie(app, user);
    const none = await account('delete', cookie, {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ property: 'password', errors: [accountMessages.confirmationNeeded] }]);
    const wrong = await account('delete', cookie, { password: 'Ne-tas-slaptazodis-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ property: 'password', errors: [accountMessages.passwordWrong] }]);
    const half = await account('delete', cookie, { prefix: 'AB' });
    expect(half.body.errors).toEqual([{ property: 'code', errors: [accountMessages.codeIncomplete] }]);
    expect((await userRow(user.id))?.deletedAt).toBeNull();
    expect(mailsTo(email)).toEqual([]);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/auth/myProfile', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('with a code for an account without a password: the code comes by e-mail and works once', async () => {
    const { app } = harness;
    const email = randomEmail();
    const user = await createUser(app, { email, password: null, googleId: `google-${email}` });
    const session = await sessionCookie(app, user);
    const asked = await account('deleteCode', session);
    expect(asked.status).toBe(200);
    expect(asked.body.messages).toEqual([accountMessages.deleteCodeSent]);
    const browser = `${session}; ${asked.device}`;
    const mail = mailsTo(email).at(-1);
    expect(mail?.subject).toContain('paskyros ištrynimo kodas');
    const [, prefix, code] = /([A-Z]{2})-(\d{5})/.exec(mail?.text ?? '') ?? [];
    expect(prefix).toBe(asked.body.data);

    const wrong = await account('delete', browser, {
      prefix,
      code: String((Number(code) + 1) % 100_000).padStart(5, '0'),
    });
    expect(wrong.status).toBe(400);
    expect((await userRow(user.id))?.deletedAt).toBeNull();

    const done = await account('delete', browser, { prefix, code });
    expect(done.status).toBe(200);
    expect((await userRow(user.id))?.deletedAt).not.toBeNull();
    expect(mailsTo(email).at(-1)?.subject).toBe('Paskyra ištrinta – Kėdainių skelbimai');
  });

  it('is for the signed-in only', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: 'x' },
    });
    expect(response.statusCode).toBe(401);
    const code = await harness.app.inject({ method: 'POST', url: '/api/account/deleteCode' });
    expect(code.statusCode).toBe(401);
  });
});
