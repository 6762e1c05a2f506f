import { useLayoutEffect, useRef, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, Router, useRoutes } from 'react-router';
import { NavigationPendingContext, type ServerRouteError, ServerRouteErrorContext } from './navigation.ts';
import { routes } from './routes.tsx';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The browser's router (decision 0093): React Router's declarative <Router> over the browser's history and
 * the app's route table, as its own BrowserRouter does (each navigation rendered in a transition, so the old
 * screen stays until the next one's chunk is there), plus what the app read from the data router: whether a
 * navigation is pending (NavigationProgress, the guards) and the server render's error for the first address.
 */
export function AppRouter({ serverError = null }: { serverError?: ServerRouteError | null }) {
  const historyRef = useRef<BrowserHistory>(null);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: BrowserHistory['action']; location: Location; left: boolean }>({
    action: history.action,
    location: history.location,
    left: false,
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location, left: true }))),
    [history],
  );
  return (
    <NavigationPendingContext value={pending}>
      <ServerRouteErrorContext value={state.left ? null : serverError}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          <AppRoutes />
        </Router>
      </ServerRouteErrorContext>
    </NavigationPendingContext>
  );
}
