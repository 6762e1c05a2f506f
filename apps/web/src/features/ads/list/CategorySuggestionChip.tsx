import Chip from '@mui/material/Chip';
import type { CategorySuggestion } from '@skelbimai/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';

/**
 * 'Ieškoti kategorijoje „Dviračiai“': one tap narrows the search to the category its words name (issue 15),
 * the same search and filters on that category's page.
 */
export function CategorySuggestionChip({ suggestion }: { suggestion: CategorySuggestion }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('page');
  const to = `${paths.category(suggestion.categoryName, suggestion.subCategoryName)}?${next.toString()}`;
  return (
    <Chip
      component={Link}
      to={to}
      clickable
      color="primary"
      variant="outlined"
      label={t.ads.searchInCategory(suggestion.title)}
      sx={{ mb: 2 }}
      data-testid="category-suggestion"
    />
  );
}
