import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/session.ts';
import { revalidate, type WebApp } from '../../http/webApp.ts';
import { type BuiltPage, cachedGuestPage, guestPageKey } from '../guest-pages/index.ts';
import { jsonForScript } from '../html/index.ts';
import { withNotice } from './pageBody.ts';
import { type RenderedApp, renderPage } from './pageHtml.ts';
import { errorPage, type ResolvedPage, resolvePage, sharedLayoutAnswers } from './pages.service.ts';
import type { PageRenderer } from './serverRender.ts';

export interface Pages {
  /** Answers a page of the app: index.html with its status (404 for no such page), metadata, text and markup. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Pages of the web app as the server answers them. Every page gets the built index.html, filled per address:
 * an honest status, title, description, canonical URL, share tags, JSON-LD, and, with the server-render build,
 * the page's markup rendered by the web's React components with the state the browser hydrates it from
 * (without that build, or if its render fails, the content as plain HTML for clients without JavaScript).
 */
export function createPages(app: FastifyInstance, web: WebApp, renderer: PageRenderer | undefined): Pages {
  return {
    async send(request, reply) {
      const key = guestPageKey(request);
      const page = key
        ? await cachedGuestPage(app, key, () => buildPage(app, web, renderer, request))
        : await buildPage(app, web, renderer, request);
      if ('location' in page) {
        await reply.status(302).header('cache-control', revalidate).header('location', page.location).send();
        return;
      }
      await reply
        .status(page.status)
        // A signed-in visitor's page carries their profile in its state: no shared cache may keep it.
        .header('cache-control', request.headers.cookie ? `private, ${revalidate}` : revalidate)
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  };
}

/**
 * The page read once (DECISIONS #115): the resolver reads what the metadata needs and hands what it read to
 * the render, which asks the API only for the rest; the crawler text is read only when there is no render.
 */
async function buildPage(
  app: FastifyInstance,
  web: WebApp,
  renderer: PageRenderer | undefined,
  request: FastifyRequest,
): Promise<BuiltPage> {
  const pathname = request.url.split('?')[0] ?? '/';
  // The layout's shared answers are read beside the page's own (both mostly from the shared cache).
  const [page, layout] = await Promise.all([
    resolve(app, request, pathname),
    renderer ? sharedLayoutAnswers(app.db, app.config).catch(() => []) : [],
  ]);
  // A failed resolve is answered as the error page: nothing to render.
  const answers = new Map([...layout, ...(page.answers ?? [])]);
  const rendered = page.status === 500 ? undefined : await renderApp(renderer, request, answers);
  if (rendered?.kind === 'redirect' && page.status === 200) {
    // A guard's answer (not signed in on /mano/…): the browser's guard would send the visitor there too.
    return { status: 302, location: rendered.location };
  }
  const markup = rendered?.kind === 'page' && page.status !== 500 ? rendered : undefined;
  const renderedApp: RenderedApp | undefined = markup && {
    html: markup.appHtml,
    headTags: markup.headTags,
    stateJson: jsonForScript(markup.state),
  };
  const bodyHtml = renderedApp ? '' : await crawlerText(request, page);
  return {
    status: Math.max(page.status, markup?.status ?? 200),
    html: renderPage(web.template, page.head, bodyHtml, renderedApp),
  };
}

/** The text for clients without JavaScript; if its lists fail, the notice alone (the status is already set). */
async function crawlerText(request: FastifyRequest, page: ResolvedPage): Promise<string> {
  try {
    return await page.body();
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'page text failed');
    return withNotice();
  }
}

async function resolve(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<ResolvedPage> {
  try {
    const viewer = await currentUser(request);
    return await resolvePage({ db: app.db, storage: app.pictureStorage, site: app.config.site, viewer }, pathname);
  } catch (error) {
    // The page still loads (its script may show what it can); the status says the server failed.
    request.log.error({ err: error, pathname }, 'page failed');
    return errorPage(app.config.site);
  }
}

/** A failed render is logged and the page goes out without it: the browser renders it as before. */
async function renderApp(
  renderer: PageRenderer | undefined,
  request: FastifyRequest,
  answers: ReadonlyMap<string, string> | undefined,
) {
  if (!renderer) return undefined;
  try {
    return await renderer.render(request, answers);
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server render failed; the page is sent unrendered');
    return undefined;
  }
}
