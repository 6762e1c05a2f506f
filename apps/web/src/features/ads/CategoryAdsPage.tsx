import { useParams, useSearchParams } from 'react-router';
import { ErrorView } from '../../app/ErrorView.tsx';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { SaveSearchButton } from '../alerts/index.ts';
import { findCategory, useCategories } from '../categories/index.ts';
import { usePageTitle } from '../site/index.ts';
import { CategoryChips } from './list/CategoryChips.tsx';
import { Filters } from './list/Filters.tsx';
import { emptyListText, ListHeading } from './list/ListHeading.tsx';
import { listQuery } from './list/listQuery.ts';
import { PostList } from './list/PostList.tsx';

/**
 * /skelbimai/:categoryLogicalName and /skelbimai/:category/:subCategoryLogicalName: the category's
 * ads with subcategory chips, filters and paging. An unknown category is the 404 display.
 */
export default function CategoryAdsPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const categorySlug = params.categoryLogicalName ?? params.category;
  const { data: categories, isPending, isError } = useCategories();
  const { category, subCategory } = findCategory(categories ?? [], categorySlug, params.subCategoryLogicalName);
  const known = Boolean(category) && (params.subCategoryLogicalName === undefined || Boolean(subCategory));
  const title = subCategory?.name ?? category?.name ?? t.pages.allAds;
  usePageTitle(isPending ? null : known ? title : t.pages.notFound);

  if (!categorySlug) return <AllCategoriesList />;
  if (isPending) return <PageSpinner />;
  if (isError) return <ErrorView notFound={false} />;
  if (!category || !known) return <ErrorView notFound />;

  const query = listQuery(searchParams, {
    categoryName: category.logicalName,
    subCategoryName: subCategory?.logicalName,
  });
  return (
    <>
      <Breadcrumbs
        label={t.nav.trail}
        items={[
          { label: t.nav.allAds, to: paths.allAds },
          { label: category.name, to: subCategory ? paths.category(category.logicalName) : undefined },
          ...(subCategory ? [{ label: subCategory.name }] : []),
        ]}
      />
      <ListHeading title={title} />
      <SaveSearchButton categoryName={category.logicalName} subCategoryName={subCategory?.logicalName} />
      <CategoryChips category={category} current={subCategory} />
      <Filters subCategoryId={subCategory?.id} query={subCategory ? query : undefined} />
      <PostList
        query={query}
        emptyText={emptyListText(searchParams)}
        // A search here says where it looks and offers the rest (decision 0084).
        searchScope={searchParams.get('searchKeyword')?.trim() ? { category: title, query } : undefined}
      />
    </>
  );
}

/** /skelbimai without a category is the list of all ads. */
function AllCategoriesList() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <ListHeading title={t.pages.allAds} />
      <SaveSearchButton />
      <Filters />
      <PostList query={listQuery(searchParams)} emptyText={emptyListText(searchParams)} />
    </>
  );
}
