import { Text } from '../../ui/Text/Text.tsx';
import { useCategories, useSubCategoryFields } from '../categories/index.ts';
import styles from './alerts.module.css';
import { attributeFilterWords } from './attributeWords.ts';

/**
 * The field filters of a saved search in words ('Markė: BMW · Pagaminimo metai: nuo 2012'), under the API's
 * description of its other filters. The subcategory's fields are asked only for a search that has such filters.
 */
export function SavedSearchFilters({ query }: { query: string }) {
  const params = new URLSearchParams(query);
  const filtered = [...params.keys()].some((name) => name.startsWith('attr.'));
  const slug = params.get('subCategoryName');
  const categories = useCategories().data ?? [];
  const sub =
    filtered && slug
      ? categories.flatMap((main) => main.childCategories).find((child) => child.logicalName === slug)
      : undefined;
  const fields = useSubCategoryFields(sub?.id ?? null).data ?? [];
  const words = attributeFilterWords(fields, query);
  if (words.length === 0) return null;
  return (
    <Text tone="secondary" className={styles.description} data-testid="saved-search-fields">
      {words.join(' · ')}
    </Text>
  );
}
