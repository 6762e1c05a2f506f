import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { t } from '../../../messages/index.ts';

/** The page's h1 and, while a keyword is searched, what was searched for. */
export function ListHeading({ title }: { title: string }) {
  const [params] = useSearchParams();
  const keyword = (params.get('searchKeyword') ?? '').trim();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {keyword && (
        <Typography color="textSecondary" sx={{ mt: -1, mb: 2 }} data-testid="search-summary">
          {t.ads.searchResults(keyword)}
        </Typography>
      )}
    </>
  );
}

/** The empty state's text: a search or filter that found nothing says so. */
export function emptyListText(params: URLSearchParams): string {
  const filtered = ['searchKeyword', 'minPrice', 'maxPrice', 'postTypes'].some((key) => (params.get(key) ?? '') !== '');
  return filtered ? t.ads.emptySearch : t.ads.empty;
}
