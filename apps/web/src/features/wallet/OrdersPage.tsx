import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@skelbimai/contract';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t, tw } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { formatEuros } from './money.ts';
import { TransactionList } from './TransactionList.tsx';
import { useTransactions } from './useTransactions.ts';

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
    <ListItemButton
      component={Link}
      to={paths.order(order.id)}
      divider
      sx={{ gap: 2, alignItems: 'center' }}
      data-testid={`order-${order.id}`}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {order.identifier} · {order.name}
        </Typography>
        <Typography variant="body2" noWrap>
          {order.postTitle}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(order.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>−{formatEuros(order.total)}</Typography>
    </ListItemButton>
  );
}
