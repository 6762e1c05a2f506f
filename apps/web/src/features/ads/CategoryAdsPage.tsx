import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { findCategory, useCategories } from '../categories/index.ts';
import { usePageTitle } from '../site/index.ts';

/**
 * /skelbimai/:categoryLogicalName? and /skelbimai/:category/:subCategoryLogicalName: the category's
 * name and subcategories now; the ads issue adds the list, filters and paging.
 */
export default function CategoryAdsPage() {
  const params = useParams();
  const categorySlug = params.categoryLogicalName ?? params.category;
  const { data: categories, isPending } = useCategories();
  const { category, subCategory } = findCategory(categories ?? [], categorySlug, params.subCategoryLogicalName);
  const unknown = !isPending && (!category || (params.subCategoryLogicalName !== undefined && !subCategory));
  const title = subCategory?.name ?? category?.name ?? t.pages.allAds;
  usePageTitle(isPending ? null : title);

  if (isPending && categorySlug) return <PageSpinner />;
  if (unknown && categorySlug) {
    return (
      <Alert
        severity="warning"
        action={
          <Link component={RouterLink} to={paths.allAds}>
            {t.nav.allAds}
          </Link>
        }
      >
        {t.category.notFound}
      </Alert>
    );
  }

  return (
    <ComingSoon title={title}>
      {category && (
        <Breadcrumbs sx={{ mb: 2 }}>
          <Link component={RouterLink} to={paths.allAds} underline="hover" color="inherit">
            {t.nav.allAds}
          </Link>
          <Link component={RouterLink} to={paths.category(category.logicalName)} underline="hover" color="inherit">
            {category.name}
          </Link>
          {subCategory && <span>{subCategory.name}</span>}
        </Breadcrumbs>
      )}
      {category && !subCategory && category.childCategories.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          aria-label={t.category.subcategories}
        >
          {category.childCategories.map((sub) => (
            <Chip
              key={sub.id}
              label={`${sub.name} (${sub.postCount})`}
              component={RouterLink}
              to={paths.category(category.logicalName, sub.logicalName)}
              clickable
              variant="outlined"
            />
          ))}
        </Stack>
      )}
    </ComingSoon>
  );
}
