// The categories module's public entry: what the rest of the API uses of it.
export { categoriesRoutes } from './categories.routes.ts';
export { listCategoryTree } from './categories.service.ts';
export { fieldsByCategory, subCategoryBySlug, subCategoryFields } from './fields.service.ts';
export { treeAnswer, treeResponse } from './treeAnswer.ts';
