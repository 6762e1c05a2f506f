import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/errorText.ts';

/** The link back to the list above a payment or an order. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      {children}
    </Button>
  );
}

/** Loading placeholder or the failure (the server's message, e.g. 'Mokėjimas nerastas.') of one payment or order. */
export function DetailFallback({ error, notFound }: { error: unknown; notFound: string | null }) {
  if (notFound) return <Alert severity="warning">{notFound}</Alert>;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  return <Skeleton variant="rounded" height={220} aria-busy="true" />;
}

/** A route id that can exist: a positive whole number. */
export function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
