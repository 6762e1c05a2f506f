import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Category } from '@skelbimai/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';

/**
 * Subcategory chips to narrow a category list down (or switch between siblings); the search and
 * filters in the address come along, paging starts again.
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
      <Chip
        label={`${t.ads.allInCategory} (${category.postCount})`}
        component={RouterLink}
        to={`${paths.category(category.logicalName)}${query}`}
        clickable
        color={current ? 'default' : 'primary'}
        variant={current ? 'outlined' : 'filled'}
        aria-current={current ? undefined : 'page'}
      />
      {category.childCategories.map((sub) => {
        const selected = current?.id === sub.id;
        return (
          <Chip
            key={sub.id}
            label={`${sub.name} (${sub.postCount})`}
            component={RouterLink}
            to={`${paths.category(category.logicalName, sub.logicalName)}${query}`}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-current={selected ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}
