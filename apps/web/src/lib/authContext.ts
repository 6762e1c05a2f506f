import type { User } from '@skelbimai/contract';
import { createContext, useContext } from 'react';

/** PRODUCT.md §4: null while the first profile fetch runs, then 'logged' or 'login'. */
export type AuthStatus = 'logged' | 'login' | null;

export interface AuthState {
  user: User | null;
  status: AuthStatus;
  /** A user object is present. */
  isAuthenticated: boolean;
  /** authRole equals 'Administrator', ignoring case. */
  isAdmin: boolean;
  /** Any non-empty authRole (Moderator or Administrator): sees the dashboard link. */
  hasRole: boolean;
  /** For sign-in, registration and profile edits: replaces the user and sets the status. */
  setUser: (user: User | null) => void;
  /** Ends the session, clears the user and every user-scoped query. Navigation is the caller's. */
  logout: () => Promise<void>;
  /** Fetches the profile again (after e-mail confirmation and the like). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
