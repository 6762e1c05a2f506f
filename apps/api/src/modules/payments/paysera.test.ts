import { type PayseraFake, startPayseraFake } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { bodyOf, createUser, sessionCookie } from '../../../test/factories.ts';
import { startTopUp, walletOf } from '../../../test/wallet.ts';
import type { UserRow } from '../../db/schema/index.ts';

const projectId = '123456';
const signPassword = 'paysera-test-password';
let fake: PayseraFake;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startPayseraFake({ projectId, signPassword });
  app = await buildTestApp({
    PAYMENT_PROVIDER: 'paysera',
    PAYSERA_BASE_URL: fake.url,
    PAYSERA_PROJECT_ID: projectId,
    PAYSERA_SIGN_PASSWORD: signPassword,
    PAYSERA_PUBLIC_KEY: fake.publicKeyPem,
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

function callback(params: URLSearchParams, method: 'GET' | 'POST' = 'GET') {
  return method === 'GET'
    ? app.inject({ method, url: `/api/payments/callbacks/paysera?${params}` })
    : app.inject({
        method,
        url: '/api/payments/callbacks/paysera',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: params.toString(),
      });
}

async function statusOf(user: UserRow, id: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/GetPayment/?Id=${id}`,
    headers: { cookie: await sessionCookie(app, user) },
  });
  return bodyOf<{ data: { status: number } }>(response).data.status;
}

describe('Paysera checkout v1.6', () => {
  it('signs the payment request as Paysera expects', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 2);
    expect(payment.paymentLink.startsWith(`${fake.url}/pay/?data=`)).toBe(true);
    const request = fake.readRequest(payment.paymentLink);
    expect(Object.fromEntries(request)).toMatchObject({
      projectid: projectId,
      orderid: String(payment.id),
      amount: '1000',
      currency: 'EUR',
      version: '1.6',
      callbackurl: 'http://localhost:3000/api/payments/callbacks/paysera',
      accepturl: `http://localhost:3000/mano/papildymas/${payment.id}`,
    });
    // The fake's hosted page accepts the link (its md5 sign is right).
    expect((await fetch(payment.paymentLink)).status).toBe(200);
  });

  it('credits a signed paid callback once and answers OK, by GET or POST, however often it comes', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 3);
    const params = fake.callback({ orderid: String(payment.id), amount: '2000', status: '1' });
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => callback(params, 'GET')),
      ...Array.from({ length: 5 }, () => callback(params, 'POST')),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('OK');
    }
    expect(await statusOf(user, payment.id)).toBe(1);
    expect(await walletOf(app, user.id)).toEqual({ balance: 2300, ledger: 2300, entries: 1 });
  });

  it('refuses forged callbacks: another key, ss1 only, another project, changed amount or currency', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 2);
    const orderid = String(payment.id);
    const refused = [
      fake.callback({ orderid, amount: '1000', status: '1' }, { signWith: 'otherKey' }),
      // ss1 is md5 with the password: whoever knows the password could forge it, so it is not enough.
      fake.callback({ orderid, amount: '1000', status: '1' }, { only: 'ss1' }),
      fake.callback({ orderid, amount: '1000', status: '1', projectid: '999' }),
      fake.callback({ orderid, amount: '1', status: '1' }),
      fake.callback({ orderid, amount: '1000', currency: 'USD', status: '1' }),
    ];
    // Data changed after signing.
    const genuine = fake.callback({ orderid, amount: '1000', status: '1' });
    const tampered = new URLSearchParams(genuine);
    tampered.set('data', `${genuine.get('data')}AA`);
    refused.push(tampered);
    for (const params of refused) {
      const response = await callback(params);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toBe('OK');
    }
    expect(await statusOf(user, payment.id)).toBe(0);
    expect(await walletOf(app, user.id)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('records processing and more-info callbacks; paid stays final', async () => {
    const user = await createUser(app);
    const payment = await startTopUp(app, user, 1);
    const orderid = String(payment.id);
    await callback(fake.callback({ orderid, amount: '500', status: '2' }));
    expect(await statusOf(user, payment.id)).toBe(2);
    await callback(fake.callback({ orderid, amount: '500', status: '3' }));
    expect(await statusOf(user, payment.id)).toBe(3);
    await callback(fake.callback({ orderid, amount: '500', status: '1' }));
    await callback(fake.callback({ orderid, amount: '500', status: '0' }));
    expect(await statusOf(user, payment.id)).toBe(1);
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
  });
});
