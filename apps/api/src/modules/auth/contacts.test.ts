import type { User } from '@skelbimai/contract';
import { extractCode } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, randomEmail, randomPhone, sessionCookie } from '../../../test/factories.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';
import { type CodesHarness, freshIp, post, startCodesHarness, wrongDigits } from './codes.fixtures.ts';

let h: CodesHarness;
let ip: string;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  ip = freshIp();
});

const call = <T = unknown>(url: string, cookie: string | undefined, body?: object) =>
  post<T>(h.app, url, body, { cookie, ip });

async function signedIn(columns: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.app, columns);
  return { user, cookie: await sessionCookie(h.app, user) };
}

const mailCode = async (address: string) => extractCode((await h.sink.latestTo(address)).text);
const smsCode = async (phone: string) => extractCode((await h.twilio.latestTo(phone)).body);
const fieldError = (property: string, message: string) => [{ property, errors: [message] }];

describe('code routes of the signed-in user', () => {
  it('answer 401 when signed out', async () => {
    const calls: [string, object | undefined][] = [
      ['GetVerifyEmailCode', undefined],
      ['ConfirmEmailVerify', { prefix: 'AB', code: '12345' }],
      ['GetChangeEmailCode', { newEmail: randomEmail() }],
      ['ConfirmEmailChange', { prefix: 'AB', code: '12345', newEmail: randomEmail() }],
      ['GetVerifyPhoneCode', undefined],
      ['ConfirmPhoneVerify', { prefix: 'AB', code: '12345' }],
      ['GetChangePhoneNumberCode', { newPhone: randomPhone() }],
      ['ConfirmPhoneNumberChange', { prefix: 'AB', code: '12345', newPhone: randomPhone() }],
    ];
    for (const [url, body] of calls) {
      const answer = await call(url, undefined, body);
      expect(answer.status, url).toBe(401);
      expect(answer.body).toEqual({ succeeded: false, data: null, messages: ['Prisijunkite.'], errors: [] });
    }
  });
});

