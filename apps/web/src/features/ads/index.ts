// The ads feature's public entry: what the first screen (the shell and the home page) uses, the cards and their
// grid. The build puts everything an entry the shell imports re-exports into the first-load chunk, so the ad list
// (list/PostList.tsx, list/listQuery.ts) and the ad's data (postApi.ts) are reached directly (partEntries in
// .dependency-cruiser.cjs), and the pages are loaded by the router.
export {
  fetchPostPage,
  firstListPageKey,
  newestPostsQuery,
  type PostListParams,
  showcaseQuery,
  similarPostsQuery,
} from './api.ts';
export { PostCard, PostCardSkeleton } from './card/index.ts';
export { EmptyList, ListError, listErrorText } from './list/ListStates.tsx';
export { PostGrid, PostGridItem } from './list/PostGrid.tsx';
export { useMinimumDisplay } from './list/useMinimumDisplay.ts';
