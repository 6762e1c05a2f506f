import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * Path-style routing at base path / (PRODUCT.md §2). A server-rendered page passes the server router's state
 * (loader data, a 404), so the first render is the server's.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy screens this address shows before hydrating: the router would otherwise render its spinner
 * first, which is not the server's HTML.
 */
export async function loadScreensFor(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
