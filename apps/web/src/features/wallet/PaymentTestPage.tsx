import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompletedTestPayment, TestPayment } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { t, tw } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { PAID, PROCESSING } from './api.ts';
import { DetailList } from './DetailList.tsx';
import { DetailFallback, parseId } from './DetailState.tsx';
import { formatEuros } from './money.ts';

/** One button per outcome, labelled as PRODUCT.md §4 labels the statuses; 4 is a failed payment, shown 'Neapmokėtas'. */
const outcomes = [
  { status: PAID, label: tw.status[1], color: 'success' },
  { status: PROCESSING, label: tw.status[2], color: 'warning' },
  { status: 3, label: tw.status[3], color: 'error' },
  { status: 4, label: tw.status.unpaid, color: 'error' },
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography sx={{ mb: 2 }}>{tw.testPayment.intro}</Typography>
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
            <Typography variant="h6" component="h2" id="test-payment-outcome" sx={{ mt: 3, mb: 1 }}>
              {tw.testPayment.choose}
            </Typography>
            <Stack
              role="group"
              aria-labelledby="test-payment-outcome"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
            >
              {outcomes.map((outcome) => (
                <Button
                  key={outcome.status}
                  variant="contained"
                  color={outcome.color}
                  disabled={complete.isPending}
                  onClick={() => complete.mutate(outcome.status)}
                >
                  {outcome.label}
                </Button>
              ))}
            </Stack>
            {complete.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {tw.testPayment.failed(errorText(complete.error))}
              </Alert>
            )}
          </>
        )}
      </Paper>
    </>
  );
}
