import type { Category } from '@skelbimai/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { cx } from '../../../ui/cx.ts';
import styles from './CategoryChips.module.css';
import chipStyles from './chips.module.css';

/**
 * Subcategory chips to narrow a category list down (or switch between siblings); the search and
 * filters in the address come along, paging starts again; a subcategory's field filters (attr.*) stay behind, as
 * another subcategory has other fields (PRODUCT.md §25). Plain links drawn as chips (chips.module.css).
 */
export function CategoryChips({ category, current }: { category: Category; current: Category | null }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const name of [...params.keys()]) if (name.startsWith('attr.')) params.delete(name);
  const query = params.toString() ? `?${params.toString()}` : '';
  if (category.childCategories.length === 0) return null;
  return (
    // One swipeable row on phones, so the chips do not push the ads below the fold.
    <nav className={styles.row} aria-label={t.category.subcategories}>
      <RouterLink
        to={`${paths.category(category.logicalName)}${query}`}
        className={cx(chipStyles.chip, !current && chipStyles.selected)}
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
            className={cx(chipStyles.chip, selected && chipStyles.selected)}
            aria-current={selected ? 'page' : undefined}
          >
            {`${sub.name} (${sub.postCount})`}
          </RouterLink>
        );
      })}
    </nav>
  );
}
