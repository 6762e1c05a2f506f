import type { CategorySuggestion, Post } from '@skelbimai/contract';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useReducer, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { fetchPostPage, firstListPageKey, type ListTotal, type PostListParams, type PostPage } from '../api.ts';
import { initialPagedState, nextPage, type PagedState, pagedReducer } from './pagedState.ts';

/**
 * Lists the user came from, so Back shows the same ads at once (and the browser can restore the
 * scroll position) instead of starting again at page 1. Only a few are kept; only Back uses them.
 */
const recentLists = new Map<string, PagedState<Post>>();
const RECENT_LIMIT = 5;

function remember(state: PagedState<Post>) {
  recentLists.delete(state.key);
  recentLists.set(state.key, state);
  while (recentLists.size > RECENT_LIMIT) recentLists.delete(recentLists.keys().next().value as string);
}

/** Forgets remembered lists (after a change that makes them stale, and between tests). */
export function forgetRecentLists() {
  recentLists.clear();
}

/** Page 1 as the server rendered it (ServerRenderState's query cache), as a loaded list; undefined when absent. */
function serverFirstPage(queryClient: QueryClient | undefined, key: string): PagedState<Post> | undefined {
  const page = queryClient?.getQueryData<PostPage>(firstListPageKey(key));
  if (!page) return undefined;
  return pagedReducer(initialPagedState<Post>(key), {
    type: 'loaded',
    page: 1,
    items: page.items,
    totalPages: page.totalPages,
    suggestion: page.suggestion,
    categorySuggestion: page.categorySuggestion,
    total: page.total,
    topPosts: page.topPosts,
  });
}

export interface PagedPosts {
  posts: Post[];
  /** A page request is running. */
  loading: boolean;
  errorStatus: number | null;
  /** "Ar turėjote omenyje …?": the API's correction of a search that found little or nothing. */
  suggestion: string | null;
  /** A category whose name says the whole search, to narrow it to (PRODUCT.md §20). */
  categorySuggestion: CategorySuggestion | null;
  /** The list's count ('Rasta …'), from page 1; null until known. */
  total: ListTotal | null;
  /** The public list's TOP block, from page 1. */
  topPosts: Post[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  /** More pages remain (false once the last page is reached or after an error). */
  hasMore: boolean;
  /** Asks for the next page; does nothing when there is none or one is already on its way. */
  loadMore: () => void;
  /** Starts again at page 1 (after an error, or after the user changed an ad). */
  reload: () => void;
  removePost: (id: number) => void;
  replacePost: (post: Post) => void;
}

/**
 * A paged ad list following PRODUCT.md §4: it starts at page 0 of 1 and asks for page 1; a changed
 * query (filters, search, category) starts again at page 1; no request is made once the current
 * page reaches the total; page 1 replaces and later pages append; an error empties the list and
 * keeps the status code for the error display. `enabled: false` waits (e.g. for the categories).
 */
export function usePagedPosts(query: PostListParams, { enabled = true }: { enabled?: boolean } = {}): PagedPosts {
  const key = JSON.stringify(query);
  const navigationType = useNavigationType();
  const queryClient = useContext(QueryClientContext);
  const [state, dispatch] = useReducer(pagedReducer<Post>, key, (initialKey) => {
    const recent = navigationType === 'POP' ? recentLists.get(initialKey) : undefined;
    return recent ?? serverFirstPage(queryClient, initialKey) ?? initialPagedState<Post>(initialKey);
  });
  // The server's page 1 serves this first render only: coming back later asks the server afresh.
  useEffect(() => queryClient?.removeQueries({ queryKey: firstListPageKey(key), exact: true }), [queryClient, key]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const queryRef = useRef(query);
  queryRef.current = query;
  const controllerRef = useRef<AbortController | null>(null);
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;

  const fetchPage = useCallback((page: number) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'request' });
    fetchPostPage(queryRef.current, page, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        controllerRef.current = null;
        dispatch({
          type: 'loaded',
          page,
          items: result.items,
          totalPages: result.totalPages,
          suggestion: result.suggestion,
          categorySuggestion: result.categorySuggestion,
          total: result.total,
          topPosts: result.topPosts,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        controllerRef.current = null;
        dispatch({ type: 'failed', status: isApiError(error) ? error.status : 0 });
      },
    );
  }, []);

  const start = useCallback(() => {
    dispatch({ type: 'reset', key });
    fetchPage(1);
  }, [key, fetchPage]);

  useEffect(() => {
    if (!enabled) return;
    const current = stateRef.current;
    // A list restored by Back is shown as it was; anything else starts at page 1.
    const restored = current.key === key && current.paging.currentPage > 0 && current.errorStatus === null;
    if (!restored) start();
    return () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    };
  }, [key, enabled, start]);

  useEffect(() => {
    if (!state.loading && state.errorStatus === null && state.paging.currentPage > 0) remember(state);
  }, [state]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!enabledRef.current || controllerRef.current || current.key !== key) return;
    const page = nextPage(current);
    if (page !== null) fetchPage(page);
  }, [key, fetchPage]);

  // Until the effect has reset a changed query, show the new query's empty start, never the old list.
  const view = state.key === key ? state : initialPagedState<Post>(key);
  return {
    posts: view.items,
    // Waiting to be enabled counts as loading: the skeletons show instead of an empty state.
    loading: (!enabled || view.loading || view.paging.currentPage === 0) && view.errorStatus === null,
    errorStatus: view.errorStatus,
    suggestion: view.suggestion,
    categorySuggestion: view.categorySuggestion,
    total: view.total,
    topPosts: view.topPosts,
    page: view.paging.currentPage,
    hasMore: view.errorStatus === null && nextPage({ ...view, loading: false }) !== null,
    loadMore,
    reload: start,
    removePost: useCallback((id: number) => dispatch({ type: 'remove', id }), []),
    replacePost: useCallback((post: Post) => dispatch({ type: 'replace', item: post }), []),
  };
}
