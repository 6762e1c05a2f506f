import type { CategorySuggestion, Post } from '@skelbimai/contract';
import { initialPaging, mergePage, type PagingState, pageToRequest } from '../../../api/paged.ts';
import type { ListTotal } from '../api.ts';

/**
 * The state of one paged list (PRODUCT.md §4 'Paging') as a pure reducer: page 0 of 1 at start, page 1
 * replaces the items, later pages append, an error empties the list and keeps the HTTP status code.
 * `key` names the query the state belongs to, so a changed filter can never show the old list.
 */
export interface PagedState<T> {
  key: string;
  items: T[];
  paging: PagingState;
  loading: boolean;
  /** The status code of the failed request (0 when the server could not be reached); null when fine. */
  errorStatus: number | null;
  /** The API's "Ar turėjote omenyje …?" word(s) for page 1 of a search; null when none. */
  suggestion: string | null;
  /** The API's category to narrow page 1's search to (PRODUCT.md §20); null when none. */
  categorySuggestion: CategorySuggestion | null;
  /** Page 1's count of the list ('Rasta …'); null until known. */
  total: ListTotal | null;
  /** Page 1's TOP block (the public lists); later pages do not change it, so it stays put while paging on. */
  topPosts: Post[];
}

export type PagedAction<T> =
  | { type: 'reset'; key: string }
  | { type: 'request' }
  | {
      type: 'loaded';
      page: number;
      items: T[];
      totalPages: number;
      suggestion?: string | null;
      categorySuggestion?: CategorySuggestion | null;
      total?: ListTotal | null;
      topPosts?: Post[];
    }
  | { type: 'failed'; status: number }
  | { type: 'remove'; id: number }
  | { type: 'replace'; item: T };

export function initialPagedState<T>(key: string): PagedState<T> {
  return {
    key,
    items: [],
    paging: initialPaging,
    loading: false,
    errorStatus: null,
    suggestion: null,
    categorySuggestion: null,
    total: null,
    topPosts: [],
  };
}

export function pagedReducer<T extends { id: number }>(state: PagedState<T>, action: PagedAction<T>): PagedState<T> {
  switch (action.type) {
    case 'reset':
      return initialPagedState(action.key);
    case 'request':
      return { ...state, loading: true, errorStatus: null };
    case 'loaded':
      return {
        ...state,
        loading: false,
        items: mergePage(state.items, action.items, action.page),
        paging: { currentPage: action.page, totalPages: action.totalPages },
        // Page 1 answers for the query; later pages keep its suggestion.
        suggestion: action.page === 1 ? (action.suggestion ?? null) : state.suggestion,
        categorySuggestion: action.page === 1 ? (action.categorySuggestion ?? null) : state.categorySuggestion,
        total: action.page === 1 ? (action.total ?? null) : state.total,
        topPosts: action.page === 1 ? (action.topPosts ?? []) : state.topPosts,
      };
    case 'failed':
      return { ...state, loading: false, items: [], errorStatus: action.status };
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    case 'replace':
      return { ...state, items: state.items.map((item) => (item.id === action.item.id ? action.item : item)) };
  }
}

/** The next page to ask for, or null: the last page is reached, a request is running, or the list failed. */
export function nextPage<T>(state: PagedState<T>): number | null {
  if (state.loading || state.errorStatus !== null) return null;
  return pageToRequest(state.paging);
}
