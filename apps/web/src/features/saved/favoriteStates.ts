import type { FavoriteStateItem } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';

/** 'me' first: AuthProvider drops every 'me' query when the user changes. */
export const favoriteStatesKey = (userId: string) => ['me', 'favoriteStates', userId] as const;

/**
 * A signed-in user's bookmarks with what became of each (GET /api/favorites/states): the price at
 * bookmarking for the live ones, and the sold, expired and removed ones the list no longer shows.
 */
export function useFavoriteStates(userId: string | null) {
  return useQuery({
    queryKey: favoriteStatesKey(userId ?? ''),
    queryFn: ({ signal }) => api.get<FavoriteStateItem[]>('/api/favorites/states', undefined, signal),
    enabled: userId !== null,
  });
}
