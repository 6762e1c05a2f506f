import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/index.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { tadm } from '../../../messages/admin.ts';
import { usePageTitle } from '../../site/index.ts';

/**
 * What a failed list says: the server's Lithuanian refusal (403), never the raw English 404 body of a
 * call that does not exist (yet) on this server, nor nothing at all when offline.
 */
function listError(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status === 404) return tadm.list.failed;
  return error.messages.join(' ');
}

/**
 * The frame every dashboard list shares: heading, filters, the loading / error / empty states and
 * the list itself, so each page only says what its rows are.
 */
export function ListFrame({
  title,
  hint,
  filters,
  isLoading,
  error,
  onRetry,
  isEmpty,
  totalCount,
  totalCountCapped = false,
  children,
}: {
  title: string;
  /** A sentence under the heading saying what the list is for. */
  hint?: string;
  filters?: ReactNode;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  totalCount?: number;
  /** The server counted up to its cap only: the count shows as "10 000+". */
  totalCountCapped?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {hint && (
        <Typography color="textSecondary" sx={{ mt: -1, mb: 2 }}>
          {hint}
        </Typography>
      )}
      {filters && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}
          role="group"
          aria-label={tadm.list.filters}
        >
          {filters}
        </Stack>
      )}
      {totalCount !== undefined && !isLoading && !error && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} aria-live="polite">
          {tadm.list.found(totalCount, totalCountCapped)}
        </Typography>
      )}
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={tadm.list.loading} />
        </Box>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {tadm.list.retry}
            </Button>
          }
        >
          {listError(error)}
        </Alert>
      ) : isEmpty ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
          {tadm.list.empty}
        </Typography>
      ) : (
        children
      )}
    </>
  );
}
