import { CacheProvider } from '@emotion/react';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/index.ts';
import { createEmotionCache } from './app/emotion.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, loadScreensFor } from './app/router.ts';
import { appTheme } from './app/theme.ts';
import { newestPostsQuery, showcaseQuery } from './features/ads/api.ts';
import { profileQuery } from './features/auth/index.ts';
import { categoriesQuery } from './features/categories/index.ts';
import { siteInfoQuery } from './features/site/index.ts';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from './lib/contract.ts';
import { hydrateSectionsInTurn } from './lib/hydrationTurns.ts';
import { nextTask, prepareFormats } from './lib/prepareFormats.ts';

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

const state = serverState();
// Created before the first render, so it registers the server's style tags (app/emotion.ts).
const emotionCache = createEmotionCache();
const queryClient = createQueryClient();
// The server's answers: nothing it already fetched is fetched again.
if (state) hydrate(queryClient, state.queries as DehydratedState);
// Start the start-up calls now (answered from that cache when fresh), in parallel with the first screen's chunk.
void queryClient.prefetchQuery(siteInfoQuery);
void queryClient.prefetchQuery(categoriesQuery);
void queryClient.prefetchQuery(profileQuery);
// Landing on the home page: its two lists too, so they are there when its chunk renders.
if (window.location.pathname === '/') {
  void queryClient.prefetchQuery(showcaseQuery);
  void queryClient.prefetchQuery(newestPostsQuery);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (state) {
  // Each step in tasks of their own, so none joins the long task that evaluated the scripts (DECISIONS #118).
  await nextTask();
  await loadScreensFor(window.location);
  await prepareFormats();
  await nextTask();
  appTheme();
  await nextTask();
  // React Router flattens and ranks the route tree when the router is made: not in the hydration's task.
  const router = createAppRouter(state.router as Parameters<typeof createAppRouter>[0]);
  await nextTask();
  // Preact hydrates in one task: the sections marked HydrateInTurn (the lists' cards) wait, each then hydrated
  // in a task of its own, so a tap or a scroll is answered in between (DECISIONS #151).
  hydrateSectionsInTurn();
  hydrateRoot(
    container,
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient} renderedAt={state.now} phoneGuess={state.phone} globalStylesInPage>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}
