import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A dashboard list's search, filters and page live in the address, so a moderator can bookmark
 * "reported ads" or send a colleague the exact page. Changing a filter starts again from page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const page = useMemo(() => {
    const value = Number(params.get('page'));
    return Number.isInteger(value) && value >= 1 ? value : 1;
  }, [params]);

  /** Sets (or with '' removes) filters; the page goes back to 1. */
  const setFilters = useCallback(
    (changes: Record<string, string>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setParams],
  );

  return { get, page, setFilters, setPage, keyword: get('searchKeyword').trim() };
}
