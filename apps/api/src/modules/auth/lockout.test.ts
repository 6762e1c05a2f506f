import type { ReceivedMail } from '@skelbimai/test-fakes';
import { extractCode } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, randomEmail } from '../../../test/factories.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { DEVICE_COOKIE } from '../../http/deviceCookie.ts';
import { authMessages } from '../../http/messages.ts';
import { hitRateLimit } from '../rate-limits/rateLimits.service.ts';
import { authLimits } from './auth.service.ts';
import { type Answer, type CodesHarness, freshIp, startCodesHarness, wrongDigits } from './codes.fixtures.ts';
import { codeRateLimits } from './codes.service.ts';

/**
 * DECISIONS #100: a stranger must not be able to lock an account's owner out, and must not be able to
 * guess their way in either. Two kinds of client: the owner's browser, which has signed in before and keeps the
 * device cookie it got, and strangers' browsers at other addresses.
 */

let h: CodesHarness;
beforeAll(async () => {
  h = await startCodesHarness();
});
afterAll(async () => {
  await h?.close();
});

const WRONG = 'Neteisingas-7';

/** A browser: its own address, and the cookies the portal set on it, sent back as a browser does. */
class Browser {
  readonly ip = freshIp();
  readonly cookies = new Map<string, string>();

  async post<T = unknown>(url: string, body: object): Promise<Answer<T>> {
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/auth/${url}`,
      payload: body,
      remoteAddress: this.ip,
      headers: this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {},
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return {
      status: response.statusCode,
      body: JSON.parse(response.body) as Answer<T>['body'],
      cookie: undefined,
      cookieMaxAge: undefined,
    };
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  signIn(email: string, password: string) {
    return this.post('login', { emailOrPhone: email, password, rememberMe: false });
  }

  requestCode(email: string) {
    return this.post<string>('resetpassword', { emailOrPhone: email });
  }

  enterCode(email: string, prefix: string, code: string) {
    return this.post('recoverylogin', { emailOrPhone: email, prefix, code, rememberMe: false });
  }
}

/** A browser with a device cookie given as is (forged, tampered, or another browser's). */
function browserWithDevice(value: string): Browser {
  const browser = new Browser();
  browser.cookies.set(DEVICE_COOKIE, value);
  return browser;
}

/** The owner's account and the browser they signed in on once (it keeps its device cookie, not the session). */
async function ownerWithDevice(): Promise<{ user: UserRow; email: string; device: Browser }> {
  const user = await createUser(h.app, { email: randomEmail() });
  const device = new Browser();
  expect((await device.signIn(user.email as string, DEFAULT_PASSWORD)).status).toBe(200);
  expect(device.cookies.get(DEVICE_COOKIE)).toContain(user.id);
  expect((await device.post('logout', {})).status).toBe(200);
  return { user, email: user.email as string, device };
}

/** A stranger's failures until the limit every untrusted client shares answers 429. */
async function lockUntrustedSignIns(email: string, strangers: Browser[]) {
  for (let attempt = 0; attempt < authLimits.signInPerIdentifier.limit; attempt += 1) {
    const stranger = strangers[attempt % strangers.length] as Browser;
    expect((await stranger.signIn(email, WRONG)).status, `failure ${attempt + 1}`).toBe(400);
  }
  expect((await (strangers[0] as Browser).signIn(email, WRONG)).status).toBe(429);
}

/** The code the owner was mailed for the prefix a request answered (a mail that arrived after `before`). */
async function mailedCode(email: string, prefix: string, before: Set<ReceivedMail>) {
  const mail = await h.sink.inbox.next(
    (item) => item.to.includes(email) && !before.has(item) && extractCode(item.text)?.prefix === prefix,
  );
  return extractCode(mail.text)?.code as string;
}

/** The owner asks for a recovery code on a browser and reads it from the mail. */
async function ownerCode(browser: Browser, email: string) {
  // The earlier codes' mails delivered first: one may share the new code's two-letter prefix, and arriving
  // after `before` it would be taken for the new one (a 1-in-~100 failure with six codes).
  await h.app.outbox.sendDue();
  const before = new Set(h.sink.inbox.items);
  const answer = await browser.requestCode(email);
  expect(answer.status).toBe(200);
  const prefix = answer.body.data as string;
  return { prefix, code: await mailedCode(email, prefix, before) };
}

describe('password sign-in under a stranger’s failures', () => {
  it('refuses the stranger, even with the right password, while the owner’s device signs in', async () => {
    const { email, device } = await ownerWithDevice();
    const stranger = new Browser();
    const otherStranger = new Browser();
    await lockUntrustedSignIns(email, [stranger, otherStranger]);

    // Brute force stays impossible: from any address without the owner's device cookie, the right password
    // is refused too (the owner on a new phone as well: the price of a shared limit), with Retry-After.
    for (const client of [stranger, otherStranger, new Browser()]) {
      const right = await client.signIn(email, DEFAULT_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.body.messages[0]).toMatch(/^Per daug nesėkmingų bandymų prisijungti\./);
      expect(client.cookies.has('sid')).toBe(false);
    }

    // The owner's browser, which signed in before, has an allowance of its own.
    const owner = await device.signIn(email, DEFAULT_PASSWORD);
    expect(owner.status).toBe(200);
    expect(device.cookies.has('sid')).toBe(true);
  });

  it('counts a forged, tampered or foreign device cookie as no device cookie', async () => {
    const { user, email, device } = await ownerWithDevice();
    await lockUntrustedSignIns(email, [new Browser()]);
    const genuine = device.cookies.get(DEVICE_COOKIE) as string;
    const [id = '', account = '', signature = ''] = genuine.split('.');
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;

    // The stranger's own account's device cookie is genuine, but trusted for that account only.
    const strangerOwn = new Browser();
    const strangerAccount = await createUser(h.app, { email: randomEmail() });
    expect((await strangerOwn.signIn(strangerAccount.email as string, DEFAULT_PASSWORD)).status).toBe(200);
    // An anonymous device cookie (given with a code request) is genuine and trusted for no account.
    const anonymous = new Browser();
    expect((await anonymous.requestCode(randomEmail())).status).toBe(200);

    const impostors = {
      'forged signature': browserWithDevice(`${id}.${account}.${'A'.repeat(43)}`),
      'tampered signature': browserWithDevice(`${id}.${account}.${flip(signature)}`),
      'tampered id': browserWithDevice(`${flip(id)}.${account}.${signature}`),
      'another account': browserWithDevice(`${id}.${strangerAccount.id}.${signature}`),
      'the stranger’s own account': strangerOwn,
      anonymous,
      malformed: browserWithDevice(`${user.id}`),
    };
    for (const [what, impostor] of Object.entries(impostors)) {
      expect((await impostor.signIn(email, DEFAULT_PASSWORD)).status, what).toBe(429);
    }
    expect((await device.signIn(email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('locks only the owner’s device that fails too often, and lets it past a full address', async () => {
    const { email, device } = await ownerWithDevice();
    const secondDevice = new Browser();
    expect((await secondDevice.signIn(email, DEFAULT_PASSWORD)).status).toBe(200);

    // The owner's device shares its address with a stranger who used up the address's sign-ins (a mobile
    // network's shared address): the device's own allowance is not the address's.
    for (let i = 0; i < authLimits.signInPerIp.limit; i += 1) {
      await hitRateLimit(h.app.db, `login:ip:${device.ip}`, authLimits.signInPerIp);
    }
    expect((await device.signIn(email, DEFAULT_PASSWORD)).status).toBe(200);

    for (let attempt = 0; attempt < authLimits.signInPerDevice.limit; attempt += 1) {
      expect((await device.signIn(email, WRONG)).status).toBe(400);
    }
    expect((await device.signIn(email, DEFAULT_PASSWORD)).status).toBe(429);
    // Its failures are its own: the owner's other device and untrusted clients still have theirs.
    expect((await secondDevice.signIn(email, DEFAULT_PASSWORD)).status).toBe(200);
    expect((await new Browser().signIn(email, DEFAULT_PASSWORD)).status).toBe(200);
  });
});

describe('recovery codes under a stranger’s requests and guesses', () => {
  it('the stranger’s 3 requests do not use up the owner’s own allowance on their device', async () => {
    const { email, device } = await ownerWithDevice();
    const stranger = new Browser();
    for (let i = 0; i < 3; i += 1) expect((await stranger.requestCode(email)).status).toBe(200);
    const fourth = await stranger.requestCode(email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.messages).toEqual([authMessages.codeLimitReached]);
    // Other untrusted clients share that allowance, whatever their address.
    expect((await new Browser().requestCode(email)).status).toBe(429);

    // The device's own allowance is 3 a day as well.
    for (let i = 0; i < 2; i += 1) expect((await device.requestCode(email)).status).toBe(200);
    const { prefix, code } = await ownerCode(device, email);
    expect((await device.requestCode(email)).status).toBe(429);
    expect((await device.enterCode(email, prefix, code)).status).toBe(200);
  });

  it('the stranger’s wrong entries do not void the owner’s code; the owner’s own do', async () => {
    const { email, device } = await ownerWithDevice();
    const { prefix, code } = await ownerCode(device, email);
    // Even knowing the prefix, a stranger's wrong entries count towards the address's ceiling, not the code.
    const stranger = new Browser();
    const left = codeRateLimits.othersWrongPerDestination.limit;
    for (let entry = 1; entry <= 3; entry += 1) {
      const wrong = await stranger.enterCode(email, prefix, wrongDigits(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.messages).toEqual([authMessages.codeWrong(left - entry)]);
    }
    const signedIn = await device.enterCode(email, prefix, code);
    expect(signedIn.status).toBe(200);

    // The asking device's own wrong entries still void its code after 3.
    const second = await ownerCode(device, email);
    for (let entry = 1; entry <= 3; entry += 1) await device.enterCode(email, second.prefix, wrongDigits(second.code));
    const afterVoid = await device.enterCode(email, second.prefix, second.code);
    expect(afterVoid.body.messages).toEqual([authMessages.codeVoid]);
  });

  it('holds the per-address ceiling: past it no other device may try the code, even the right one', async () => {
    const { email, device } = await ownerWithDevice();
    const { prefix, code } = await ownerCode(device, email);
    const strangers = [new Browser(), new Browser(), new Browser()];
    const ceiling = codeRateLimits.othersWrongPerDestination.limit;
    const answers: Answer[] = [];
    for (let entry = 0; entry < ceiling; entry += 1) {
      answers.push(await (strangers[entry % strangers.length] as Browser).enterCode(email, prefix, wrongDigits(code)));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(ceiling).fill(400));
    expect(answers.at(-1)?.body.messages).toEqual([authMessages.codeVoidForOtherDevices]);

    // Brute force ends here: a right guess from any other device is refused unchecked.
    for (const client of [...strangers, new Browser()]) {
      const right = await client.enterCode(email, prefix, code);
      expect(right.status).toBe(400);
      expect(right.body.messages).toEqual([authMessages.codeVoidForOtherDevices]);
      expect(client.cookies.has('sid')).toBe(false);
    }
    // The device that asked for the code still signs in with it.
    expect((await device.enterCode(email, prefix, code)).status).toBe(200);
  });
});
