import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createUser } from '../../../test/factories.ts';
import { topUp, walletOf } from '../../../test/wallet.ts';
import { pgErrorCode } from '../../db/pgErrors.ts';
import { orders, payments, users, walletEntries } from '../../db/schema/index.ts';

/** The statement fails with this SQLSTATE (not merely some error). */
async function expectRefused(statement: PromiseLike<unknown>, code: string) {
  const error = await Promise.resolve(statement).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(pgErrorCode(error)).toBe(code);
}

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The database itself refuses these, whatever the application code does (migration 0006). */
describe('the wallet ledger in the database', () => {
  it('refuses UPDATE and DELETE of ledger rows', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    await expectRefused(
      app.db.update(walletEntries).set({ amountCents: 999_999 }).where(eq(walletEntries.userId, user.id)),
      '23000',
    );
    await expectRefused(app.db.delete(walletEntries).where(eq(walletEntries.userId, user.id)), '23000');
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
  });

  it('refuses a second credit for one payment', async () => {
    const user = await createUser(app);
    const paymentId = await topUp(app, user, 1);
    await expectRefused(
      app.db.insert(walletEntries).values({ userId: user.id, amountCents: 500, kind: 'topUp', paymentId }),
      '23505',
    );
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
  });

  it('refuses a balance change without its ledger row, and a debit below zero', async () => {
    const user = await createUser(app);
    await topUp(app, user, 1);
    await expectRefused(
      app.db.update(users).set({ walletBalanceCents: 100_000 }).where(eq(users.id, user.id)),
      '23000',
    );
    const [order] = await app.db
      .insert(orders)
      .values({ userId: user.id, postTitle: 'x', name: 'TOP skelbimas', totalCents: 600 })
      .returning();
    await expectRefused(
      app.db.insert(walletEntries).values({ userId: user.id, amountCents: -600, kind: 'order', orderId: order?.id }),
      '23514',
    );
    expect(await walletOf(app, user.id)).toEqual({ balance: 500, ledger: 500, entries: 1 });
  });

  it('refuses a ledger row that no payment or order explains', async () => {
    const user = await createUser(app);
    await expectRefused(
      app.db.insert(walletEntries).values({ userId: user.id, amountCents: 500, kind: 'gift' }),
      '23514',
    );
  });

  it('lets an account be deleted with its ledger (the only delete the ledger allows)', async () => {
    const user = await createUser(app);
    await topUp(app, user, 2);
    await app.db.delete(users).where(eq(users.id, user.id));
    const left = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.userId, user.id));
    expect(left[0]?.n).toBe(0);
  });
});
