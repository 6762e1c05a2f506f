import type { CompletedTestPayment, TestPayment } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { tw } from '../../messages/wallet.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import { PAID, PROCESSING } from './api.ts';
import { DetailList } from './DetailList.tsx';
import { DetailFallback, parseId } from './DetailState.tsx';
import { formatEuros } from './money.ts';
import styles from './wallet.module.css';

/** One button per outcome, labelled as PRODUCT.md §4 labels the statuses; 4 is a failed payment, shown 'Neapmokėtas'. */
const outcomes = [
  { status: PAID, label: tw.status[1], tone: styles.success },
  { status: PROCESSING, label: tw.status[2], tone: styles.warning },
  { status: 3, label: tw.status[3], tone: undefined },
  { status: 4, label: tw.status.unpaid, tone: undefined },
] as const;

/**
 * /testing/payment?paymentId=&token=: the `test` provider's hosted page. The payer picks how the payment
 * ends; the choice goes to the server with the signed token from the link (as a real provider's signed
 * callback would), and the payer is sent to the payment's page, which shows what the server decided.
 */
export default function PaymentTestPage() {
  usePageTitle(t.pages.paymentTest);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentId = parseId(params.get('paymentId') ?? undefined);
  const token = params.get('token') ?? '';
  const linkValid = paymentId !== null && token !== '';

  const payment = useQuery({
    queryKey: ['testPayment', paymentId, token],
    queryFn: ({ signal }) => api.get<TestPayment>('/api/testing/payment', { paymentId, token }, signal),
    enabled: linkValid,
  });
  const complete = useMutation({
    mutationFn: (status: number) =>
      api.post<CompletedTestPayment>('/api/testing/payment/complete', { paymentId, token, status }),
    // Our own page: a router navigation keeps the signed-in app (and its query cache) alive.
    onSuccess: (done) => navigate(done.returnUrl.startsWith('/') ? done.returnUrl : paths.topUp(done.id)),
  });

  return (
    <>
      <PageHeading>{t.pages.paymentTest}</PageHeading>
      <Card className={styles.sheetNarrow}>
        <Text className={styles.intro}>{tw.testPayment.intro}</Text>
        {!linkValid ? (
          <Alert severity="warning">{tw.testPayment.noToken}</Alert>
        ) : !payment.data ? (
          <DetailFallback error={payment.error} notFound={null} />
        ) : (
          <>
            <DetailList
              details={[
                { label: tw.testPayment.identifier, value: payment.data.identifier, testId: 'test-payment-identifier' },
                {
                  label: tw.testPayment.amount,
                  value: formatEuros(payment.data.amount),
                  testId: 'test-payment-amount',
                },
              ]}
            />
            <Heading level={2} size="h6" id="test-payment-outcome" className={styles.outcomeHeading}>
              {tw.testPayment.choose}
            </Heading>
            <fieldset aria-labelledby="test-payment-outcome" className={styles.outcomes}>
              {outcomes.map((outcome) => (
                <Button
                  key={outcome.status}
                  variant={outcome.tone ? 'primary' : 'danger'}
                  className={outcome.tone}
                  disabled={complete.isPending}
                  onClick={() => complete.mutate(outcome.status)}
                >
                  {outcome.label}
                </Button>
              ))}
            </fieldset>
            {complete.isError && (
              <Alert severity="error" className={styles.gapAbove}>
                {tw.testPayment.failed(errorText(complete.error))}
              </Alert>
            )}
          </>
        )}
      </Card>
    </>
  );
}
