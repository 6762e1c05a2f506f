import type {
  ActivePromotion,
  CreatedPayment,
  Order,
  Payment,
  TopUpOption,
  Transaction,
  TransactionType,
} from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, getPage } from '../../api/index.ts';

/** The signed-in user's wallet data: keys start with 'me' so a change of user drops them (auth/api.ts). */
export const walletKeys = {
  all: ['me', 'wallet'] as const,
  transactions: (type: TransactionType, searchKeyword: string) =>
    ['me', 'wallet', 'transactions', type, searchKeyword] as const,
  payment: (id: number) => ['me', 'wallet', 'payment', id] as const,
  order: (id: number) => ['me', 'wallet', 'order', id] as const,
  /** The user's ads' running services and their ends (one answer for all of them: my ads, the ad page). */
  promotions: ['me', 'wallet', 'promotions'] as const,
};

/** Payment status numbers (PRODUCT.md §4): the zod-free copy of the contract's paymentStatus. */
export const PAID = 1;
export const PROCESSING = 2;
export const MORE_INFO = 3;
/** A payment that may still change: unpaid (0), processing (2) or waiting for more information (3). */
export const isPending = (status: number) => status === 0 || status === PROCESSING || status === MORE_INFO;

export const topUpOptionsQuery = queryOptions({
  queryKey: ['topUpOptions'],
  queryFn: ({ signal }) => api.get<TopUpOption[]>('/api/payments/GetTopUpOptions', undefined, signal),
  staleTime: 5 * 60_000,
});

export const createPayment = (topUpOptionId: number) =>
  api.post<CreatedPayment>('/api/payments/createPayment', { TopUpOptionId: topUpOptionId });

export const getPayment = (id: number, signal?: AbortSignal) =>
  api.get<Payment>('/api/payments/GetPayment/', { Id: id }, signal);

export const getOrder = (id: number, signal?: AbortSignal) =>
  api.get<Order>(`/api/orders/getOrder/${encodeURIComponent(String(id))}`, undefined, signal);

export interface OrderChoice {
  postId: number;
  serviceId?: number;
  packId?: number;
}

export const createOrder = (choice: OrderChoice) => api.post<Order>('/api/orders/createOrder', choice);

/** One page of the signed-in user's ledger (20 a page, newest first). */
export const getTransactions = (type: TransactionType, page: number, searchKeyword: string, signal?: AbortSignal) =>
  getPage<Transaction>('/api/transactions/GetTransactions', page, { type, searchKeyword }, signal);

/** Every running timed service of the signed-in user's ads, with its end; shared by all the ads on a page. */
export const activePromotionsQuery = queryOptions({
  queryKey: walletKeys.promotions,
  queryFn: ({ signal }) => api.get<ActivePromotion[]>('/api/orders/GetActivePromotions', undefined, signal),
  staleTime: 60_000,
});
