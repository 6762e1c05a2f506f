import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Envelope, RenewalInfo } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api, requestEnvelope } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t, tal } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { errorText } from '../wallet/errorText.ts';

/**
 * /pratesti?token=: an expiry reminder's renewal link. It asks the API which ad the signed token renews (GET
 * changes nothing, so a mail scanner following the link renews nothing), then 'Pratęsti' POSTs it. Works signed
 * out and once: a used link, or an ad sold or removed since, shows the API's message.
 */
export default function RenewalPage() {
  usePageTitle(t.pages.renewal);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const described = useQuery({
    queryKey: ['renewal', token],
    queryFn: ({ signal }) => api.get<RenewalInfo>('/api/renewal', { token }, signal),
    enabled: token !== '',
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () =>
      requestEnvelope<Envelope<RenewalInfo>>('/api/renewal', { method: 'POST', query: { token }, body: {} }),
  });
  const renewed = confirm.data?.data;

  return (
    <>
      <PageHeading>{t.pages.renewal}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {token === '' ? (
          <Alert severity="warning">{tal.renewal.noToken}</Alert>
        ) : described.error ? (
          <Alert severity="error">{errorText(described.error)}</Alert>
        ) : !described.data ? (
          <Skeleton variant="rounded" height={96} aria-busy="true" />
        ) : renewed ? (
          <Alert severity="success">
            {confirm.data?.messages.join(' ')} {tal.renewal.renewedUntil(formatDateTime(renewed.expiresAt))}
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {tal.renewal.asks(described.data.title, formatDateTime(described.data.expiresAt))}
            </Typography>
            <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {tal.renewal.button}
            </Button>
            {confirm.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorText(confirm.error)}
              </Alert>
            )}
          </>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          {described.data && (
            <Typography variant="body2">
              <Link to={paths.ad(described.data.postId)}>{tal.renewal.open}</Link>
            </Typography>
          )}
          <Typography variant="body2">
            <Link to={paths.myAds}>{tal.renewal.myAds}</Link>
          </Typography>
        </Stack>
      </Paper>
    </>
  );
}
