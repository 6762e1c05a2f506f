import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Vite puts content-hashed files here: a new build gives new names, so browsers may keep them forever. */
const hashedFolder = 'assets';
const hashedPrefix = `/${hashedFolder}/`;
const immutable = 'public, max-age=31536000, immutable';
// Everything else (pages, favicon, manifest) keeps its name across builds: revalidate.
export const revalidate = 'no-cache';

export interface WebApp {
  /** The built index.html: the server fills each page's title, metadata and text into it (modules/pages). */
  template: string;
  /** Whether an unmatched request is a page of the app (answered with index.html) rather than a file or API call. */
  wantsPage(request: FastifyRequest): boolean;
}

/**
 * Serves the built SPA (WEB_DIST_DIR) from the API's origin. Returns undefined when there is no build
 * (API-only development with the Vite dev server, or tests), and the API works the same without it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<WebApp | undefined> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'No web build found; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // Pages, '/' included, are answered by modules/pages with their own metadata, never the bare template;
    // a folder ('/', '/assets/') is no file to send either.
    index: false,
    allowedPath: (pathname) => !pathname.endsWith('/') && pathname.toLowerCase() !== '/index.html',
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as they are to
    // a client that accepts them, so assets cost no compression per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      const hashed = relative(distDir, file).split(sep)[0] === hashedFolder;
      res.setHeader('cache-control', hashed ? immutable : revalidate);
      // The same URL has several encodings: caches must key on what the client accepts.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return {
    template: readFileSync(indexFile, 'utf8'),
    wantsPage(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '';
      if (isApiPath(path) || path.startsWith(hashedPrefix)) return false;
      // A missing /logo.png is a missing file, not a page of the app.
      if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
      // Browsers ask for text/html; crawlers and link previews often send */* or nothing at all.
      const accept = request.headers.accept ?? '*/*';
      return accept.includes('text/html') || accept.includes('*/*');
    },
  };
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.toLowerCase().startsWith('/api/');
}
