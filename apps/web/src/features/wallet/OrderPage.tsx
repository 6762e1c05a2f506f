import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ServiceIcon } from '../../components/icons/serviceIcons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t, tw } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { getOrder, walletKeys } from './api.ts';
import { DetailList } from './DetailList.tsx';
import { BackLink, DetailFallback, parseId } from './DetailState.tsx';
import { formatEuros } from './money.ts';

/** /mano/uzsakymas/{id}: one order, the ad it promotes and each service with how long it lasts. */
export default function OrderPage() {
  usePageTitle(t.pages.order);
  const id = parseId(useParams().id);
  const query = useQuery({
    queryKey: walletKeys.order(id ?? 0),
    queryFn: ({ signal }) => getOrder(id as number, signal),
    enabled: id !== null,
  });
  const order = query.data;
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  return (
    <>
      <BackLink to={paths.orders}>{tw.orders.back}</BackLink>
      <PageHeading>{order ? `${t.pages.order} ${order.identifier}` : t.pages.order}</PageHeading>
      {!order ? (
        <DetailFallback error={query.error} notFound={notFound ? tw.orders.notFound : null} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <DetailList
            details={[
              {
                label: tw.orders.ad,
                value: (
                  <Link component={RouterLink} to={paths.ad(order.postId)}>
                    {order.postTitle}
                  </Link>
                ),
              },
              { label: tw.orders.name, value: order.name },
              { label: tw.orders.total, value: formatEuros(order.total), testId: 'order-total' },
              { label: tw.orders.created, value: formatDateTime(order.createdAt) },
            ]}
          />
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {tw.orders.items}
          </Typography>
          <List aria-label={tw.orders.items}>
            {order.items.map((item) => (
              <OrderItemRow key={item.serviceId} item={item} />
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}

function OrderItemRow({ item }: { item: OrderItem }) {
  const state =
    item.fulfilment === 'waiting'
      ? tw.orders.waiting
      : item.activeUntil
        ? tw.orders.activeUntil(formatDate(item.activeUntil))
        : tw.orders.oneOff;
  return (
    <ListItem disableGutters>
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: 'primary.main' }}>
          <ServiceIcon name={item.icon} />
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={item.name} secondary={state} />
    </ListItem>
  );
}
