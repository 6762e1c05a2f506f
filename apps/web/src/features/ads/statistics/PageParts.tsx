import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { tst } from '../../../messages/index.ts';

/** The link back to the owner's list above the statistics. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      {children}
    </Button>
  );
}

/**
 * While loading, a placeholder; a missing ad or one that is not the viewer's (404, 403) the same warning, so
 * nobody learns which; any other failure the server's words.
 */
export function Fallback({ error, notFound }: { error: unknown; notFound: boolean }) {
  if (notFound) return <Alert severity="warning">{tst.notFound}</Alert>;
  if (error) {
    const text = isApiError(error) ? error.messages.join(' ') : '';
    return <Alert severity="error">{text || tst.failed}</Alert>;
  }
  return <Skeleton variant="rounded" height={220} aria-busy="true" />;
}
