import { createContext, useContext } from 'react';

/**
 * True while the browser's router renders the next address in a transition (a screen's chunk still loading):
 * the declarative router has no `useNavigation` (decision 0093), so AppRouter tells it here. False on the
 * server and in tests that route in memory.
 */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/** The error the server's render showed on the page being hydrated (a 404 from its loader), until it is left. */
export interface ServerRouteError {
  notFound: boolean;
}

export const ServerRouteErrorContext = createContext<ServerRouteError | null>(null);
