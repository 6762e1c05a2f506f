import type { Envelope, PostReportReason, SavedPost } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, requestEnvelope } from '../../api/index.ts';
import type { SavedKind } from './guestSets.ts';

/** 'me' first: AuthProvider drops every 'me' query when the user changes, and the user id keeps users apart. */
export const savedKey = (kind: SavedKind, userId: string) => ['me', kind, userId] as const;

const paths: Record<SavedKind, string> = { favorites: '/api/favorites', hidden: '/api/hiddens' };

/** GET /api/favorites and /api/hiddens answer `postIds` beside the envelope (PRODUCT.md §7). */
export async function fetchSavedPosts(kind: SavedKind, signal?: AbortSignal): Promise<SavedPost[]> {
  const envelope = await requestEnvelope<Envelope<unknown> & { postIds?: SavedPost[] }>(paths[kind], { signal });
  return Array.isArray(envelope.postIds) ? envelope.postIds : [];
}

export async function addSavedPost(kind: SavedKind, postId: number): Promise<void> {
  await api.post(paths[kind], { postId });
}

export async function removeSavedPost(kind: SavedKind, postId: number): Promise<void> {
  await api.delete(`${paths[kind]}/${encodeURIComponent(String(postId))}`);
}

export const reportReasonsQuery = queryOptions({
  queryKey: ['postReportReasons'],
  queryFn: ({ signal }) => api.get<PostReportReason[]>('/api/postreports/postreportreasons', undefined, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export interface CreatePostReport {
  postId: number;
  reasonId: number;
  comment?: string;
}

export function createPostReport(body: CreatePostReport): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/postreports/createpostreport', body);
}
