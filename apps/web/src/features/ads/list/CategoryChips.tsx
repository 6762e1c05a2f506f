import Stack from '@mui/material/Stack';
import type { Category } from '@skelbimai/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { chipClassName } from '../../../components/plainChip.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';

/**
 * Subcategory chips to narrow a category list down (or switch between siblings); the search and
 * filters in the address come along, paging starts again. Plain links with the chip class (DECISIONS #155).
 */
export function CategoryChips({ category, current }: { category: Category; current: Category | null }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString() ? `?${params.toString()}` : '';
  if (category.childCategories.length === 0) return null;
  return (
    <Stack
      component="nav"
      direction="row"
      useFlexGap
      // One swipeable row on phones, so the chips do not push the ads below the fold.
      sx={{
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        gap: 1,
        mb: 2,
        pb: { xs: 0.5, sm: 0 },
        mx: { xs: -1.5, sm: 0 },
        px: { xs: 1.5, sm: 0 },
        '& > *': { flexShrink: 0 },
      }}
      aria-label={t.category.subcategories}
    >
      <RouterLink
        to={`${paths.category(category.logicalName)}${query}`}
        className={chipClassName(!current)}
        aria-current={current ? undefined : 'page'}
      >
        {`${t.ads.allInCategory} (${category.postCount})`}
      </RouterLink>
      {category.childCategories.map((sub) => {
        const selected = current?.id === sub.id;
        return (
          <RouterLink
            key={sub.id}
            to={`${paths.category(category.logicalName, sub.logicalName)}${query}`}
            className={chipClassName(selected)}
            aria-current={selected ? 'page' : undefined}
          >
            {`${sub.name} (${sub.postCount})`}
          </RouterLink>
        );
      })}
    </Stack>
  );
}
