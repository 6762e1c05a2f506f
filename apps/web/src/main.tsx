import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/index.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.ts';
import { newestPostsQuery, showcaseQuery } from './features/ads/api.ts';
import { profileQuery } from './features/auth/index.ts';
import { categoriesQuery } from './features/categories/index.ts';
import { siteInfoQuery } from './features/site/index.ts';

const queryClient = createQueryClient();
// Start the start-up calls now, in parallel with the first screen's chunk download.
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

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
