// The pages module's public entry: what the rest of the API uses of it.
export { createPages, type Pages } from './createPages.ts';
export { pagesRoutes } from './pages.routes.ts';
export { loadPageRenderer } from './serverRender.ts';