describe('e-mail verification and change', () => {
  it('verifies the own e-mail with a mailed code', async () => {
    const { user, cookie } = await signedIn({ email: randomEmail() });
    const answer = await call<string>('GetVerifyEmailCode', cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: expect.stringMatching(/^[A-Z]{2}$/) });
    expect(answer.body.messages).toEqual([authMessages.verificationCodeSent]);
    const code = await mailCode(user.email as string);
    expect(code?.prefix).toBe(answer.body.data);

    const wrong = await call('ConfirmEmailVerify', cookie, {
      prefix: code?.prefix,
      code: wrongDigits(code?.code ?? ''),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages).toEqual([authMessages.codeWrong(2)]);

    const confirmed = await call<User>('ConfirmEmailVerify', cookie, { prefix: code?.prefix, code: code?.code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: user.id, email: user.email, emailConfirmed: true });
    expect(confirmed.body.messages).toEqual([authMessages.emailConfirmed]);

    const again = await call('GetVerifyEmailCode', cookie);
    expect(again.status).toBe(400);
    expect(again.body.messages).toEqual([authMessages.emailAlreadyConfirmed]);
  });

  it('refuses to verify an e-mail the account does not have', async () => {
    const { cookie } = await signedIn({ email: null, phoneNumber: randomPhone() });
    const answer = await call('GetVerifyEmailCode', cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual([authMessages.emailMissing]);
  });

  it('does not accept another user’s code', async () => {
    const a = await signedIn({ email: randomEmail() });
    const b = await signedIn({ email: randomEmail() });
    expect((await call('GetVerifyEmailCode', a.cookie)).status).toBe(200);
    const code = await mailCode(a.user.email as string);
    const answer = await call('ConfirmEmailVerify', b.cookie, { prefix: code?.prefix, code: code?.code });
    expect(answer.status).toBe(400);
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    const { user, cookie } = await signedIn({ email: randomEmail(), emailConfirmed: true });
    const newEmail = randomEmail();
    const answer = await call<string>('GetChangeEmailCode', cookie, { newEmail: ` ${newEmail.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    const code = await mailCode(newEmail);
    expect(code?.prefix).toBe(answer.body.data);
    expect(h.sink.inbox.items.some((mail) => mail.to.includes(user.email as string))).toBe(false);

    const changed = await call<User>('ConfirmEmailChange', cookie, { ...code, newEmail });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: user.id, email: newEmail, emailConfirmed: true });
    expect(changed.body.messages).toEqual([authMessages.emailChanged]);
  });

  it('refuses an e-mail another account uses, on newEmail, when asked and when confirmed', async () => {
    const { user, cookie } = await signedIn({ email: randomEmail() });
    const other = await createUser(h.app, { email: randomEmail() });
    const taken = await call('GetChangeEmailCode', cookie, { newEmail: other.email });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual(fieldError('newEmail', authMessages.emailTaken));
    expect(h.sink.inbox.items.some((mail) => mail.to.includes(other.email as string))).toBe(false);

    const newEmail = randomEmail();
    expect((await call('GetChangeEmailCode', cookie, { newEmail })).status).toBe(200);
    const code = await mailCode(newEmail);
    await createUser(h.app, { email: newEmail });
    const late = await call('ConfirmEmailChange', cookie, { ...code, newEmail });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual(fieldError('newEmail', authMessages.emailTaken));
    const [stored] = await h.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe(user.email);
    // The refused confirmation did not spend the code.
    const [row] = await h.app.db.select().from(verificationCodes).where(eq(verificationCodes.destination, newEmail));
    expect(row?.consumedAt).toBeNull();
  });

  it('refuses the own confirmed e-mail as a new one', async () => {
    const { user, cookie } = await signedIn({ email: randomEmail(), emailConfirmed: true });
    const answer = await call('GetChangeEmailCode', cookie, { newEmail: user.email });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(fieldError('newEmail', authMessages.emailAlreadyYours));
  });

  it('allows 3 verification codes per address per 24 hours and honours expiry', async () => {
    const { user, cookie } = await signedIn({ email: randomEmail() });
    for (let i = 0; i < 3; i++) expect((await call('GetVerifyEmailCode', cookie)).status).toBe(200);
    const fourth = await call('GetVerifyEmailCode', cookie);
    expect(fourth.status).toBe(429);
    expect(fourth.body.messages).toEqual([authMessages.codeLimitReached]);

    const code = await mailCode(user.email as string);
    await h.app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.destination, user.email as string));
    const expired = await call('ConfirmEmailVerify', cookie, code ?? {});
    expect(expired.status).toBe(400);
    expect(expired.body.messages).toEqual([authMessages.codeExpired]);

    // Recovery codes have their own allowance.
    const recovery = await post(h.app, 'resetpassword', { emailOrPhone: user.email }, { ip });
    expect(recovery.status).toBe(200);
  });
});

describe('phone verification and change', () => {
  it('verifies the own phone with a code sent by SMS', async () => {
    const phone = randomPhone();
    const { user, cookie } = await signedIn({ email: null, phoneNumber: phone });
    const answer = await call<string>('GetVerifyPhoneCode', cookie);
    expect(answer.status).toBe(200);
    const code = await smsCode(phone);
    expect(code?.prefix).toBe(answer.body.data);
    const confirmed = await call<User>('ConfirmPhoneVerify', cookie, code ?? {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: user.id, phoneNumber: phone, phoneNumberConfirmed: true });
    expect(confirmed.body.messages).toEqual([authMessages.phoneConfirmed]);
  });

  it('refuses to verify a phone the account does not have', async () => {
    const { cookie } = await signedIn({ email: randomEmail() });
    const answer = await call('GetVerifyPhoneCode', cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toEqual([authMessages.phoneMissing]);
  });

  it('changes the phone, typed in the national form, to its E.164 form', async () => {
    const { user, cookie } = await signedIn({ email: randomEmail() });
    const phone = randomPhone();
    const national = `8-${phone.slice(4, 7)}-${phone.slice(7)}`;
    const answer = await call<string>('GetChangePhoneNumberCode', cookie, { newPhone: national });
    expect(answer.status).toBe(200);
    const code = await smsCode(phone);
    expect(code?.prefix).toBe(answer.body.data);
    const changed = await call<User>('ConfirmPhoneNumberChange', cookie, { ...code, newPhone: phone });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: user.id, phoneNumber: phone, phoneNumberConfirmed: true });
    expect(changed.body.messages).toEqual([authMessages.phoneChanged]);
  });

  it('refuses a phone another account has confirmed, on newPhone, when asked and when confirmed', async () => {
    const { cookie } = await signedIn({ email: randomEmail() });
    const other = await createUser(h.app, { email: null, phoneNumber: randomPhone(), phoneNumberConfirmed: true });
    const taken = await call('GetChangePhoneNumberCode', cookie, { newPhone: other.phoneNumber });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual(fieldError('newPhone', authMessages.phoneTaken));

    const phone = randomPhone();
    expect((await call('GetChangePhoneNumberCode', cookie, { newPhone: phone })).status).toBe(200);
    const code = await smsCode(phone);
    await createUser(h.app, { email: null, phoneNumber: phone, phoneNumberConfirmed: true });
    const late = await call('ConfirmPhoneNumberChange', cookie, { ...code, newPhone: phone });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual(fieldError('newPhone', authMessages.phoneTaken));
  });

  it('voids a phone code after 3 wrong entries', async () => {
    const phone = randomPhone();
    const { cookie } = await signedIn({ email: null, phoneNumber: phone });
    expect((await call('GetVerifyPhoneCode', cookie)).status).toBe(200);
    const code = (await smsCode(phone)) as { prefix: string; code: string };
    for (const left of [2, 1]) {
      const answer = await call('ConfirmPhoneVerify', cookie, { prefix: code.prefix, code: wrongDigits(code.code) });
      expect(answer.body.messages).toEqual([authMessages.codeWrong(left)]);
    }
    const third = await call('ConfirmPhoneVerify', cookie, { prefix: code.prefix, code: wrongDigits(code.code) });
    expect(third.body.messages).toEqual([authMessages.codeVoid]);
    const right = await call('ConfirmPhoneVerify', cookie, code);
    expect(right.status).toBe(400);
    expect(right.body.messages).toEqual([authMessages.codeVoid]);
  });
});
