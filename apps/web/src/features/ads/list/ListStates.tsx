import { useSearchParams } from 'react-router';
import { errorMessages } from '../../../lib/contract.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button, ButtonLink } from '../../../ui/Button/Button.tsx';
import { iconAdd } from '../../../ui/icons/iconAdd.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import styles from './ListStates.module.css';

/** The text for a failed list: the status code decides (PRODUCT.md §8). */
export function listErrorText(status: number): string {
  if (status === 404) return errorMessages.notFoundPage;
  if (status === 0) return t.ads.errorNetwork;
  return errorMessages.server;
}

export function ListError({ status, onRetry }: { status: number; onRetry: () => void }) {
  return (
    <Alert
      severity={status === 404 ? 'warning' : 'error'}
      data-testid="post-list-error"
      action={
        status === 404 ? undefined : (
          <Button variant="text" size="small" onClick={onRetry}>
            {t.ads.retry}
          </Button>
        )
      }
    >
      {listErrorText(status)}
    </Alert>
  );
}

/** Nothing to show: say why and offer the next step (a corrected search, post an ad) instead of a blank page. */
export function EmptyList({
  text,
  showPostAd = true,
  suggestion = null,
}: {
  text: string;
  showPostAd?: boolean;
  /** "Ar turėjote omenyje …?": the API's correction of the search, shown as a link that searches it. */
  suggestion?: string | null;
}) {
  return (
    <div className={styles.empty} data-testid="post-list-empty">
      <p className={styles.emptyText}>{text}</p>
      {suggestion && <DidYouMean suggestion={suggestion} />}
      {showPostAd && (
        <>
          <Text tone="secondary" className={styles.hint}>
            {t.ads.emptyHint}
          </Text>
          <ButtonLink to={paths.newAd} variant="primary" startIcon={iconAdd}>
            {t.ads.postAd}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/** 'Ar turėjote omenyje „{word}“?' with the word as a link to the same list searching it (other filters kept). */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('searchKeyword', suggestion);
  next.delete('page');
  return (
    <Text className={styles.suggestion} data-testid="search-suggestion">
      {t.ads.didYouMean} <TextLink to={{ search: `?${next.toString()}` }}>„{suggestion}“</TextLink>?
    </Text>
  );
}
