import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true marks a GET whose answer is the same for every visitor and reads no session (the category tree,
     * the settings, the price lists): it gets a weak ETag and `Cache-Control: public, no-cache`, and a
     * matching If-None-Match gets 304 without a body (registerSharedAnswers).
     */
    sharedAnswer?: boolean;
  }
}

/**
 * Revalidate every time (DECISIONS #51): the counts must show a visitor's own new ad at once, so no copy is
 * used unasked; the question costs a round trip but no body, and the server answers it from its cache.
 */
export const SHARED_CACHE_CONTROL = 'public, no-cache';

/** W/"…": a weak validator, as the same JSON goes out as brotli, gzip or plain (compression.ts). */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Must be registered before compression: onSend hooks run in order, so this one sees the JSON as the route
 * serialised it and the tag is the same whatever encoding the client accepts; a 304 carries no body, so
 * there is nothing for compression to do after it.
 */
export function registerSharedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isShareable(request, reply) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const etag = weakEtagOf(payload);
    reply.header('etag', etag).header('cache-control', SHARED_CACHE_CONTROL);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}

function isShareable(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.routeOptions.config?.sharedAnswer !== true) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Errors are not shared; nor is an answer that sets a cookie (it belongs to one visitor).
  return reply.statusCode === 200 && reply.getHeader('set-cookie') === undefined;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/ is ignored on both sides; '*' matches any. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
