import type { PostStatistics } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/index.ts';

/** GET /api/posts/GetStatistics/{id}: the ad's last 30 days (owner, moderators, administrators). */
export const postStatisticsQuery = (id: number) =>
  queryOptions({
    queryKey: ['posts', 'statistics', id] as const,
    queryFn: ({ signal }) => api.get<PostStatistics>(`/api/posts/GetStatistics/${id}`, undefined, signal),
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
