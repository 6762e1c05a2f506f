import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { t } from '../../messages/index.ts';
import type { useTransactions } from './useTransactions.ts';

interface TransactionListProps {
  list: ReturnType<typeof useTransactions>;
  label: string;
  emptyText: string;
  errorText: string;
  renderItem: (transaction: Transaction) => ReactNode;
}

/** A paged list of the user's top-ups or orders, with its loading, empty and error states. */
export function TransactionList({ list, label, emptyText, errorText, renderItem }: TransactionListProps) {
  const { query, items } = list;
  if (query.isPending)
    return (
      <Box aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  if (query.isError && items.length === 0) return <Alert severity="error">{errorText}</Alert>;
  if (items.length === 0) return <Typography color="textSecondary">{emptyText}</Typography>;
  return (
    <>
      <Paper variant="outlined">
        <List disablePadding aria-label={label}>
          {/* Each row in its own <li>: a list holds only list items (WCAG 1.3.1; axe's 'list' rule). */}
          {items.map((transaction) => (
            <ListItem key={transaction.id} disablePadding>
              {renderItem(transaction)}
            </ListItem>
          ))}
        </List>
      </Paper>
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t.ads.loadMore}
          </Button>
        </Box>
      )}
    </>
  );
}
