import type { SiteInfo } from '@skelbimai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';

/** Site settings change only on redeploy: fetch once per page load. */
export const siteInfoQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api.get<SiteInfo>('/api/settings/get', undefined, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
