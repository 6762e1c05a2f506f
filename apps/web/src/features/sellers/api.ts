import type { Seller } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../api/index.ts';

/** A seller's public card (GET /api/users/GetSeller/{id}), for their page and an ad's seller block. */
export const sellerQuery = (id: string) =>
  queryOptions({
    queryKey: ['sellers', id] as const,
    queryFn: ({ signal }) => api.get<Seller>(`/api/users/GetSeller/${encodeURIComponent(id)}`, undefined, signal),
    // A 404 (unknown, deleted or blocked seller) will not change by asking again; a dropped connection might.
    retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 1,
    staleTime: 60_000,
  });

/** The list query of a seller's ads: the same object on the server's render and in the browser (its cache key). */
export const sellerAdsQuery = (id: string) => ({ sellerId: id });

/** A route's seller id as the API accepts it (a uuid), or null: anything else is a 404 without a request. */
export function parseSellerId(raw: string | undefined): string | null {
  return raw && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? raw.toLowerCase() : null;
}
