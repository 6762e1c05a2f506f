import type { User } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../api/index.ts';
import { SESSION_HINT_COOKIE } from '../../lib/contract.ts';

/**
 * Convention: queries that belong to the signed-in user have keys starting with 'me', so one call
 * can drop them all when the user changes (favourites, hiddens, own lists come later).
 */
export const USER_SCOPE = 'me';
export const profileKey = [USER_SCOPE, 'profile'] as const;

/**
 * Whether this browser holds a session the profile call could find: the API sets a readable marker cookie
 * beside its HttpOnly session cookie (DECISIONS #60). Outside a browser there is no way to tell: ask.
 */
export function hasSessionHint(cookies = typeof document === 'undefined' ? undefined : document.cookie): boolean {
  if (cookies === undefined) return true;
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * The signed-in user, or null. Any failure counts as signed out (PRODUCT.md §8: 'A failed profile
 * fetch means logged out'), so the query itself never errors and status is never stuck. Without the
 * session marker there is nobody to fetch: a guest's visit makes no call whose 401 the browser would
 * print as an error.
 */
export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: async ({ signal }): Promise<User | null> => {
    if (!hasSessionHint()) return null;
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
