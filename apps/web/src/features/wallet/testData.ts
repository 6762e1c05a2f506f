import type { Order, Payment, Transaction } from '@skelbimai/contract';

/** The seeded top-up options (PRODUCT.md §3 'Top-up option'), as the API sends them. */
export const topUpOptions = [
  { id: 1, amount: 5, bonus: 0 },
  { id: 2, amount: 10, bonus: 1 },
  { id: 3, amount: 20, bonus: 3 },
  { id: 4, amount: 50, bonus: 10 },
];

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 7,
    identifier: 'P-000007',
    status: 0,
    provider: 'test',
    amount: 10,
    bonus: 1,
    credits: 11,
    createdAt: '2026-03-07T12:05:00.000Z',
    paidAt: null,
    userId: 'u1',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    identifier: 'U-000042',
    userId: 'u1',
    postId: 5,
    postTitle: 'Ąžuolinė spintelė',
    name: 'TOP skelbimas',
    packId: null,
    total: 2,
    items: [
      {
        serviceId: 3,
        code: 'top',
        name: 'TOP skelbimas',
        icon: 'star',
        activeUntil: '2026-03-14T12:05:00.000Z',
        fulfilment: 'done',
      },
    ],
    createdAt: '2026-03-07T12:05:00.000Z',
    ...overrides,
  };
}

export const paymentTransaction = (payment: Payment): Transaction => ({
  id: `payment-${payment.id}`,
  type: 'payment',
  amount: payment.status === 1 ? payment.credits : 0,
  createdAt: payment.createdAt,
  payment,
  order: null,
  user: { id: payment.userId, fullName: null, email: null },
});

export const orderTransaction = (order: Order): Transaction => ({
  id: `order-${order.id}`,
  type: 'order',
  amount: -order.total,
  createdAt: order.createdAt,
  user: { id: order.userId, fullName: null, email: null },
  payment: null,
  order,
});

/** A paged envelope of GetTransactions. */
export const pageOf = (items: Transaction[], totalPageCount = 1) => ({
  body: { succeeded: true, data: items, messages: [], errors: [], pagination: { totalPageCount } },
});

export const failure = (status: number, message: string) => ({
  status,
  body: { succeeded: false, data: null, messages: [message], errors: [] },
});
