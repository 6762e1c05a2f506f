import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient, setApiTransport } from './api/index.ts';
import { ErrorPage } from './app/ErrorPage.tsx';
import { splitLeadingHints } from './app/leadingHints.ts';
import { AppProviders } from './app/providers.tsx';
import { buildRoutes, loadScreensFor } from './app/routes.tsx';
import { serverLoaders } from './app/serverLoaders.ts';
import type { ServerRenderRequest, ServerRenderResult } from './lib/contract.ts';

/**
 * The server's render of a page (called by the API's modules/pages for each page address): the same routes,
 * providers and screens as the browser's, with loaders that fill the query cache first (React Router's data
 * API here; the browser routes declaratively over the same table, decision 0093). The browser then
 * hydrates this HTML from the state returned here (main.tsx).
 */

// The render under way: its request (the app's API calls go to the API in the same process, with the
// visitor's cookie) and its own query cache, which the loaders fill.
const currentRender = new AsyncLocalStorage<{ request: ServerRenderRequest; queryClient: QueryClient }>();
setApiTransport((input, init) => {
  const render = currentRender.getStore();
  if (!render) return Promise.reject(new Error('An API call outside a server render'));
  return render.request.fetch(String(input), init);
});
function renderQueryClient(): QueryClient {
  const render = currentRender.getStore();
  if (!render) throw new Error('A route loader outside a server render');
  return render.queryClient;
}

/**
 * One static handler for every render: React Router flattens and ranks the whole route tree when one is made,
 * which made per page was ~1 ms of a built page's time to first byte.
 */
const serverRoutes = buildRoutes({ ...serverLoaders(renderQueryClient), errorElement: <ErrorPage /> });
const handler = createStaticHandler(serverRoutes);

export function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const queryClient = createQueryClient();
  // A server render asks once: a failed call is left to the browser.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return currentRender.run({ request, queryClient }, () => renderPage(request, queryClient));
}

async function renderPage(request: ServerRenderRequest, queryClient: QueryClient): Promise<ServerRenderResult> {
  const url = new URL(request.url, request.origin);
  // The screens this address shows, loaded first, so the render has them rather than the layout's spinner
  // (lazyScreen.tsx): the browser loads the same before hydrating.
  await loadScreensFor(url, serverRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await renderToHtml(
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedAt={request.now} phoneGuess={request.phone}>
        {/* hydrate={false}: the router's state goes into our JSON state, not an inline script the CSP would refuse. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const { hints, appHtml } = splitLeadingHints(rendered);
  return {
    kind: 'page',
    status: context.statusCode,
    appHtml,
    headTags: hints,
    state: {
      queries: dehydratedQueries(queryClient),
      router: routerHydration(context),
      now: request.now,
      phone: request.phone,
    },
  };
}

/**
 * The whole page at once, rendered by React's streaming renderer and collected when everything is ready
 * (`onAllReady`), not streamed to the visitor: React's resource hints go into <head> and are known only once
 * the markup is complete, and a crawler or link preview needs the finished page anyway (DECISIONS #56, #166).
 * Collected complete, the markup holds no inline script for a boundary finished late (the CSP would refuse
 * one). An error anywhere fails the render, and the page goes out for the browser to render, as before.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        done();
        if (failed === undefined) resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outlined: React sends a finished boundary larger than this (the layout's Suspense around the
      // screen, decision 0093) as a fallback and an inline script that swaps it in, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        if (failed === undefined) stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
        reject(error);
      },
    });
  });
}

function dehydratedQueries(queryClient: QueryClient) {
  return dehydrate(queryClient);
}

/**
 * React Router's hydration data. A route error response ({status, statusText, internal, data}) keeps its fields
 * in JSON, so the browser's ErrorPage still tells a 404 from other failures; any other error is just "failed".
 */
function routerHydration(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, internal: false, data: error.data ?? null }
            : { message: 'Server render failed' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
