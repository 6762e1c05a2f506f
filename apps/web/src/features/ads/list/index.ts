// Public surface of the ad lists: pages of other features (saved ads) reuse PostList with their own query.
export type { PostListParams } from '../api.ts';
export { Filters } from './Filters.tsx';
export { EmptyList, ListError } from './ListStates.tsx';
export { listQuery, readFilters } from './listQuery.ts';
export { PostGrid, PostGridItem } from './PostGrid.tsx';
export { PostList, type PostListProps, PostListView, type PostListViewProps } from './PostList.tsx';
export { forgetRecentLists, type PagedPosts, usePagedPosts } from './usePagedPosts.ts';
