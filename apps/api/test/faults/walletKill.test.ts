import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../testDatabase.ts';
import { type ServerProcess, startServer } from './serverProcess.ts';

/**
 * kill -9 of the real server while top-up callbacks and orders are in flight, then a restart on the same
 * database (PGlite's folder, or PostgreSQL with TEST_DATABASE_URL): the provider redelivers its callbacks, and
 * every balance still equals what its paid top-ups and orders add up to, never negative, each payment credited once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'skelbimai-wallet-kill-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = uniqueDatabaseName('skelbimai_wallet_kill');
const databaseUrl = adminUrl ? withDatabase(adminUrl, databaseName) : undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Person {
  cookie: string;
  postIds: number[];
  payments: { id: number; token: string }[];
}

async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const active = server as ServerProcess;
  const response = await fetch(`${active.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      origin: active.url,
      'sec-fetch-site': 'same-origin',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as { data: never } | null,
    response,
  };
}

async function person(index: number): Promise<Person> {
  const registered = await call('POST', '/api/auth/register', {
    emailOrPhone: `kill-${index}-${Date.now()}@example.com`,
    password: 'Slaptas-zodis-42',
    rememberMe: true,
  });
  const cookie = (registered.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // An account posts only with a name (PRODUCT.md §26), as 'Kaip jus vadinti?' gives it.
  const named = await call('PATCH', '/api/auth/updateProfile', { firstName: `Pirkėjas${index}` }, cookie);
  expect(named.status).toBe(200);
  const postIds: number[] = [];
  for (let n = 0; n < 4; n += 1) {
    const created = await call(
      'POST',
      '/api/posts/create',
      { title: `Skelbimas ${index}-${n}`, subCategoryId: 101, postType: 'sell', price: 10 },
      cookie,
    );
    postIds.push((created.json?.data as unknown as { id: number }).id);
  }
  const payments: Person['payments'] = [];
  for (let n = 0; n < 6; n += 1) {
    const { json } = await call('POST', '/api/payments/createPayment', { TopUpOptionId: 1 }, cookie);
    const { id, paymentLink } = json?.data as unknown as { id: number; paymentLink: string };
    payments.push({ id, token: new URL(paymentLink, 'http://x').searchParams.get('token') ?? '' });
  }
  return { cookie, postIds, payments };
}

const complete = (payment: { id: number; token: string }) =>
  call('POST', '/api/testing/payment/complete', { paymentId: payment.id, token: payment.token, status: 1 });

describe('the wallet after kill -9', () => {
  it('keeps every balance equal to its paid top-ups minus its orders, each payment credited once', {
    timeout: 600_000,
  }, async () => {
    if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE ${databaseName}`);
    server = await startServer({ dataDir, databaseUrl });
    const people: Person[] = [];
    for (let index = 0; index < 3; index += 1) people.push(await person(index));
    // One paid top-up each before the storm, so orders have money to spend.
    for (const someone of people) await complete(someone.payments[0] as Person['payments'][number]);

    // The storm: every payment reported paid three times and three bumps bought per ad (18 rows of history at most,
    // one page), all at once; the server is killed after 15 answers.
    const inFlight: Promise<unknown>[] = [];
    let answered = 0;
    let killNow: () => void = () => {};
    const enoughAnswered = new Promise<void>((resolve) => {
      killNow = resolve;
    });
    const track = (request: Promise<unknown>) => {
      const settled = request.then(
        () => {
          answered += 1;
          if (answered === 15) killNow();
        },
        () => undefined,
      );
      inFlight.push(settled);
    };
    for (const someone of people) {
      for (const payment of someone.payments.slice(1)) for (let n = 0; n < 3; n += 1) track(complete(payment));
      for (const postId of someone.postIds)
        for (let n = 0; n < 3; n += 1) {
          track(call('POST', '/api/orders/createOrder', { postId, serviceId: 1 }, someone.cookie));
        }
    }
    await enoughAnswered;
    await server.kill();
    await Promise.all(inFlight);

    server = await startServer({ dataDir, databaseUrl });
    // The provider keeps redelivering until it is answered: every payment ends paid, once.
    for (const someone of people)
      for (const payment of someone.payments) expect((await complete(payment)).status).toBe(200);

    for (const someone of people) {
      const profile = await call('GET', '/api/auth/myProfile', undefined, someone.cookie);
      const balance = (profile.json?.data as unknown as { walletBalance: number }).walletBalance;
      const history = await call('GET', '/api/transactions/GetTransactions?page=1', undefined, someone.cookie);
      const rows = history.json?.data as unknown as {
        type: string;
        amount: number;
        payment: { status: number } | null;
      }[];
      const paid = rows.filter((row) => row.type === 'payment');
      expect(paid).toHaveLength(6);
      for (const row of paid) expect([row.payment?.status, row.amount]).toEqual([1, 5]);
      const spent = rows.filter((row) => row.type === 'order').reduce((sum, row) => sum - row.amount, 0);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Math.round(balance * 100)).toBe(Math.round((30 - spent) * 100));
    }
  });
});
