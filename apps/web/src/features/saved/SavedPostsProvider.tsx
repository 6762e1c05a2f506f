import type { SavedPost } from '@skelbimai/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/index.ts';
import { addSavedPost, fetchSavedPosts, removeSavedPost, savedKey } from './api.ts';
import { SavedPostsContext, type SavedPostsState } from './context.ts';
import {
  isMoveDeclined,
  noGuestPosts,
  readGuestSet,
  type SavedKind,
  subscribeGuestSets,
  writeGuestSet,
} from './guestSets.ts';

// Shown once after sign-in when the browser still holds a guest's sets; loaded only then.
const MoveToAccountDialog = lazy(() => import('./MoveToAccountDialog.tsx'));

// What the server's render (and the browser's hydration of it) sees: it cannot read this browser's local storage.
// The same values a new guest's browser reads, so hydrating a new guest's page re-renders nothing afterwards
// (a snapshot that differs from the server's forces a synchronous re-render of everything under this provider).
// Not declined is safe here: with no guest ads there is nothing to offer to move.
const serverGuestSet = () => noGuestPosts;
const serverMoveDeclined = () => false;

const toIds = (posts: readonly SavedPost[] | undefined): ReadonlySet<number> =>
  new Set((posts ?? []).map((post) => post.postId));

/** One server set of the signed-in user; a new user id (sign-in, user switch) is a new query, fetched afresh. */
function useServerSet(kind: SavedKind, userId: string | null) {
  const query = useQuery({
    queryKey: savedKey(kind, userId ?? ''),
    queryFn: ({ signal }) => fetchSavedPosts(kind, signal),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // The same user refetched (say after a profile edit): keep showing the old set meanwhile, so hidden
    // ads do not flash back into the lists.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === userId ? previous : undefined),
  });
  // PRODUCT.md §8: favourites and hidden errors are only logged; the set then counts as empty.
  useEffect(() => {
    if (query.error) console.error(`Fetching ${kind} failed`, query.error);
  }, [kind, query.error]);
  return { data: query.data, settled: userId !== null && !query.isPending };
}

async function changeOnServer(queryClient: QueryClient, userId: string, kind: SavedKind, postId: number, on: boolean) {
  const key = savedKey(kind, userId);
  // A fetch in flight would overwrite the optimistic change with the old set.
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const drop = (list: SavedPost[] = []) => list.filter((post) => post.postId !== postId);
  queryClient.setQueryData<SavedPost[]>(key, (list = []) =>
    on ? [...drop(list), { postId, createdAt: new Date().toISOString() }] : drop(list),
  );
  try {
    if (on) await addSavedPost(kind, postId);
    else await removeSavedPost(kind, postId);
  } catch (error) {
    // PRODUCT.md §8: favourites and hidden errors are only logged. §4: a failed removal stays removed.
    console.error(`Saving ${kind} #${postId} failed`, error);
    if (on) queryClient.setQueryData<SavedPost[]>(key, drop);
  }
}

/**
 * The viewer's favourites and hidden ads (PRODUCT.md §3, §4): in the browser's local storage for guests
 * (shared with other tabs), on the server for a signed-in user. Mounted once, inside AuthProvider.
 */
export function SavedPostsProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.status === 'logged' ? (auth.user?.id ?? null) : null;

  const guestFavorites = useSyncExternalStore(subscribeGuestSets, () => readGuestSet('favorites'), serverGuestSet);
  const guestHidden = useSyncExternalStore(subscribeGuestSets, () => readGuestSet('hidden'), serverGuestSet);
  const moveDeclined = useSyncExternalStore(subscribeGuestSets, isMoveDeclined, serverMoveDeclined);
  const serverFavorites = useServerSet('favorites', userId);
  const serverHidden = useServerSet('hidden', userId);

  // The callbacks read who is signed in through a ref, so an undo created earlier acts for the current user.
  const current = useRef({ status: auth.status, userId });
  current.current = { status: auth.status, userId };

  const setSaved = useCallback(
    async (kind: SavedKind, postId: number, on: boolean) => {
      const { status, userId: id } = current.current;
      if (status === 'login') writeGuestSet(kind, postId, on);
      else if (status === 'logged' && id) await changeOnServer(queryClient, id, kind, postId, on);
    },
    [queryClient],
  );

  const { data: serverFavoriteData, settled: favoritesSettled } = serverFavorites;
  const { data: serverHiddenData, settled: hiddenSettled } = serverHidden;
  const value = useMemo<SavedPostsState>(() => {
    if (auth.status === 'logged') {
      return {
        ready: favoritesSettled && hiddenSettled,
        storage: 'server',
        favorites: toIds(serverFavoriteData),
        hidden: toIds(serverHiddenData),
        setSaved,
      };
    }
    return {
      ready: auth.status === 'login',
      storage: 'guest',
      favorites: auth.status === 'login' ? toIds(guestFavorites) : toIds([]),
      hidden: auth.status === 'login' ? toIds(guestHidden) : toIds([]),
      setSaved,
    };
  }, [
    auth.status,
    favoritesSettled,
    hiddenSettled,
    serverFavoriteData,
    serverHiddenData,
    guestFavorites,
    guestHidden,
    setSaved,
  ]);

  const offerMove = userId !== null && !moveDeclined && (guestFavorites.length > 0 || guestHidden.length > 0);

  return (
    <SavedPostsContext.Provider value={value}>
      {children}
      {offerMove && (
        <Suspense fallback={null}>
          <MoveToAccountDialog favorites={guestFavorites} hidden={guestHidden} userId={userId} />
        </Suspense>
      )}
    </SavedPostsContext.Provider>
  );
}
