/**
 * What the API's pages module and the web's server entry (apps/web/src/entry-server.tsx) say to each other.
 * Types only: the API loads the built entry at start and calls `render` for each page address.
 */

/** One page to render, as the browser asked for it. */
export interface ServerRenderRequest {
  /** Path and query of the page, e.g. '/visi?sort=priceAsc'. */
  url: string;
  /** The site's origin, for the Request the router reads. */
  origin: string;
  /** Answers the app's API calls in the same process (with the visitor's cookie), as the browser's fetch would. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** A guess from the User-Agent: phones get the phone layout in the first paint (replaced by the real width after hydration). */
  phone: boolean;
  /** The render's clock (ms since 1970): the browser's first render uses the same, so '… prieš 5 min.' matches. */
  now: number;
}

/** The state the browser's first render needs to match the server's HTML (embedded as JSON in the page). */
export interface ServerRenderState {
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** React Router's hydration data (loaderData, actionData, errors). */
  router: unknown;
  now: number;
  phone: boolean;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The router's status: 404 when a loader found no such thing, 500 when one failed, else 200. */
      status: number;
      /** The markup inside #root. */
      appHtml: string;
      /** Tags for <head>: the resource hints React wrote for the markup (a picture's preload). The CSS is one
       * built file the page links itself. */
      headTags: string;
      state: ServerRenderState;
    };

export interface ServerRenderModule {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** The id of the <script type="application/json"> that carries ServerRenderState. */
export const SERVER_STATE_ELEMENT_ID = 'ssr-state';
