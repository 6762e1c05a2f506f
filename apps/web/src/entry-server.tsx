import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
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
import { EMOTION_CACHE_KEY } from './app/emotion.ts';
import { AppProviders } from './app/providers.tsx';
import { renderedStyleChunks } from './app/renderedStyles.ts';
import { buildRoutes } from './app/routes.tsx';
import { serverLoaders } from './app/serverLoaders.ts';
import type { ServerRenderRequest, ServerRenderResult } from './lib/contract.ts';

/**
 * The server's render of a page (called by the API's modules/pages for each page address): the same routes,
 * providers and screens as the browser's, with loaders that fill the query cache first. The browser then
 * hydrates this HTML from the state returned here (main.tsx).
 */

// The app's API calls during a render go to the API in the same process, with the visitor's cookie.
const currentRender = new AsyncLocalStorage<ServerRenderRequest>();
setApiTransport((input, init) => {
  const render = currentRender.getStore();
  if (!render) return Promise.reject(new Error('An API call outside a server render'));
  return render.fetch(String(input), init);
});

/** Past this the render is given up and the API sends the plain page: its script renders it in the browser. */
const RENDER_TIMEOUT_MS = 10_000;

export function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  return currentRender.run(request, () => renderPage(request));
}

async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const queryClient = createQueryClient();
  // A server render asks once: a failed call is left to the browser.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const handler = createStaticHandler(buildRoutes(serverLoaders(queryClient)));
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const appHtml = await renderToHtml(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProviders queryClient={queryClient} renderedAt={request.now} phoneGuess={request.phone}>
          {/* hydrate={false}: the router's state goes into our JSON state, not an inline script the CSP would refuse. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    </CacheProvider>,
  );
  const styleTags = emotion.constructStyleTagsFromChunks(renderedStyleChunks(cache, appHtml));
  return {
    kind: 'page',
    status: context.statusCode,
    appHtml,
    styleTags,
    state: {
      queries: dehydratedQueries(queryClient),
      router: routerHydration(context),
      now: request.now,
      phone: request.phone,
    },
  };
}

/**
 * The whole page, not streamed: Emotion's critical CSS goes into <head> and is known only once the markup is
 * complete, and a crawler or link preview needs the finished page anyway (DECISIONS #56).
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      onAllReady: () => (failure ? reject(failure) : stream.pipe(sink)),
      onShellError: reject,
      // A part that failed would be rendered by the browser instead, differently: give up on the whole page.
      onError: (error) => {
        failure ??= error;
      },
    });
    timer = setTimeout(() => stream.abort(new Error('Server render timed out')), RENDER_TIMEOUT_MS);
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
