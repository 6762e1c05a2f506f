import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite puts content-hashed files here: a new build gives new names, so browsers may keep them forever. */
const hashedFolder = 'assets';
const hashedPrefix = `/${hashedFolder}/`;
const immutable = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon, robots.txt, manifest) keeps its name across builds: revalidate.
const revalidate = 'no-cache';

export interface WebApp {
  /** Whether an unmatched request should get index.html so the SPA's router shows the page. */
  wantsSpa(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): void;
}

/**
 * Serves the built SPA (WEB_DIST_DIR) from the API's origin. Returns undefined when there is no build
 * (API-only development with the Vite dev server, or tests), and the API works the same without it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<WebApp | undefined> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'No web build found; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
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
    wantsSpa(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '';
      if (isApiPath(path) || path.startsWith(hashedPrefix)) return false;
      // A missing /logo.png is a missing file, not a page of the app.
      if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
      return (request.headers.accept ?? '').includes('text/html');
    },
    sendIndex(reply) {
      reply.status(200).header('cache-control', revalidate).sendFile('index.html');
    },
  };
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.toLowerCase().startsWith('/api/');
}
