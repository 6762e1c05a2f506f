import type { TransactionType } from '@skelbimai/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getTransactions, walletKeys } from './api.ts';

/**
 * The signed-in user's top-ups or orders, page after page (PRODUCT.md §4 'Paging': the first request asks
 * for page 1, nothing is asked past the last page, later pages append), filtered by the search bar's
 * keyword in the address.
 */
export function useTransactions(type: TransactionType) {
  const [params] = useSearchParams();
  const keyword = (params.get('searchKeyword') ?? '').trim();
  const query = useInfiniteQuery({
    queryKey: walletKeys.transactions(type, keyword),
    queryFn: ({ pageParam, signal }) => getTransactions(type, pageParam, keyword, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // A payment's status changes behind the user's back (the provider's callback): look again on every visit.
    staleTime: 0,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { query, items, searching: keyword !== '' };
}
