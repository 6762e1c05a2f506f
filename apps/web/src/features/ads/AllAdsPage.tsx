import { useSearchParams } from 'react-router';
import { t } from '../../messages/lt.ts';
import { SaveSearchButton } from '../alerts/index.ts';
import { usePageTitle } from '../site/index.ts';
import { Filters } from './list/Filters.tsx';
import { emptyListText, ListHeading } from './list/ListHeading.tsx';
import { listQuery } from './list/listQuery.ts';
import { PostList } from './list/PostList.tsx';

/** /visi: every public ad, with the search bar's keyword and the filters from the address. */
export default function AllAdsPage() {
  usePageTitle(t.pages.allAds);
  const [params] = useSearchParams();
  return (
    <>
      <ListHeading title={t.pages.allAds} />
      {/* The list's filters saved, and its new ads e-mailed. */}
      <SaveSearchButton />
      <Filters />
      <PostList query={listQuery(params)} emptyText={emptyListText(params)} />
    </>
  );
}
