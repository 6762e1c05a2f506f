import type { ReactNode } from 'react';
import { isApiError } from '../../../api/index.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { tadm } from '../../../messages/admin.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { usePageTitle } from '../../site/index.ts';
import styles from './ListFrame.module.css';

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
        <Text tone="secondary" className={styles.hint}>
          {hint}
        </Text>
      )}
      {filters && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would add a visible caption the filters do not need.
        <div className={styles.filters} role="group" aria-label={tadm.list.filters}>
          {filters}
        </div>
      )}
      {totalCount !== undefined && !isLoading && !error && (
        <Text variant="body2" tone="secondary" className={styles.count} aria-live="polite">
          {tadm.list.found(totalCount, totalCountCapped)}
        </Text>
      )}
      {isLoading ? (
        <div className={styles.loading}>
          <Spinner label={tadm.list.loading} />
        </div>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button variant="text" size="small" onClick={onRetry}>
              {tadm.list.retry}
            </Button>
          }
        >
          {listError(error)}
        </Alert>
      ) : isEmpty ? (
        <Text tone="secondary" className={styles.empty}>
          {tadm.list.empty}
        </Text>
      ) : (
        children
      )}
    </>
  );
}
