import type {
  AdConversationCount,
  ConversationSummary,
  ConversationThread,
  PostReportReason,
  SentMessage,
  UnreadCount,
} from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, getPage } from '../../api/index.ts';

/** Keys start with 'me': a change of user drops them (auth/api.ts). */
export const messageKeys = {
  all: ['me', 'messages'] as const,
  unread: ['me', 'messages', 'unread'] as const,
  inbox: ['me', 'messages', 'inbox'] as const,
  thread: (id: number) => ['me', 'messages', 'thread', id] as const,
};

export const unreadQuery = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: ({ signal }) => api.get<UnreadCount>('/api/messages/unread', undefined, signal),
  staleTime: 60_000,
});

/** The first page of the inbox (20 conversations, newest first). */
export const inboxQuery = (page: number) =>
  queryOptions({
    queryKey: [...messageKeys.inbox, page],
    queryFn: ({ signal }) => getPage<ConversationSummary>('/api/messages/conversations', page, {}, signal),
  });

/** A thread's latest page; opening it marks it read on the server. */
export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ signal }) => api.get<ConversationThread>(`/api/messages/conversation/${id}`, undefined, signal),
  });

export const olderMessages = (id: number, before: number) =>
  api.get<ConversationThread>(`/api/messages/conversation/${id}`, { before });

export const sendToAd = (postId: number, text: string) => api.post<SentMessage>('/api/messages/send', { postId, text });
/** A reply; `pictures` are ids uploaded at MESSAGE_PICTURE_UPLOAD_PATH (PRODUCT.md §29), the text then optional. */
export const sendReply = (conversationId: number, text: string, pictures: string[] = []) =>
  api.post<SentMessage>('/api/messages/send', { conversationId, text, ...(pictures.length > 0 ? { pictures } : {}) });
export const MESSAGE_PICTURE_UPLOAD_PATH = '/api/messages/UploadPicture';
export const blockUser = (userId: string) => api.post<null>('/api/messages/block', { userId });
export const unblockUser = (userId: string) => api.post<null>('/api/messages/unblock', { userId });
export const deleteConversation = (conversationId: number) =>
  api.post<null>('/api/messages/deleteConversation', { conversationId });
export const reportMessage = (messageId: number, reasonId: number, comment: string) =>
  api.post<{ id: number }>('/api/messages/report', { messageId, reasonId, ...(comment ? { comment } : {}) });

export const reportReasonsQuery = queryOptions({
  queryKey: ['postReportReasons'],
  queryFn: ({ signal }) => api.get<PostReportReason[]>('/api/postreports/postreportreasons', undefined, signal),
  staleTime: 10 * 60_000,
});

/** Conversations per ad of the signed-in seller: one answer for every card of 'Mano skelbimai'. */
export const adCountsQuery = queryOptions({
  queryKey: ['me', 'messages', 'adCounts'] as const,
  queryFn: ({ signal }) => api.get<AdConversationCount[]>('/api/messages/adCounts', undefined, signal),
  staleTime: 60_000,
});
