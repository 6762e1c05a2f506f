import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/index.ts';
import { AppRouter } from './app/AppRouter.tsx';
import type { ServerRouteError } from './app/navigation.ts';
import { AppProviders } from './app/providers.tsx';
import { loadScreensFor } from './app/routes.tsx';
import { loadServerRenderedParts } from './components/lazyPart.tsx';
import { newestPostsQuery, showcaseQuery } from './features/ads/index.ts';
import { profileQuery } from './features/auth/index.ts';
import { categoriesQuery } from './features/categories/index.ts';
import { siteInfoQuery } from './features/site/index.ts';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from './lib/contract.ts';
import { registerServiceWorkerWhenIdle } from './lib/serviceWorker.ts';

/** What the server rendered the page with (entry-server.tsx), or null for a page the browser renders alone. */
function serverState(): ServerRenderState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return null;
  }
}

/**
 * The error page the server rendered in the layout (its router state's `errors`, entry-server.tsx): a 404 for
 * a missing ad or seller, else a server error. Null for a page it rendered whole.
 */
function serverRouteError(router: unknown): ServerRouteError | null {
  const errors = (router as { errors?: Record<string, { status?: number }> | null } | null)?.errors;
  const error = errors ? Object.values(errors)[0] : undefined;
  return error ? { notFound: error.status === 404 } : null;
}

const state = serverState();
const queryClient = createQueryClient();
if (state) {
  // The server's answers: nothing it already fetched is fetched again (fresh for the cache's stale time). The
  // rest is asked for by the screens once hydrated: an answer that arrived while the page hydrates would make
  // the first render differ from the server's HTML.
  hydrate(queryClient, state.queries as DehydratedState);
} else {
  // A page the browser renders alone: the start-up calls now, in parallel with the first screen's chunk.
  void queryClient.prefetchQuery(siteInfoQuery);
  void queryClient.prefetchQuery(categoriesQuery);
  void queryClient.prefetchQuery(profileQuery);
  // Landing on the home page: its two lists too, so they are there when its chunk renders.
  if (window.location.pathname === '/') {
    void queryClient.prefetchQuery(showcaseQuery);
    void queryClient.prefetchQuery(newestPostsQuery);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (state) {
  // The screens this address shows, loaded before hydrating: the layout would otherwise render its spinner,
  // which is not the server's HTML. In a task after the one that evaluated the landing scripts: matching the
  // address against the route table is a part of its own, and together they made one task over 50 ms at
  // Lighthouse's 4× slower CPU.
  await new Promise<void>((resolve) => setTimeout(resolve));
  await loadScreensFor(window.location);
  // The screens' lazy parts the server rendered (the owner's buttons, a seller's ratings): hydrated with the page,
  // not left as dead HTML that drops a tap until their chunk comes.
  await loadServerRenderedParts();
  const serverError = serverRouteError(state.router);
  // In a transition, React hydrates in slices of a few milliseconds and answers a tap or a scroll in between
  // (a tap on a part not yet hydrated hydrates that part first); an urgent hydration would be one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient} renderedAt={state.now} phoneGuess={state.phone}>
          <AppRouter serverError={serverError} />
        </AppProviders>
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

registerServiceWorkerWhenIdle();
