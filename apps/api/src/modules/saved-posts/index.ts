// The saved-posts module's public entry: what the rest of the API uses of it.
export { savedPostsRoutes } from './savedPosts.routes.ts';
export { findPostVisibleTo } from './visiblePost.ts';
