import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

/**
 * Shared defaults: client errors (4xx) are answers, not glitches, so they are not retried;
 * network and server failures get one more try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
