import type { Envelope, Paged } from '@skelbimai/contract';
import { type Query, requestEnvelope } from './client.ts';

export type { Paged };

/** A non-paged post list answers with `posts` beside the envelope (PRODUCT.md §3). */
export interface PostsEnvelope<T> extends Envelope<null> {
  posts: T[];
}

/**
 * Paging state of an infinite list (PRODUCT.md §4 'Paging'): the current page starts at 0 and the
 * total at 1, so the first request asks for page 1.
 */
export interface PagingState {
  currentPage: number;
  totalPages: number;
}

export const initialPaging: PagingState = { currentPage: 0, totalPages: 1 };

/** The page to request next, or null when the list is complete. An explicit page is always allowed. */
export function pageToRequest(state: PagingState, explicitPage?: number): number | null {
  if (explicitPage !== undefined) return explicitPage;
  if (state.currentPage >= state.totalPages) return null;
  return state.currentPage + 1;
}

/** Page 1 replaces the list (a new search or filter); later pages append. */
export function mergePage<T>(list: readonly T[], items: readonly T[], page: number): T[] {
  return page <= 1 ? [...items] : [...list, ...items];
}

export interface PageResult<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** GET a paged list; the page number goes in the query as `page`. */
export async function getPage<T>(path: string, page: number, query: Query = {}, signal?: AbortSignal) {
  const envelope = await requestEnvelope<Paged<T>>(path, { query: { ...query, page }, signal });
  return {
    items: envelope.data ?? [],
    page,
    // A server that forgets the pagination block still yields a finite list.
    totalPages: Math.max(envelope.pagination?.totalPageCount ?? page, 0),
  } satisfies PageResult<T>;
}
