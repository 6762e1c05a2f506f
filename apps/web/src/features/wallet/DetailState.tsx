import type { ReactNode } from 'react';
import { errorText } from '../../api/errorText.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { iconArrowBack } from '../../ui/icons/iconArrowBack.ts';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import styles from './wallet.module.css';

/** The link back to the list above a payment or an order. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="text" size="small" startIcon={iconArrowBack} className={styles.backLink}>
      {children}
    </ButtonLink>
  );
}

/** Loading placeholder or the failure (the server's message, e.g. 'Mokėjimas nerastas.') of one payment or order. */
export function DetailFallback({ error, notFound }: { error: unknown; notFound: string | null }) {
  if (notFound) return <Alert severity="warning">{notFound}</Alert>;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  return (
    <div aria-busy="true">
      <Skeleton shape="rect" height={220} />
    </div>
  );
}

/** A route id that can exist: a positive whole number. */
export function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
