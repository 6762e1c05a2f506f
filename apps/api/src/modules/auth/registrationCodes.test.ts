import type { RegistrationCode, User } from '@skelbimai/contract';
import { extractCode } from '@skelbimai/test-fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomEmail, randomPhone } from '../../../test/factories.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { authMessages } from '../../http/messages.ts';
import { type Answer, type CodesHarness, freshIp, post, startCodesHarness, wrongDigits } from './codes.fixtures.ts';

/**
 * Registration sends the code that confirms the e-mail or phone; confirming only checks a code; an
 * unconfirmed phone reserves nothing, and its confirmation by the owner releases other claims (DECISIONS #109).
 */

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});

const PASSWORD = 'Kedainiu-turgus-2024';
const OTHER_PASSWORD = 'Dotnuvos-sodai-1987';

/** One browser: its own address, so its device cookie and per-IP limits are its own. */
function browser() {
  const ip = freshIp();
  let cookie: string | undefined;
  return {
    async register(emailOrPhone: string, password = PASSWORD) {
      const answer = (await post<User>(
        h.app,
        'register',
        { emailOrPhone, password, rememberMe: false },
        { ip },
      )) as Answer<User> & { body: { registrationCode?: RegistrationCode } };
      cookie = answer.cookie ?? cookie;
      return answer;
    },
    async login(emailOrPhone: string, password = PASSWORD) {
      const answer = await post<User>(h.app, 'login', { emailOrPhone, password, rememberMe: false }, { ip });
      cookie = answer.cookie ?? cookie;
      return answer;
    },
    call: <T = unknown>(url: string, body?: object) => post<T>(h.app, url, body, { ip, ...(cookie ? { cookie } : {}) }),
    async profile() {
      const response = await h.app.inject({
        method: 'GET',
        url: '/api/auth/myProfile',
        headers: { cookie: cookie ?? '' },
      });
      return { status: response.statusCode, user: response.json<{ data: User | null }>().data };
    },
  };
}

const mails = (address: string) => h.sink.inbox.items.filter((mail) => mail.to.includes(address));
const texts = (phone: string) => h.twilio.inbox.items.filter((sms) => sms.to === phone);
const mailCode = async (address: string) => extractCode((await h.sink.latestTo(address)).text);
const smsCode = async (phone: string) => extractCode((await h.twilio.latestTo(phone)).body);
const codesOf = (destination: string) =>
  h.app.db.select().from(verificationCodes).where(eq(verificationCodes.destination, destination));
const userRow = async (id: string) => (await h.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('registration sends the confirmation code', () => {
  it('mails a code to a registered e-mail; typing it confirms the e-mail and sends nothing more', async () => {
    const email = randomEmail();
    const me = browser();
    const registered = await me.register(email);
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ email, emailConfirmed: false });
    const sent = registered.body.registrationCode;
    expect(sent).toEqual({ channel: 'email', sentTo: email, prefix: expect.stringMatching(/^[A-Z]{2}$/) });
    const code = await mailCode(email);
    expect(code?.prefix).toBe(sent?.prefix);

    const wrong = await me.call('ConfirmEmailVerify', { prefix: code?.prefix, code: wrongDigits(code?.code ?? '') });
    expect(wrong.body.messages).toEqual([authMessages.codeWrong(2)]);
    const confirmed = await me.call<User>('ConfirmEmailVerify', code ?? {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email, emailConfirmed: true });
    // 'Patvirtinti' checked the code twice and issued none: still the one code and the one e-mail.
    expect(await codesOf(email)).toHaveLength(1);
    expect(mails(email)).toHaveLength(1);
  });

  it('texts a code to a registered phone; typing it confirms the phone', async () => {
    const phone = randomPhone();
    const me = browser();
    const registered = await me.register(phone);
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ phoneNumber: phone, phoneNumberConfirmed: false });
    expect(registered.body.registrationCode).toMatchObject({ channel: 'phone', sentTo: phone });
    const code = await smsCode(phone);
    expect(code?.prefix).toBe(registered.body.registrationCode?.prefix);

    const confirmed = await me.call<User>('ConfirmPhoneVerify', code ?? {});
    expect(confirmed.body.data).toMatchObject({ phoneNumber: phone, phoneNumberConfirmed: true });
    expect(texts(phone)).toHaveLength(1);
    expect(await codesOf(phone)).toHaveLength(1);
  });

  it("'Siųsti dar kartą' sends a new code twice more, then answers the 3-per-24-hours message", async () => {
    const email = randomEmail();
    const me = browser();
    await me.register(email);
    const prefixes = [];
    for (let resend = 0; resend < 2; resend += 1) {
      const again = await me.call<string>('GetVerifyEmailCode');
      expect(again.status).toBe(200);
      prefixes.push(again.body.data);
      expect((await mailCode(email))?.prefix).toBe(again.body.data);
    }
    const fourth = await me.call('GetVerifyEmailCode');
    expect(fourth.status).toBe(429);
    expect(fourth.body.messages).toEqual([authMessages.codeLimitReached]);
    expect(mails(email)).toHaveLength(3);

    // The newest code confirms.
    const latest = await mailCode(email);
    expect(latest?.prefix).toBe(prefixes[1]);
    expect((await me.call<User>('ConfirmEmailVerify', latest ?? {})).body.data).toMatchObject({ emailConfirmed: true });
  });
});

