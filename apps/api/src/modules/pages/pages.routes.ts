import type { FastifyInstance } from 'fastify';
import { siteOrigin } from './pages.service.ts';
import { robotsTxt, sitemapDocument } from './sitemap.service.ts';

/** Crawlers may keep these an hour: new ads reach the sitemap within that. */
const hourly = 'public, max-age=3600';

/** /robots.txt, /sitemap.xml and, past 50,000 addresses, /sitemap-{n}.xml. Served with or without a web build. */
export async function pagesRoutes(app: FastifyInstance) {
  const origin = siteOrigin(app.config.site);
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', hourly).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const xml = await sitemapDocument(app.db, origin, 'main');
    return reply.header('cache-control', hourly).type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file', hidden, async (request, reply) => {
    const number = /^(\d{1,6})\.xml$/i.exec(request.params.file)?.[1];
    const xml = number ? await sitemapDocument(app.db, origin, Number(number)) : null;
    if (xml === null) return reply.callNotFound();
    return reply.header('cache-control', hourly).type('application/xml; charset=utf-8').send(xml);
  });
}
