import { useQuery } from '@tanstack/react-query';
import { t } from '../../../messages/lt.ts';
import { transactionsQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { DataList } from '../list/DataList.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { TransactionFilters } from './TransactionFilters.tsx';
import { orderColumns, paymentColumns } from './transactionColumns.tsx';
import { WaitingTasks } from './WaitingTasks.tsx';

/**
 * /dashboard/payments and /dashboard/orders: every user's top-ups or orders through
 * GET /api/transactions/GetTransactions with scope=all (administrators only).
 */
export function TransactionsPage({ type }: { type: 'payment' | 'order' }) {
  const payments = type === 'payment';
  const list = useListParams();
  const query = {
    type,
    searchKeyword: list.keyword,
    userId: list.get('userId'),
    user: list.get('user'),
    status: payments ? list.get('status') : undefined,
    provider: payments ? list.get('provider') : undefined,
    dateFrom: list.get('dateFrom'),
    dateTo: list.get('dateTo'),
    page: list.page,
  };
  const rows = useQuery(transactionsQuery(query));
  const items = rows.data?.items ?? [];
  const title = payments ? t.pages.dashboardPayments : t.pages.dashboardOrders;
  return (
    <>
      <DashboardNav />
      {payments ? null : <WaitingTasks />}
      <ListFrame
        title={title}
        isLoading={rows.isPending}
        error={rows.error}
        onRetry={() => rows.refetch()}
        isEmpty={items.length === 0}
        totalCount={rows.data?.totalCount}
        filters={<TransactionFilters list={list} payments={payments} />}
      >
        <DataList
          label={title}
          items={items}
          itemKey={(row) => row.id}
          columns={payments ? paymentColumns : orderColumns}
        />
        <ListPager page={list.page} totalPages={rows.data?.totalPages ?? 1} onChange={list.setPage} />
      </ListFrame>
    </>
  );
}

/** /dashboard/payments: every user's top-ups. */
export function AllPaymentsPage() {
  return <TransactionsPage type="payment" />;
}

/** /dashboard/orders: every user's orders and the Facebook-group tasks among them. */
export function AllOrdersPage() {
  return <TransactionsPage type="order" />;
}
