import type {
  AddVocabularyRequest,
  AdminAppeal,
  AdminPostReport,
  AdminUser,
  AuditEntry,
  BlockedUser,
  BlockPostRequest,
  BlockUserRequest,
  DashboardOverview,
  DecideAppealRequest,
  DeletedUser,
  Paged,
  Post,
  PostModerationResult,
  ResolveReportRequest,
  SearchMiss,
  Transaction,
  TransparencyReport,
  UpdatedUser,
  UpdateUserRequest,
  VocabularyEntry,
} from '@skelbimai/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type Query, requestEnvelope } from '../../api/index.ts';

/** The calls of the dashboard (docs/API.md 'Administration'); who may make them is decided by the server. */

export interface PagedList<T> {
  items: T[];
  totalPages: number;
  totalCount: number;
  /** More matched than the server counts: totalCount is its cap (shown as "10 000+"). */
  totalCountCapped: boolean;
}

async function getPaged<T>(path: string, query: Query, signal?: AbortSignal): Promise<PagedList<T>> {
  const envelope = await requestEnvelope<Paged<T>>(path, { query, signal });
  const pagination = envelope.pagination as
    | { totalPageCount?: number; totalCount?: number; totalCountCapped?: boolean }
    | undefined;
  const items = envelope.data ?? [];
  return {
    items,
    totalPages: Math.max(pagination?.totalPageCount ?? 1, 1),
    totalCount: pagination?.totalCount ?? items.length,
    totalCountCapped: pagination?.totalCountCapped === true,
  };
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: ['dashboard', 'overview'] as const,
  users: (query: Query) => ['dashboard', 'users', query] as const,
  posts: (query: Query) => ['dashboard', 'posts', query] as const,
  transactions: (query: Query) => ['dashboard', 'transactions', query] as const,
  audit: (query: Query) => ['dashboard', 'audit', query] as const,
  searchMisses: ['dashboard', 'search-misses'] as const,
  vocabularyAll: ['dashboard', 'vocabulary'] as const,
  vocabulary: (query: Query) => ['dashboard', 'vocabulary', query] as const,
  appealsAll: ['dashboard', 'appeals'] as const,
  appeals: (query: Query) => ['dashboard', 'appeals', query] as const,
  transparency: (query: Query) => ['dashboard', 'transparency', query] as const,
};

/** Appeals of moderation decisions: open ones oldest first, decided ones newest first (Moderator). */
export const appealsQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.appeals(query),
    queryFn: ({ signal }) => getPaged<AdminAppeal>('/api/moderation/appeals', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** The transparency report's counts for a period (Moderator). */
export const transparencyQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.transparency(query),
    queryFn: ({ signal }) => api.get<TransparencyReport>('/api/moderation/transparency', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Page 1 of the searches that found nothing, the most frequent first (Moderator or Administrator). */
export const searchMissesQuery = queryOptions({
  queryKey: dashboardKeys.searchMisses,
  queryFn: ({ signal }) => getPaged<SearchMiss>('/api/search/misses', { page: 1 }, signal),
  staleTime: 30_000,
});

export const overviewQuery = queryOptions({
  queryKey: dashboardKeys.overview,
  queryFn: ({ signal }) => api.get<DashboardOverview>('/api/dashboard/overview', undefined, signal),
  staleTime: 30_000,
});

export const usersQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.users(query),
    queryFn: ({ signal }) => getPaged<AdminUser>('/api/users/getusers', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Every status (listTarget=admin), with each ad's reports (AdminPostReport items). */
export const adminPostsQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.posts(query),
    queryFn: ({ signal }) => getPaged<AdminPost>('/api/posts/list', { ...query, listTarget: 'admin' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Every user's top-ups and orders (scope=all: administrators only). */
export const transactionsQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.transactions(query),
    queryFn: ({ signal }) =>
      getPaged<Transaction>('/api/transactions/GetTransactions', { ...query, scope: 'all' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** The audit log, newest first (administrators only). */
export const auditLogQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.audit(query),
    queryFn: ({ signal }) => getPaged<AuditEntry>('/api/audit/GetAuditLog', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** The search vocabulary, newest first; `term` narrows to searched words starting with it (Moderator or Administrator). */
export const vocabularyQuery = (query: Query) =>
  queryOptions({
    queryKey: dashboardKeys.vocabulary(query),
    queryFn: ({ signal }) => getPaged<VocabularyEntry>('/api/search/vocabulary', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** An ad of the admin list: its reports are the moderators' view of them. */
export type AdminPost = Omit<Post, 'postReports'> & { postReports: AdminPostReport[] };

export const adminCalls = {
  updateUser: (body: UpdateUserRequest) => api.post<UpdatedUser>('/api/users/UpdateUser', body),
  blockUser: (body: BlockUserRequest) => api.post<BlockedUser>('/api/users/BlockUser', body),
  deleteUser: (targetUserId: string) => api.post<DeletedUser>('/api/users/DeleteUser', { TargetUserId: targetUserId }),
  resolveReport: (body: ResolveReportRequest) => api.post<AdminPostReport>('/api/postreports/ResolveReport', body),
  blockPost: (body: BlockPostRequest) => api.post<PostModerationResult>('/api/posts/BlockPost', body),
  unblockPost: (postId: number) => api.post<PostModerationResult>('/api/posts/UnblockPost', { postId }),
  addVocabulary: (body: AddVocabularyRequest) => api.post<VocabularyEntry>('/api/search/vocabulary', body),
  deleteVocabulary: (id: number) => api.delete<null>(`/api/search/vocabulary/${id}`),
  decideAppeal: (body: DecideAppealRequest) => api.post<AdminAppeal>('/api/moderation/decideAppeal', body),
};
