import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Envelope, UnsubscribeResult } from '@skelbimai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api, requestEnvelope } from '../../api/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { t, tal } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { errorText } from '../wallet/errorText.ts';

/** What the link would stop, in words. */
function stops(result: UnsubscribeResult): string {
  return result.kind === 'savedSearch' ? tal.unsubscribe.savedSearch(result.name) : tal.unsubscribe[result.kind];
}

/**
 * /atsisakyti?token=: the page every alert and notice e-mail links to. It first asks the API what the signed
 * token would stop (GET changes nothing, so a mail scanner following the link unsubscribes no one), then the
 * 'Atsisakyti' button POSTs it. The token is the only authority: it works signed out.
 */
export default function UnsubscribePage() {
  usePageTitle(t.pages.unsubscribe);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const described = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => api.get<UnsubscribeResult>('/api/savedsearches/unsubscribe', { token }, signal),
    enabled: token !== '',
  });
  const confirm = useMutation({
    mutationFn: () =>
      requestEnvelope<Envelope<UnsubscribeResult>>('/api/savedsearches/unsubscribe', {
        method: 'POST',
        query: { token },
        body: {},
      }),
  });

  return (
    <>
      <PageHeading>{t.pages.unsubscribe}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {token === '' ? (
          <Alert severity="warning">{tal.unsubscribe.noToken}</Alert>
        ) : described.error ? (
          <Alert severity="error">{errorText(described.error)}</Alert>
        ) : !described.data ? (
          <Skeleton variant="rounded" height={96} aria-busy="true" />
        ) : confirm.data ? (
          <Alert severity="success">{confirm.data.messages.join(' ')}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{stops(described.data)}</Typography>
            <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {tal.unsubscribe.button}
            </Button>
            {confirm.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorText(confirm.error)}
              </Alert>
            )}
          </>
        )}
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link to={paths.account}>{tal.unsubscribe.settingsHint}</Link>
        </Typography>
      </Paper>
    </>
  );
}
