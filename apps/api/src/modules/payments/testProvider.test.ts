import { walletMessages } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { brokenWallets, reportTestOutcome, startTopUp, topUp, walletOf } from '../../../test/wallet.ts';
import { testPaymentToken } from '../../adapters/payments/test.ts';
import { PUBLISHED_PAYMENT_TEST_SECRET } from '../../paymentsConfig.ts';
import { testPaymentSecret } from './testSecret.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function getPayment(user: Awaited<ReturnType<typeof createUser>>, id: number) {
  return app.inject({
    method: 'GET',
    url: `/api/payments/GetPayment/?Id=${id}`,
    headers: { cookie: await sessionCookie(app, user) },
  });
}

describe('createPayment with the test provider', () => {
  it('starts an unpaid payment and links to the hosted page with a signed token', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 2);
    expect(payment.identifier).toBe(`P-${String(payment.id).padStart(6, '0')}`);
    expect(payment.paymentLink).toMatch(/^\/testing\/payment\?paymentId=\d+&token=[\w-]+$/);
    const response = await getPayment(user, payment.id);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toMatchObject({
      id: payment.id,
      status: 0,
      amount: 10,
      bonus: 1,
      credits: 11,
      paidAt: null,
    });
    expect(await walletOf(app, user.id)).toEqual({ balance: 0, ledger: 0, entries: 0 });
  });

  it('refuses guests and unknown options', async () => {
    const guest = await app.inject({
      method: 'POST',
      url: '/api/payments/createPayment',
      payload: { TopUpOptionId: 1 },
    });
    expect(guest.statusCode).toBe(401);
    const user = await createUser(app);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/payments/createPayment',
      headers: { cookie: await sessionCookie(app, user) },
      payload: { TopUpOptionId: 99 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(bodyOf(unknown).errors).toEqual([
      { property: 'TopUpOptionId', errors: [walletMessages.topUpOptionNotFound] },
    ]);
  });

  it('shows a payment only to its payer (another user gets 404) and administrators', async () => {
    const payer = await createUser(app);
    const other = await createUser(app);
    const admin = await createUser(app, { authRole: 'Administrator' });
    const { id } = await startTopUp(app, payer, 1);
    const foreign = await getPayment(other, id);
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(foreign).messages).toEqual([walletMessages.paymentNotFound]);
    expect((await getPayment(admin, id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/payments/GetPayment/?Id=${id}` })).statusCode).toBe(401);
  });
});

describe("the test provider's secret without PAYMENT_TEST_SECRET", () => {
  it('is random per database (each data folder its own) and signs the links', async () => {
    const other = await buildTestApp();
    try {
      const secret = await testPaymentSecret(app.db, undefined);
      const otherSecret = await testPaymentSecret(other.db, undefined);
      expect(secret).toMatch(/^[\w-]{43}$/);
      expect(otherSecret).toMatch(/^[\w-]{43}$/);
      expect(otherSecret).not.toBe(secret);
      expect(secret).not.toBe(PUBLISHED_PAYMENT_TEST_SECRET);
      // Asked again (another process on the same database), the stored one, not a new one.
      expect(await testPaymentSecret(app.db, undefined)).toBe(secret);
      const payment = await startTopUp(app, await createUser(app), 2);
      expect(payment.token).toBe(testPaymentToken(secret, payment.id));
      // The other data folder's instance does not accept this one's link.
      const elsewhere = await other.inject({
        method: 'GET',
        url: `/api/testing/payment?paymentId=${payment.id}&token=${payment.token}`,
      });
      expect(elsewhere.statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('refuses a link signed with the old fixed development string', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 2);
    const forged = testPaymentToken(PUBLISHED_PAYMENT_TEST_SECRET, payment.id);
    const page = await app.inject({
      method: 'GET',
      url: `/api/testing/payment?paymentId=${payment.id}&token=${forged}`,
    });
    expect(page.statusCode).toBe(400);
    const response = await reportTestOutcome(app, payment.id, forged, 1);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).messages).toEqual([walletMessages.testPaymentLinkInvalid]);
    expect(await walletOf(app, user.id)).toEqual({ balance: 0, ledger: 0, entries: 0 });
  });
});

describe('the test provider hosted page', () => {
  it('shows the payment for a valid token and refuses a forged one', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 3);
    const page = await app.inject({
      method: 'GET',
      url: `/api/testing/payment?paymentId=${payment.id}&token=${payment.token}`,
    });
    expect(bodyOf(page).data).toEqual({
      id: payment.id,
      identifier: payment.identifier,
      amount: 20,
      bonus: 3,
      status: 0,
    });
    const other = await startTopUp(app, user, 3);
    // A token of another payment, or a made-up one, changes nothing.
    for (const token of [other.token, 'forged-token', `${payment.token}x`]) {
      const response = await reportTestOutcome(app, payment.id, token, 1);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).messages).toEqual([walletMessages.testPaymentLinkInvalid]);
    }
    expect(await walletOf(app, user.id)).toEqual({ balance: 0, ledger: 0, entries: 0 });
  });

  it('credits amount plus bonus once when paid, and the user DTO shows the balance', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 2);
    const response = await reportTestOutcome(app, payment.id, payment.token, 1);
    expect(bodyOf(response).data).toEqual({ id: payment.id, status: 1, returnUrl: `/mano/papildymas/${payment.id}` });
    expect(await walletOf(app, user.id)).toEqual({ balance: 1100, ledger: 1100, entries: 1 });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/myProfile',
      headers: { cookie: await sessionCookie(app, user) },
    });
    expect(bodyOf<{ data: { walletBalance: number } }>(profile).data.walletBalance).toBe(11);
    expect(bodyOf(await getPayment(user, payment.id)).data).toMatchObject({ status: 1, paidAt: expect.any(String) });
  });

  it('50 concurrent paid reports of one payment credit it exactly once', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 4);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => reportTestOutcome(app, payment.id, payment.token, 1)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(await walletOf(app, user.id)).toEqual({ balance: 6000, ledger: 6000, entries: 1 });
  });

  it('takes reports in any order: the latest wins until paid, and paid is final', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 1);
    const statusNow = async () => bodyOf<{ data: { status: number } }>(await getPayment(user, payment.id)).data.status;
    for (const status of [2, 3, 4]) {
      await reportTestOutcome(app, payment.id, payment.token, status);
      expect(await statusNow()).toBe(status);
    }
    expect(await walletOf(app, user.id)).toMatchObject({ balance: 0, entries: 0 });
    // Paid after failed: credited.
    await reportTestOutcome(app, payment.id, payment.token, 1);
    expect(await statusNow()).toBe(1);
    // Failed, processing or paid again after paid: nothing changes.
    for (const status of [4, 2, 3, 1]) {
      const response = await reportTestOutcome(app, payment.id, payment.token, status);
      expect(bodyOf<{ data: { status: number } }>(response).data.status).toBe(1);
    }
    expect(await statusNow()).toBe(1);
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
  });

  it('refuses an outcome the page does not offer', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 1);
    for (const status of [0, 5, 'paid']) {
      expect((await reportTestOutcome(app, payment.id, payment.token, status as number)).statusCode).toBe(400);
    }
  });

  it('keeps every balance equal to its ledger', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    await topUp(app, user, 2);
    expect(await walletOf(app, user.id)).toEqual({ balance: 1600, ledger: 1600, entries: 2 });
    expect(await brokenWallets(app)).toEqual([]);
  });
});
