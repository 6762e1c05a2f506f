import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerRenderModule, ServerRenderResult } from '@skelbimai/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPhoneRequest } from '../guest-pages/index.ts';
import { siteOrigin } from './pages.service.ts';

export interface PageRenderer {
  /** The page at the request's address rendered by the web's own React components (apps/web/src/entry-server.tsx). */
  /** `answers`: API answers already read for this page, by path (ResolvedPage.answers), taken instead of asking. */
  render(request: FastifyRequest, answers?: ReadonlyMap<string, string>): Promise<ServerRenderResult>;
}

/** Phones get the phone layout in the first paint; the browser corrects a wrong guess after hydration. */
/**
 * Loads the web's server-render build (WEB_SSR_ENTRY) once at start. Without one (API-only development, tests
 * of other modules) pages are sent as before and rendered in the browser.
 */
export async function loadPageRenderer(app: FastifyInstance, entryFile: string): Promise<PageRenderer | undefined> {
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'No server render build; pages are rendered in the browser only');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerRenderModule;
  const origin = siteOrigin(app.config.site);
  return {
    render(request, answers) {
      return entry.render({
        url: request.url,
        origin,
        fetch: inProcessFetch(app, request, answers),
        phone: isPhoneRequest(request),
        now: Date.now(),
      });
    },
  };
}

/**
 * The web app's API calls during a render, answered by this same app through `inject` (no network, every hook
 * and guard as for the browser's own call), as the visitor: their cookie, address and browser. A GET the page's
 * resolver already answered (`answers`, read with the same viewer by the same service) is not read again.
 */
function inProcessFetch(app: FastifyInstance, page: FastifyRequest, answers?: ReadonlyMap<string, string>) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const known = (init.method ?? 'GET') === 'GET' ? answers?.get(path) : undefined;
    if (known !== undefined) {
      return new Response(known, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    }
    const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers).entries());
    if (page.headers.cookie) headers.cookie = page.headers.cookie;
    if (page.headers['user-agent']) headers['user-agent'] = page.headers['user-agent'];
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      remoteAddress: page.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.rawPayload.length === 0 || answer.statusCode === 204 || answer.statusCode === 304;
    const contentType = answer.headers['content-type'];
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
