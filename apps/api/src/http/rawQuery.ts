import type { FastifyRequest } from 'fastify';

/**
 * The request's query as sent (a repeated name as a list), read from its address: a route's validated query
 * keeps only the keys its schema names, and the attr.* filters of a list are keys no schema can list.
 */
export function rawQueryOf(request: FastifyRequest): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const at = request.url.indexOf('?');
  if (at < 0) return query;
  for (const [name, value] of new URLSearchParams(request.url.slice(at + 1))) {
    const existing = query[name];
    query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}
