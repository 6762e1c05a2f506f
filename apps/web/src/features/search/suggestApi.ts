import type { SearchSuggestion } from '@skelbimai/contract';
import { SUGGEST_QUERY_MAX_LENGTH } from '@skelbimai/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';
import { useDebouncedValue } from '../../lib/debounce.ts';

export const SUGGEST_PATH = '/api/search/suggest';

/** One empty list, so that 'no suggestions' is the same value from render to render. */
const NONE: SearchSuggestion[] = [];

/**
 * Suggestions for the text typed so far, once it has stopped changing for 150 ms (PRODUCT.md §9). Answers are
 * kept per text, so an answer that arrives late for an older text is never shown for a newer one; while the
 * newer one loads, the last list stays in place instead of flickering. `enabled` false (the field has not had
 * the focus, or the page lists something else than ads) asks nothing.
 */
export function useSuggestions(keyword: string, enabled: boolean): SearchSuggestion[] {
  const typed = useDebouncedValue(keyword.trim().replace(/\s+/g, ' '));
  const usable = enabled && typed !== '' && typed.length <= SUGGEST_QUERY_MAX_LENGTH;
  const query = useQuery({
    queryKey: ['search', 'suggest', typed],
    queryFn: ({ signal }) => api.get<SearchSuggestion[]>(SUGGEST_PATH, { q: typed }, signal),
    enabled: usable,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return usable ? (query.data ?? NONE) : NONE;
}
