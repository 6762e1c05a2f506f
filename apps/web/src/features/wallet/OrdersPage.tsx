import type { Transaction } from '@skelbimai/contract';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { tw } from '../../messages/wallet.ts';
import { ListLinkItem } from '../../ui/List/List.tsx';
import { usePageTitle } from '../site/index.ts';
import { formatEuros } from './money.ts';
import { TransactionList } from './TransactionList.tsx';
import { useTransactions } from './useTransactions.ts';
import styles from './wallet.module.css';

/** /mano/uzsakymai: the user's orders (promotions bought from the wallet), searchable ('Ieškoti užsakymų'). */
export default function OrdersPage() {
  usePageTitle(t.pages.orders);
  const list = useTransactions('order');
  return (
    <>
      <PageHeading>{t.pages.orders}</PageHeading>
      <TransactionList
        list={list}
        label={t.pages.orders}
        emptyText={list.searching ? tw.orders.emptySearch : tw.orders.empty}
        errorText={tw.orders.loadError}
        renderItem={(transaction) => <OrderRow key={transaction.id} transaction={transaction} />}
      />
    </>
  );
}

function OrderRow({ transaction }: { transaction: Transaction }) {
  const order = transaction.order;
  if (!order) return null;
  return (
    <ListLinkItem
      to={paths.order(order.id)}
      data-testid={`order-${order.id}`}
      secondary={
        <>
          <span className={styles.rowLine}>{order.postTitle}</span>
          <span className={styles.rowDate}>{formatDateTime(order.createdAt)}</span>
        </>
      }
      end={<span className={styles.sum}>−{formatEuros(order.total)}</span>}
    >
      <span className={styles.rowTitle}>
        {order.identifier} · {order.name}
      </span>
    </ListLinkItem>
  );
}
