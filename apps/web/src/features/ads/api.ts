import type { CategorySuggestion, Post } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Paged, type PageResult, type PostsEnvelope, type Query, requestEnvelope } from '../../api/index.ts';

/**
 * Reading lists of ads (GET /api/posts/list, /api/posts/showcase). Without `page` the list answers
 * the first 20 as `posts`; with `page` ≥ 1 it answers `data` and `pagination.totalPageCount` (PRODUCT.md §3).
 * Single-ad calls and changes live in ./postApi.ts.
 */
export const POST_LIST_PATH = '/api/posts/list';

/** List query values as they go to the API; empty ones are left out of the URL by the client. */
export type PostListParams = Record<string, string | undefined>;

export const postListKeys = {
  all: ['posts', 'list'] as const,
  newest: ['posts', 'list', 'newest'] as const,
  showcase: ['posts', 'showcase'] as const,
};

/** What a page-1 answer carries besides the ads: search help (PRODUCT.md §20), the count and the TOP block. */
export interface SearchHelp {
  /** "Ar turėjote omenyje …?" word(s) for a search that found little or nothing. */
  suggestion: string | null;
  /** A category whose name says the whole query, to narrow the search to. */
  categorySuggestion: CategorySuggestion | null;
  /** How many ads the list has (the server's cap when `capped`); null when the answer did not say. */
  total: ListTotal | null;
  /** The public list's TOP block, apart from the list's order; empty for other lists. */
  topPosts: Post[];
}

export interface ListTotal {
  count: number;
  /** More matched than the server counts: `count` is its cap. */
  capped: boolean;
}

/**
 * Where the server's render leaves page 1 of a paged list (entry-server.tsx), for the browser's first render of
 * that list to start from instead of asking again. `listKey` is the JSON of the list's query (usePagedPosts).
 */
export const firstListPageKey = (listKey: string) => ['posts', 'firstPage', listKey] as const;
export type PostPage = Awaited<ReturnType<typeof fetchPostPage>>;

/** One page of a paged list, with the API's search help (each null when none). */
export async function fetchPostPage(
  query: PostListParams,
  page: number,
  signal?: AbortSignal,
): Promise<PageResult<Post> & SearchHelp> {
  const envelope = await requestEnvelope<
    Paged<Post> & {
      suggestion?: string | null;
      categorySuggestion?: CategorySuggestion | null;
      topPosts?: Post[];
    }
  >(POST_LIST_PATH, {
    query: { ...(query as Query), page },
    signal,
  });
  return {
    items: envelope.data ?? [],
    page,
    // A server that forgets the pagination block still yields a finite list (as getPage).
    totalPages: Math.max(envelope.pagination?.totalPageCount ?? page, 0),
    suggestion: envelope.suggestion ?? null,
    categorySuggestion: envelope.categorySuggestion ?? null,
    total: envelope.pagination
      ? { count: envelope.pagination.totalCount, capped: envelope.pagination.totalCountCapped === true }
      : null,
    topPosts: envelope.topPosts ?? [],
  };
}

/** The non-paged form: the first page only, for short lists such as the home page's newest ads. */
export async function fetchPosts(query: PostListParams, signal?: AbortSignal): Promise<Post[]> {
  const envelope = await requestEnvelope<PostsEnvelope<Post>>(POST_LIST_PATH, { query: query as Query, signal });
  return envelope.posts ?? [];
}

export const newestPostsQuery = queryOptions({
  queryKey: postListKeys.newest,
  queryFn: ({ signal }) => fetchPosts({}, signal),
  staleTime: 30_000,
});

/** Ads with an active 'Pradžios puslapyje' service; empty until someone buys it. */
export const showcaseQuery = queryOptions({
  queryKey: postListKeys.showcase,
  queryFn: ({ signal }) => api.get<Post[]>('/api/posts/showcase', undefined, signal),
  staleTime: 60_000,
});

/** The newest ads of an ad's subcategory, for its page's 'Panašūs skelbimai' (the server's render fetches it too). */
export const similarPostsQuery = (post: Pick<Post, 'category' | 'subCategory'>) =>
  queryOptions({
    queryKey: ['posts', 'list', 'similar', post.subCategory.logicalName],
    queryFn: ({ signal }) =>
      fetchPosts({ categoryName: post.category.logicalName, subCategoryName: post.subCategory.logicalName }, signal),
    staleTime: 60_000,
  });

/**
 * GET /api/posts/elsewhereCount with a list's query: a search within a category, how many ads of the other
 * categories match it ('Rasta kitose kategorijose: N', decision 0084); null for any other list. Asked beside the
 * list, so the list never waits for it.
 */
export const elsewhereCountQuery = (query: PostListParams) =>
  queryOptions({
    queryKey: ['posts', 'elsewhereCount', query] as const,
    queryFn: async ({ signal }) => api.get<ListTotal | null>('/api/posts/elsewhereCount', query as Query, signal),
    staleTime: 60_000,
  });

/**
 * GET /api/posts/fieldCounts with the list's own query: how many of its ads have each choice of the subcategory's
 * fields ('Dyzelinas (23)', PRODUCT.md §25). Asked only inside a subcategory, by the filters.
 */
export const fieldCountsQuery = (query: PostListParams) =>
  queryOptions({
    queryKey: ['posts', 'fieldCounts', query] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ counts: Record<string, Record<string, number>> }>(
          '/api/posts/fieldCounts',
          query as Query,
          signal,
        )
      ).counts,
    staleTime: 30_000,
  });
