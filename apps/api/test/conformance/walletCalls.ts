import { sql } from 'drizzle-orm';
import { list, number, object, text } from './fields.ts';
import { databaseDown, type Row, signedOut } from './row.ts';
import type { Account, World } from './world.ts';

/**
 * The wallet rows of PRODUCT.md §7: /api/payments, /api/orders, /api/transactions. Their bodies follow
 * packages/contract/src/wallet.ts; the set-ups go through the API where it can (a payment is created by
 * createPayment), and write straight to the tables only where a real top-up would need the card provider.
 */

async function firstTopUpOptionId(world: World): Promise<number> {
  const answer = await world.send('GET', '/api/payments/GetTopUpOptions', {});
  const [option] = (answer.body as { data: { id: number }[] }).data;
  if (!option) throw new Error('no top-up option');
  return option.id;
}

/** A payment of `account` made by createPayment; returns its id. */
async function createPayment(world: World, account: Account): Promise<number> {
  const body = { TopUpOptionId: await firstTopUpOptionId(world) };
  const answer = await world.send('POST', '/api/payments/createPayment', { as: account, body });
  return (answer.body as { data: { id: number } }).data.id;
}

/**
 * Puts 100 € on the account's wallet as a paid top-up would: a paid payment and its ledger credit (the ledger's
 * trigger moves the cached balance). Written against the wallet schema (payments, wallet_entries).
 */
async function creditWallet(world: World, account: Account): Promise<void> {
  await world.app.db.execute(sql`
    with paid as (
      insert into payments (user_id, amount_cents, bonus_cents, status, provider, paid_at)
      values (${account.row.id}, 10000, 0, 1, 'test', now()) returning id
    )
    insert into wallet_entries (user_id, amount_cents, kind, payment_id)
    select ${account.row.id}, 10000, 'topUp', id from paid`);
}

/** A createOrder body for a fresh ad of a funded account: the cheapest single service. */
async function orderBody(world: World, account: Account) {
  await creditWallet(world, account);
  const answer = await world.send('GET', '/api/advertservices/getadvertservices', {});
  const services = (answer.body as { data: { id: number; price: number }[] }).data;
  const [cheapest] = [...services].sort((a, b) => a.price - b.price);
  if (!cheapest) throw new Error('no advert service');
  return { postId: (await world.freshAd(account)).id, serviceId: cheapest.id };
}

export const walletCalls: Row[] = [
  {
    call: 'GET /api/orders/getOrder/{id}',
    sends: '(none)',
    answers: [object('data', 'id')],
    request: async (w) => {
      const account = await w.freshAccount();
      const created = await w.send('POST', '/api/orders/createOrder', {
        as: account,
        body: await orderBody(w, account),
      });
      return { as: account, params: { id: (created.body as { data: { id: number } }).data.id } };
    },
    failure: {
      why: 'an id no order has',
      status: 404,
      request: async (w) => ({ as: w.user, params: { id: 2_147_483_647 } }),
    },
  },
  {
    call: 'POST /api/orders/createOrder',
    sends: 'postId, serviceId (first specification: payload not shown; contract createOrderRequestSchema)',
    answers: [object('data', 'id')],
    request: async (w) => {
      const account = await w.freshAccount();
      return { as: account, body: await orderBody(w, account) };
    },
    failure: signedOut(async (w) => ({ body: { postId: w.ad.id, serviceId: 1 } })),
  },
  {
    call: 'GET /api/payments/GetPayment/',
    sends: 'query Id',
    answers: [object('data', 'id', 'identifier', 'status')],
    request: async (w) => {
      const account = await w.freshAccount();
      return { as: account, query: { Id: String(await createPayment(w, account)) } };
    },
    failure: {
      why: 'an id no payment has',
      status: 404,
      request: async (w) => ({ as: w.user, query: { Id: '2147483647' } }),
    },
  },
  {
    call: 'POST /api/payments/createPayment',
    sends: 'TopUpOptionId',
    answers: [object('data', 'id', 'identifier', 'paymentLink'), text('data.paymentLink')],
    request: async (w) => ({ as: await w.freshAccount(), body: { TopUpOptionId: await firstTopUpOptionId(w) } }),
    failure: signedOut(async (w) => ({ body: { TopUpOptionId: await firstTopUpOptionId(w) } })),
  },
  {
    call: 'GET /api/payments/GetTopUpOptions',
    sends: '(none)',
    answers: [list('data', 'id', 'amount', 'bonus')],
    request: async () => ({}),
    failure: databaseDown,
  },
  {
    call: 'GET /api/transactions/GetTransactions',
    sends: 'query type, page (filters and page)',
    answers: [list('data'), number('pagination.totalPageCount')],
    request: async (w) => {
      const account = await w.freshAccount();
      await createPayment(w, account);
      return { as: account, query: { type: 'payment', page: '1' } };
    },
    failure: signedOut(async () => ({ query: { page: '1' } })),
  },
];
