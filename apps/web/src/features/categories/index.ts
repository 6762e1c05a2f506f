// Public surface of the categories feature.
export {
  type CategoryMatch,
  categoriesQuery,
  findCategory,
  subCategoryFieldsQuery,
  useCategories,
  useSubCategoryFields,
} from './api.ts';
