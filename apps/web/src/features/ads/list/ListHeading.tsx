import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { t } from '../../../messages/lt.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './ListHeading.module.css';

/** The page's h1 and, while a keyword is searched, what was searched for. */
export function ListHeading({ title }: { title: string }) {
  const [params] = useSearchParams();
  const keyword = (params.get('searchKeyword') ?? '').trim();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {keyword && (
        <Text tone="secondary" className={styles.summary} data-testid="search-summary">
          {t.ads.searchResults(keyword)}
        </Text>
      )}
    </>
  );
}

/** The empty state's text: a search or filter that found nothing says so. */
export function emptyListText(params: URLSearchParams): string {
  const filtered = ['searchKeyword', 'minPrice', 'maxPrice', 'postTypes'].some((key) => (params.get(key) ?? '') !== '');
  return filtered ? t.ads.emptySearch : t.ads.empty;
}
