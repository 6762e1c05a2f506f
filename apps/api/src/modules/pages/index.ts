import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/session.ts';
import { revalidate, type WebApp } from '../../http/webApp.ts';
import { renderPage } from './pageHtml.ts';
import { errorPage, type ResolvedPage, resolvePage } from './pages.service.ts';

export interface Pages {
  /** Answers a page of the app: index.html with its status (404 for no such page), metadata and text. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Pages of the web app as the server answers them (the SPA then renders in the browser). Every page gets the
 * same built index.html, filled per address: an honest status, title, description, canonical URL, share
 * tags, JSON-LD, and the content as plain HTML for clients without JavaScript.
 */
export function createPages(app: FastifyInstance, web: WebApp): Pages {
  return {
    async send(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      let page: ResolvedPage;
      try {
        const viewer = await currentUser(request);
        page = await resolvePage({ db: app.db, storage: app.pictureStorage, site: app.config.site, viewer }, pathname);
      } catch (error) {
        // The page still loads (its script may show what it can); the status says the server failed.
        request.log.error({ err: error, pathname }, 'page failed');
        page = errorPage(app.config.site);
      }
      await reply
        .status(page.status)
        .header('cache-control', revalidate)
        .type('text/html; charset=utf-8')
        .send(renderPage(web.template, page.head, page.bodyHtml));
    },
  };
}
