import type { Transaction } from '@skelbimai/contract';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { tw } from '../../messages/wallet.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { iconAccountBalanceWallet } from '../../ui/icons/iconAccountBalanceWallet.ts';
import { ListLinkItem } from '../../ui/List/List.tsx';
import { usePageTitle } from '../site/index.ts';
import { formatBonus, formatEuros } from './money.ts';
import { PaymentStatusChip } from './PaymentStatusChip.tsx';
import { TransactionList } from './TransactionList.tsx';
import { useTopUpDialog } from './topUpDialog.tsx';
import { useTransactions } from './useTransactions.ts';
import styles from './wallet.module.css';

/** /mano/papildymai: the user's top-ups, newest first, searchable by the toolbar ('Ieškoti papildymų'). */
export default function TopUpsPage() {
  usePageTitle(t.pages.topUps);
  const list = useTransactions('payment');
  const topUp = useTopUpDialog();
  return (
    <>
      <div className={styles.pageHead}>
        <PageHeading>{t.pages.topUps}</PageHeading>
        {topUp && (
          <Button variant="primary" startIcon={iconAccountBalanceWallet} onClick={topUp.open}>
            {tw.payments.topUpAgain}
          </Button>
        )}
      </div>
      <TransactionList
        list={list}
        label={t.pages.topUps}
        emptyText={list.searching ? tw.payments.emptySearch : tw.payments.empty}
        errorText={tw.payments.loadError}
        renderItem={(transaction) => <TopUpRow key={transaction.id} transaction={transaction} />}
      />
    </>
  );
}

function TopUpRow({ transaction }: { transaction: Transaction }) {
  const payment = transaction.payment;
  if (!payment) return null;
  return (
    <ListLinkItem
      to={paths.topUp(payment.id)}
      data-testid={`top-up-${payment.id}`}
      secondary={<span className={styles.rowDate}>{formatDateTime(payment.createdAt)}</span>}
      end={
        <span className={styles.amounts}>
          <span className={styles.sum}>{formatEuros(payment.amount)}</span>
          {payment.bonus > 0 && <span className={styles.bonus}>{tw.topUp.bonus(formatBonus(payment.bonus))}</span>}
        </span>
      }
    >
      <span className={styles.rowHead}>
        <span className={styles.rowTitle}>{payment.identifier}</span>
        <PaymentStatusChip status={payment.status} />
      </span>
    </ListLinkItem>
  );
}
