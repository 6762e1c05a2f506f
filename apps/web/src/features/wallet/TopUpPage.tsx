import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { tw } from '../../messages/wallet.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button, ButtonLink } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { useAuth } from '../auth/index.ts';
import { usePageTitle } from '../site/index.ts';
import { getPayment, isPending, PAID, walletKeys } from './api.ts';
import { DetailList } from './DetailList.tsx';
import { BackLink, DetailFallback, parseId } from './DetailState.tsx';
import { formatEuros } from './money.ts';
import { PaymentStatusChip } from './PaymentStatusChip.tsx';
import { useTopUpDialog } from './topUpDialog.tsx';
import styles from './wallet.module.css';

/** How often a payment still waiting for its provider is asked for again. */
export const PAYMENT_POLL_MS = 2000;

/**
 * /mano/papildymas/{id}: one top-up. The provider's callback may arrive after the payer is back, so
 * while the payment is not final the page asks again; it never changes the status itself.
 */
export default function TopUpPage() {
  usePageTitle(t.pages.topUp);
  const id = parseId(useParams().id);
  const { refresh, user } = useAuth();
  const queryClient = useQueryClient();
  const topUp = useTopUpDialog();
  const query = useQuery({
    queryKey: walletKeys.payment(id ?? 0),
    queryFn: ({ signal }) => getPayment(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isPending(q.state.data.status) ? PAYMENT_POLL_MS : false),
  });
  const payment = query.data;

  // Credited: the drawer's balance and the top-up list must show it.
  const paid = payment?.status === PAID;
  useEffect(() => {
    if (!paid) return;
    void refresh();
    void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
  }, [paid, refresh, queryClient]);

  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  return (
    <>
      <BackLink to={paths.topUps}>{tw.payments.back}</BackLink>
      <PageHeading>{payment ? `${t.pages.topUp} ${payment.identifier}` : t.pages.topUp}</PageHeading>
      {!payment ? (
        <DetailFallback error={query.error} notFound={notFound ? tw.payments.notFound : null} />
      ) : (
        <Card className={styles.sheetNarrow}>
          <DetailList
            details={[
              { label: tw.payments.status, value: <PaymentStatusChip status={payment.status} /> },
              { label: tw.payments.amount, value: formatEuros(payment.amount), testId: 'payment-amount' },
              { label: tw.payments.bonus, value: formatEuros(payment.bonus) },
              { label: tw.payments.credits, value: formatEuros(payment.credits), testId: 'payment-credits' },
              { label: tw.payments.created, value: formatDateTime(payment.createdAt) },
              ...(payment.paidAt ? [{ label: tw.payments.paidAt, value: formatDateTime(payment.paidAt) }] : []),
              // Paid: the new balance (the profile is fetched again above), and where to spend it.
              ...(paid && user
                ? [{ label: tw.payments.balanceNow, value: formatEuros(user.walletBalance), testId: 'balance-now' }]
                : []),
            ]}
          />
          {isPending(payment.status) && (
            <Alert severity="info" role="status" className={styles.gapAbove}>
              {tw.payments.waiting}
            </Alert>
          )}
          <div className={styles.buttons}>
            {paid && (
              <ButtonLink to={paths.myAds} variant="primary" className={styles.amber}>
                {tw.payments.promote}
              </ButtonLink>
            )}
            {topUp && (
              <Button variant="secondary" onClick={topUp.open}>
                {tw.payments.topUpAgain}
              </Button>
            )}
          </div>
        </Card>
      )}
    </>
  );
}
