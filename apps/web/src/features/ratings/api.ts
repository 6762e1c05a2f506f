import type { ConversationRating, MyRating, PostReportReason, PublicRating } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, getPage } from '../../api/index.ts';

/** Keys under 'me' are dropped when the user changes (auth/api.ts); the public list is everyone's. */
export const ratingKeys = {
  conversation: (id: number) => ['me', 'ratings', 'conversation', id] as const,
  user: (userId: string) => ['ratings', 'user', userId] as const,
};

/**
 * The thread's 'Įvertinti' state. `lastMessageId` is in the key: the other side's first answer (arriving live)
 * is what makes a conversation two-sided.
 */
export const conversationRatingQuery = (id: number, lastMessageId: number) =>
  queryOptions({
    queryKey: [...ratingKeys.conversation(id), lastMessageId],
    queryFn: ({ signal }) => api.get<ConversationRating>(`/api/ratings/conversation/${id}`, undefined, signal),
  });

export const userRatingsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...ratingKeys.user(userId), page],
    queryFn: ({ signal }) => getPage<PublicRating>(`/api/ratings/user/${encodeURIComponent(userId)}`, page, {}, signal),
  });

export const createRating = (conversationId: number, stars: number, comment: string) =>
  api.post<MyRating>('/api/ratings/create', { conversationId, stars, ...(comment ? { comment } : {}) });

export const answerRating = (ratingId: number, text: string) =>
  api.post<PublicRating>('/api/ratings/answer', { ratingId, text });

export const reportRating = (ratingId: number, reasonId: number, comment: string) =>
  api.post<{ id: number }>('/api/ratings/report', { ratingId, reasonId, ...(comment ? { comment } : {}) });

/** The ad report reasons (the same cache entry as a message's report dialog). */
export const reportReasonsQuery = queryOptions({
  queryKey: ['postReportReasons'],
  queryFn: ({ signal }) => api.get<PostReportReason[]>('/api/postreports/postreportreasons', undefined, signal),
  staleTime: 10 * 60_000,
});
