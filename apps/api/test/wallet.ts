import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { UserRow } from '../src/db/schema/index.ts';
import { bodyOf, sessionCookie } from './factories.ts';

/** Starts a top-up as `user` through the API; returns the payment id and the test provider's link. */
export async function startTopUp(app: App, user: UserRow, topUpOptionId: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/createPayment',
    headers: { cookie: await sessionCookie(app, user) },
    payload: { TopUpOptionId: topUpOptionId },
  });
  if (response.statusCode !== 200) throw new Error(`createPayment answered ${response.statusCode}: ${response.body}`);
  const { data } = bodyOf<{ data: { id: number; identifier: string; paymentLink: string } }>(response);
  const token = new URL(data.paymentLink, 'http://portal').searchParams.get('token') ?? '';
  return { ...data, token };
}

/** The test provider's hosted page reporting an outcome (1 paid, 2 processing, 3 more info, 4 failed). */
export function reportTestOutcome(app: App, paymentId: number, token: string, status: number) {
  return app.inject({
    method: 'POST',
    url: '/api/testing/payment/complete',
    payload: { paymentId, token, status },
  });
}

/** A paid top-up through the test provider, as a payer would do it. */
export async function topUp(app: App, user: UserRow, topUpOptionId: number): Promise<number> {
  const payment = await startTopUp(app, user, topUpOptionId);
  const response = await reportTestOutcome(app, payment.id, payment.token, 1);
  if (response.statusCode !== 200) throw new Error(`complete answered ${response.statusCode}: ${response.body}`);
  return payment.id;
}

/** The user's cached balance and ledger sum, in cents. */
export async function walletOf(
  app: App,
  userId: string,
): Promise<{ balance: number; ledger: number; entries: number }> {
  const rows = await app.db.execute<{ balance: number; ledger: string; entries: string }>(sql`
    select u.wallet_balance_cents as balance,
           coalesce((select sum(amount_cents) from wallet_entries e where e.user_id = u.id), 0) as ledger,
           (select count(*) from wallet_entries e where e.user_id = u.id) as entries
    from users u where u.id = ${userId}`);
  const row = (rows as unknown as { rows: { balance: number; ledger: string; entries: string }[] }).rows[0];
  if (!row) throw new Error('no such user');
  return { balance: Number(row.balance), ledger: Number(row.ledger), entries: Number(row.entries) };
}

/** Users whose cached balance differs from their ledger's sum, or is negative: always none. */
export async function brokenWallets(app: App): Promise<unknown[]> {
  const rows = await app.db.execute(sql`
    select u.id, u.wallet_balance_cents, coalesce(sum(e.amount_cents), 0) as ledger
    from users u left join wallet_entries e on e.user_id = u.id
    group by u.id
    having u.wallet_balance_cents <> coalesce(sum(e.amount_cents), 0) or u.wallet_balance_cents < 0`);
  return (rows as unknown as { rows: unknown[] }).rows;
}
