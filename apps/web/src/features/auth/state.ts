import type { User } from '@skelbimai/contract';
import type { AuthState, AuthStatus } from '../../lib/authContext.ts';
import { isAdministrator } from '../../lib/contract.ts';

type Actions = Pick<AuthState, 'setUser' | 'logout' | 'refresh'>;

/** Derives the flags from the user, so the provider and test doubles agree on their meaning. */
export function authState(user: User | null, status: AuthStatus, actions: Actions): AuthState {
  const present = status === 'logged' ? user : null;
  return {
    user: present,
    status,
    isAuthenticated: present !== null,
    isAdmin: isAdministrator(present?.authRole),
    hasRole: Boolean(present?.authRole?.trim()),
    ...actions,
  };
}
