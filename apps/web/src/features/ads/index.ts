// The ads feature's public entry. Its pages are loaded by the router (lazily), not through here.
export {
  fetchPostPage,
  firstListPageKey,
  newestPostsQuery,
  type PostListParams,
  showcaseQuery,
  similarPostsQuery,
} from './api.ts';
export { PostCard, PostCardSkeleton } from './card/index.ts';
export { postCardStyles } from './card/postCardStyles.ts';
export { EmptyList, ListError, listErrorText } from './list/ListStates.tsx';
export { listQuery } from './list/listQuery.ts';
export { PostGrid, PostGridItem } from './list/PostGrid.tsx';
export { PostList } from './list/PostList.tsx';
export { useMinimumDisplay } from './list/useMinimumDisplay.ts';
export { goneAdOf, parsePostId, postKeys, singlePostQuery } from './postApi.ts';
