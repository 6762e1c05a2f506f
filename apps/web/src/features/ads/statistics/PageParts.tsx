import type { ReactNode } from 'react';
import { isApiError } from '../../../api/index.ts';
import { tst } from '../../../messages/statistics.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { ButtonLink } from '../../../ui/Button/Button.tsx';
import { iconArrowBack } from '../../../ui/icons/iconArrowBack.ts';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import styles from './PageParts.module.css';

/** The link back to the owner's list above the statistics. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} startIcon={iconArrowBack} variant="text" size="small" className={styles.back}>
      {children}
    </ButtonLink>
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
  return <Skeleton shape="rect" className={styles.placeholder} />;
}
