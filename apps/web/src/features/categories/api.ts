import type { Category, PostField } from '@skelbimai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';

/** Main categories with their subcategories and counts; the counts may lag by up to a minute. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => api.get<Category[]>('/api/categories/get', undefined, signal),
  staleTime: 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

export interface CategoryMatch {
  category: Category | null;
  subCategory: Category | null;
}

/** Resolves the URL slugs of /skelbimai/{category}/{subcategory} to the categories they name. */
export function findCategory(
  categories: readonly Category[],
  logicalName?: string,
  subLogicalName?: string,
): CategoryMatch {
  const category = categories.find((c) => c.logicalName === logicalName) ?? null;
  const subCategory = category?.childCategories.find((c) => c.logicalName === subLogicalName) ?? null;
  return { category, subCategory };
}

/**
 * A subcategory's fields (PRODUCT.md §25): GET /api/categories/fields/{id}. The tree above leaves them out so a
 * car's model list never rides in every page's HTML; the form, the filters and the dashboard ask for one.
 */
export const subCategoryFieldsQuery = (subCategoryId: number) =>
  queryOptions({
    queryKey: ['categories', 'fields', subCategoryId],
    queryFn: async ({ signal }) =>
      (await api.get<{ fields: PostField[] }>(`/api/categories/fields/${subCategoryId}`, undefined, signal)).fields,
    staleTime: 5 * 60_000,
  });

/** The subcategory's fields, or an empty list with no subcategory chosen. */
export function useSubCategoryFields(subCategoryId: number | null) {
  return useQuery({ ...subCategoryFieldsQuery(subCategoryId ?? 0), enabled: subCategoryId !== null });
}
