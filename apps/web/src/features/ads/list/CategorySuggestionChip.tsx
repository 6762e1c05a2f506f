import Box from '@mui/material/Box';
import type { CategorySuggestion } from '@skelbimai/contract';
import { Link, useSearchParams } from 'react-router';
import { primaryChipClassName } from '../../../components/plainChip.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';

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
    <Box component="p" sx={{ mt: 0, mb: 2 }}>
      <Link to={to} className={primaryChipClassName} data-testid="category-suggestion">
        {t.ads.searchInCategory(suggestion.title)}
      </Link>
    </Box>
  );
}
