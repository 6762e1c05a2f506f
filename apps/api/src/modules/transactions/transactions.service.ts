import { centsToEuros, limits, type Transaction, type transactionsQuerySchema } from '@skelbimai/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { toOrderDtos } from '../orders/index.ts';
import { toPaymentDto } from '../payments/index.ts';
import { containsPattern, personMatches, personRefs } from '../user-records/index.ts';

type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

/** created_at within the inclusive Vilnius dates of the filter. */
function dateRange(column: AnyPgColumn, query: TransactionsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.dateFrom) {
    conditions.push(sql`${column} >= (${query.dateFrom}::date)::timestamp at time zone 'Europe/Vilnius'`);
  }
  if (query.dateTo) {
    conditions.push(sql`${column} < (${query.dateTo}::date + 1)::timestamp at time zone 'Europe/Vilnius'`);
  }
  return conditions;
}

/**
 * A wallet history, newest first, 20 a page (DECISIONS #33): every top-up (paid or not: amount 0 until paid)
 * and every order, of one user or (`userId` null: the dashboard) of everyone. Filters: type, payment status
 * and provider (payments only), Vilnius dates, and a keyword matched against the identifier, the ad's title
 * and the service's name; `user` matches the payer's or buyer's name or e-mail.
 */
export async function listTransactions(
  db: Database,
  userId: string | null,
  query: TransactionsQuery,
): Promise<{ items: Transaction[]; totalCount: number }> {
  const keyword = query.searchKeyword ? containsPattern(query.searchKeyword) : null;
  const paymentWhere = and(
    userId === null ? undefined : eq(payments.userId, userId),
    query.status === undefined ? undefined : eq(payments.status, query.status),
    query.provider === undefined ? undefined : eq(payments.provider, query.provider),
    ...dateRange(payments.createdAt, query),
    keyword ? sql`('P-' || lpad(${payments.id}::text, 6, '0')) ilike ${keyword}` : undefined,
    query.user ? personMatches(payments.userId, query.user) : undefined,
  );
  const orderWhere = and(
    userId === null ? undefined : eq(orders.userId, userId),
    ...dateRange(orders.createdAt, query),
    keyword
      ? or(
          sql`('U-' || lpad(${orders.id}::text, 6, '0')) ilike ${keyword}`,
          sql`${orders.postTitle} ilike ${keyword}`,
          sql`${orders.name} ilike ${keyword}`,
        )
      : undefined,
    query.user ? personMatches(orders.userId, query.user) : undefined,
  );
  const wantPayments = query.type !== 'order';
  const wantOrders = query.type !== 'payment' && query.status === undefined && query.provider === undefined;

  const paymentPart = db
    .select({ type: sql<string>`'payment'`.as('type'), id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .where(wantPayments ? paymentWhere : sql`false`);
  const orderPart = db
    .select({ type: sql<string>`'order'`.as('type'), id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(wantOrders ? orderWhere : sql`false`);
  const pageSize = limits.pageSize;
  const [page, paymentCount, orderCount] = await Promise.all([
    unionAll(paymentPart, orderPart)
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    wantPayments ? db.select({ n: count() }).from(payments).where(paymentWhere) : [{ n: 0 }],
    wantOrders ? db.select({ n: count() }).from(orders).where(orderWhere) : [{ n: 0 }],
  ]);
  const paymentIds = page.filter((row) => row.type === 'payment').map((row) => row.id);
  const orderIds = page.filter((row) => row.type === 'order').map((row) => row.id);
  const [paymentRows, orderRows] = await Promise.all([
    paymentIds.length ? db.select().from(payments).where(inArray(payments.id, paymentIds)) : [],
    orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : [],
  ]);
  const [orderDtos, people] = await Promise.all([
    toOrderDtos(db, orderRows),
    personRefs(db, [...paymentRows.map((row) => row.userId), ...orderRows.map((row) => row.userId)]),
  ]);
  const items = page.map((row): Transaction => {
    if (row.type === 'payment') {
      const payment = paymentRows.find((candidate) => candidate.id === row.id);
      if (!payment) throw new Error(`payment ${row.id} vanished`);
      const credited = payment.status === 1 ? payment.amountCents + payment.bonusCents : 0;
      const dto = toPaymentDto(payment);
      return {
        id: `payment-${row.id}`,
        type: 'payment',
        amount: centsToEuros(credited),
        createdAt: dto.createdAt,
        payment: dto,
        order: null,
        user: people.get(payment.userId) ?? { id: payment.userId, fullName: null, email: null },
      };
    }
    const order = orderDtos.find((candidate) => candidate.id === row.id);
    if (!order) throw new Error(`order ${row.id} vanished`);
    return {
      id: `order-${row.id}`,
      type: 'order',
      amount: -order.total,
      createdAt: order.createdAt,
      payment: null,
      order,
      user: people.get(order.userId) ?? { id: order.userId, fullName: null, email: null },
    };
  });
  return { items, totalCount: Number(paymentCount[0]?.n ?? 0) + Number(orderCount[0]?.n ?? 0) };
}
