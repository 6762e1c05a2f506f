import type { User } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../api/index.ts';

/**
 * Convention: queries that belong to the signed-in user have keys starting with 'me', so one call
 * can drop them all when the user changes (favourites, hiddens, own lists come later).
 */
export const USER_SCOPE = 'me';
export const profileKey = [USER_SCOPE, 'profile'] as const;

/**
 * The signed-in user, or null. Any failure counts as signed out (SPEC.md §8: 'A failed profile
 * fetch means logged out'), so the query itself never errors and status is never stuck.
 */
export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: async ({ signal }): Promise<User | null> => {
    try {
      return await api.get<User>('/api/auth/myProfile', undefined, signal);
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) console.warn('Profile fetch failed', error);
      return null;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** Ends the server session; a failure still signs the browser out, so it is only logged. */
export async function logoutRequest(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch (error) {
    console.warn('Logout request failed', error);
  }
}
