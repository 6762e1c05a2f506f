import type { Transaction } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { List } from '../../ui/List/List.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import type { useTransactions } from './useTransactions.ts';
import styles from './wallet.module.css';

interface TransactionListProps {
  list: ReturnType<typeof useTransactions>;
  label: string;
  emptyText: string;
  errorText: string;
  /** One row: a `ListLinkItem` (its own `<li>`: a list holds only list items, WCAG 1.3.1; axe's 'list' rule). */
  renderItem: (transaction: Transaction) => ReactNode;
}

/** A paged list of the user's top-ups or orders, with its loading, empty and error states. */
export function TransactionList({ list, label, emptyText, errorText, renderItem }: TransactionListProps) {
  const { query, items } = list;
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={label} className={styles.skeletons}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height={64} />
        ))}
      </div>
    );
  if (query.isError && items.length === 0) return <Alert severity="error">{errorText}</Alert>;
  if (items.length === 0) return <Text tone="secondary">{emptyText}</Text>;
  return (
    <>
      <Card padded={false}>
        <List dividers aria-label={label} className={styles.rows}>
          {items.map((transaction) => renderItem(transaction))}
        </List>
      </Card>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t.ads.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
