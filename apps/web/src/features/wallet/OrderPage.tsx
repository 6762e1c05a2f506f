import type { OrderItem } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ServiceIcon } from '../../components/icons/serviceIcons.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { tw } from '../../messages/wallet.ts';
import { Card } from '../../ui/Card/Card.tsx';
import { List, ListItem } from '../../ui/List/List.tsx';
import { Heading } from '../../ui/Text/Text.tsx';
import { TextLink } from '../../ui/TextLink/TextLink.tsx';
import { usePageTitle } from '../site/index.ts';
import { getOrder, walletKeys } from './api.ts';
import { DetailList } from './DetailList.tsx';
import { BackLink, DetailFallback, parseId } from './DetailState.tsx';
import { formatEuros } from './money.ts';
import styles from './wallet.module.css';

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
        <Card className={styles.sheet}>
          <DetailList
            details={[
              { label: tw.orders.ad, value: <TextLink to={paths.ad(order.postId)}>{order.postTitle}</TextLink> },
              { label: tw.orders.name, value: order.name },
              { label: tw.orders.total, value: formatEuros(order.total), testId: 'order-total' },
              { label: tw.orders.created, value: formatDateTime(order.createdAt) },
            ]}
          />
          <Heading level={2} size="h6" className={styles.itemsHeading}>
            {tw.orders.items}
          </Heading>
          <List aria-label={tw.orders.items} className={styles.items}>
            {order.items.map((item) => (
              <OrderItemRow key={item.serviceId} item={item} />
            ))}
          </List>
        </Card>
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
    <ListItem
      className={styles.item}
      icon={
        <span className={styles.serviceAvatar}>
          <ServiceIcon name={item.icon} />
        </span>
      }
      secondary={state}
    >
      {item.name}
    </ListItem>
  );
}
