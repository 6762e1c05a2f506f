import type { AdminNotice, BannedWord, HandleNoticeRequest, NoticeList } from '@skelbimai/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../api/index.ts';

/** The calls of the notices and word list pages (moderators and administrators). */
export const holdKeys = {
  notices: ['dashboard', 'notices'] as const,
  noticesOf: (query: Query) => ['dashboard', 'notices', query] as const,
  words: ['dashboard', 'words'] as const,
};

export const noticesQuery = (query: Query) =>
  queryOptions({
    queryKey: holdKeys.noticesOf(query),
    queryFn: ({ signal }) => api.get<NoticeList>('/api/moderation/notices', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const wordsQuery = queryOptions({
  queryKey: holdKeys.words,
  queryFn: ({ signal }) => api.get<BannedWord[]>('/api/moderation/words', undefined, signal),
  staleTime: 10_000,
});

export const holdCalls = {
  handleNotice: (body: HandleNoticeRequest) => api.post<AdminNotice>('/api/moderation/handleNotice', body),
  addWord: (text: string) => api.post<BannedWord>('/api/moderation/addWord', { text }),
  removeWord: (id: number) => api.post<{ id: number }>('/api/moderation/removeWord', { id }),
  releasePost: (postId: number) => api.post<unknown>('/api/moderation/releasePost', { postId }),
};
