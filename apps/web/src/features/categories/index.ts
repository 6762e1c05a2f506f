// Public surface of the categories feature.
export { type CategoryMatch, categoriesQuery, findCategory, useCategories } from './api.ts';
