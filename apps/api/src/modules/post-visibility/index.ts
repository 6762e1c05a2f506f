// Which ads anyone may see: the one SQL rule every public read uses, and the visible counts per category. Below
// the posts module, so that categories, search and the pages can ask without depending on it.
export { visiblePostCountsByCategory } from './postCounts.service.ts';
export { creatorNotBlocked, publiclyVisible } from './visibility.ts';
