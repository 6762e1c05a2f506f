import type { AdvertService, AdvertServicePack } from '@skelbimai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';

/** Advert services and packs (PRODUCT.md §2 'Promote an ad'); prices arrive in euros. The order screens reuse these. */
export const advertServicesQuery = queryOptions({
  queryKey: ['advertServices'],
  queryFn: ({ signal }) => api.get<AdvertService[]>('/api/advertservices/getadvertservices', undefined, signal),
  staleTime: 5 * 60_000,
});

export const advertServicePacksQuery = queryOptions({
  queryKey: ['advertServicePacks'],
  queryFn: ({ signal }) => api.get<AdvertServicePack[]>('/api/advertservices/getadvertservicepacks', undefined, signal),
  staleTime: 5 * 60_000,
});

export const useAdvertServices = () => useQuery(advertServicesQuery);
export const useAdvertServicePacks = () => useQuery(advertServicePacksQuery);
