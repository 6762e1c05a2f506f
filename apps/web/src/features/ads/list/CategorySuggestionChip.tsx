import type { CategorySuggestion } from '@skelbimai/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { cx } from '../../../ui/cx.ts';
import styles from './CategorySuggestionChip.module.css';
import chipStyles from './chips.module.css';

/**
 * 'Ieškoti kategorijoje „Dviračiai“': one tap narrows the search to the category its words name (PRODUCT.md §20),
 * the same search and filters on that category's page.
 */
export function CategorySuggestionChip({ suggestion }: { suggestion: CategorySuggestion }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('page');
  const to = `${paths.category(suggestion.categoryName, suggestion.subCategoryName)}?${next.toString()}`;
  return (
    <p className={styles.line}>
      <Link to={to} className={cx(chipStyles.chip, chipStyles.primary)} data-testid="category-suggestion">
        {t.ads.searchInCategory(suggestion.title)}
      </Link>
    </p>
  );
}
