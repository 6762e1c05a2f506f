import type { User } from '@skelbimai/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { AuthContext } from '../../lib/authContext.ts';
import { logoutRequest, profileKey, profileQuery, USER_SCOPE } from './api.ts';
import { endFacebookSession } from './social/facebookSession.ts';
import { authState } from './state.ts';

/** Holds who is signed in. The profile lives in TanStack Query so any screen can refresh it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);

  const setUser = useCallback(
    (user: User | null) => {
      // A different person may now be signed in: their lists must be fetched afresh.
      queryClient.removeQueries({ queryKey: [USER_SCOPE], predicate: (q) => q.queryKey[1] !== profileKey[1] });
      queryClient.setQueryData(profileKey, user);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await logoutRequest();
    await endFacebookSession();
    setUser(null);
    // TanStack Query tells observers on a timer: wait for it, so the caller's next navigation (to
    // /prisijungimas, whose guest-only guard decides on arrival) already sees nobody signed in.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, [setUser]);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: profileKey, exact: true });
  }, [queryClient]);

  const user = profile.data ?? null;
  const status = profile.isPending ? null : user ? 'logged' : 'login';
  const value = useMemo(
    () => authState(user, status, { setUser, logout, refresh }),
    [user, status, setUser, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