describe('an unconfirmed phone reserves nothing', () => {
  it("the owner registers with a number a stranger claimed; the owner's confirmation releases the stranger's claim", async () => {
    const phone = randomPhone();
    const stranger = browser();
    const strangerId = (await stranger.register(phone, OTHER_PASSWORD)).body.data?.id ?? '';
    // The sole claim signs in, as any account's own address.
    expect((await stranger.login(phone, OTHER_PASSWORD)).status).toBe(200);

    const owner = browser();
    const registered = await owner.register(phone);
    expect(registered.status).toBe(200);
    expect(registered.body.registrationCode).toMatchObject({ channel: 'phone', sentTo: phone });
    // Two unconfirmed claims: the number signs in to neither until one is confirmed.
    for (const password of [PASSWORD, OTHER_PASSWORD]) {
      const refused = await browser().login(phone, password);
      expect(refused.status).toBe(400);
      expect(refused.body.messages).toEqual([authMessages.invalidCredentials]);
    }

    const confirmed = await owner.call<User>('ConfirmPhoneVerify', (await smsCode(phone)) ?? {});
    expect(confirmed.body.data).toMatchObject({ phoneNumber: phone, phoneNumberConfirmed: true });
    // The stranger keeps the account and its session, without the number.
    expect(await userRow(strangerId)).toMatchObject({ phoneNumber: null, phoneNumberConfirmed: false });
    expect(await stranger.profile()).toMatchObject({ status: 200, user: { id: strangerId, phoneNumber: null } });
    expect((await browser().login(phone, PASSWORD)).body.data).toMatchObject({ id: registered.body.data?.id });
    expect((await browser().login(phone, OTHER_PASSWORD)).status).toBe(400);
  });

  it('an account with the number on file confirms it over a newer unconfirmed claim, which is released', async () => {
    const phone = randomPhone();
    const owner = browser();
    const ownerId = (await owner.register(phone)).body.data?.id ?? '';
    const ownerCode = await smsCode(phone);
    const stranger = browser();
    const strangerId = (await stranger.register(phone, OTHER_PASSWORD)).body.data?.id ?? '';

    expect((await owner.call<User>('ConfirmPhoneVerify', ownerCode ?? {})).body.data).toMatchObject({
      id: ownerId,
      phoneNumberConfirmed: true,
    });
    expect(await userRow(strangerId)).toMatchObject({ phoneNumber: null });
    // The stranger's own code is useless now: the account has no number left to confirm.
    const late = await stranger.call('ConfirmPhoneVerify', (await smsCode(phone)) ?? {});
    expect(late.status).toBe(400);
    expect(late.body.messages).toEqual([authMessages.phoneMissing]);
    expect(await userRow(ownerId)).toMatchObject({ phoneNumber: phone, phoneNumberConfirmed: true });
  });

  it('a confirmed number cannot be registered, asked for or confirmed by another account', async () => {
    const phone = randomPhone();
    const owner = browser();
    await owner.register(phone);
    const ownerCode = await smsCode(phone);
    // Asked for while the number was still only claimed: allowed, and the code arrives.
    const claimant = browser();
    await claimant.register(randomEmail());
    expect((await claimant.call('GetChangePhoneNumberCode', { newPhone: phone })).status).toBe(200);
    const claimantCode = await smsCode(phone);

    expect((await owner.call<User>('ConfirmPhoneVerify', ownerCode ?? {})).body.data).toMatchObject({
      phoneNumberConfirmed: true,
    });
    const late = await claimant.call('ConfirmPhoneNumberChange', { ...claimantCode, newPhone: phone });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([{ property: 'newPhone', errors: [authMessages.phoneTaken] }]);
    const asked = await claimant.call('GetChangePhoneNumberCode', { newPhone: phone });
    expect(asked.body.errors).toEqual([{ property: 'newPhone', errors: [authMessages.phoneTaken] }]);
    const again = await browser().register(phone);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ property: 'emailOrPhone', errors: [authMessages.identifierTaken] }]);
    expect((await owner.profile()).user).toMatchObject({ phoneNumber: phone, phoneNumberConfirmed: true });
    expect((await claimant.profile()).user).toMatchObject({ phoneNumber: null });
  });
});
