import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './errors.ts';
import { apiMessages } from './messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'allow' exempts a route from the cross-site refusal: only for callers that are servers of other
     * sites by design (payment providers' callbacks), which authenticate by signature, never by cookie.
     */
    crossSite?: 'allow';
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that another site's page makes a browser send (CSRF), on top of the
 * SameSite=Lax cookie (which still lets a same-site sibling, e.g. another subdomain, through):
 * 1. Sec-Fetch-Site, which every current browser sends: same-origin and none (typed by the user) pass,
 *    cross-site is refused, same-site passes only with an Origin of ours.
 * 2. Without it (older browsers), Origin: ours passes, any other (including 'null') is refused.
 * 3. Without either, the caller is no browser (curl, a script, a server): allowed only without a cookie,
 *    so it acts as nobody.
 * "Ours" is SITE_PROTOCOL://SITE_DOMAIN, or the request's own Host under http or https (a proxy may end TLS).
 */
export function registerCrossSiteRefusal(app: FastifyInstance, config: AppConfig): void {
  const siteOrigin = `${config.site.protocol}://${config.site.domain}`.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.crossSite === 'allow') return;
    if (!isSameSiteRequest(request, siteOrigin)) throw AppError.forbidden(apiMessages.crossSiteRefused);
  });
}

export function isSameSiteRequest(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = header(request, 'sec-fetch-site')?.toLowerCase();
  const origin = header(request, 'origin')?.toLowerCase();
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  if (fetchSite === 'cross-site') return false;
  if (origin !== undefined) return isOurOrigin(origin, request, siteOrigin);
  // same-site without an Origin cannot be told apart from a sibling site's request.
  if (fetchSite !== undefined) return false;
  return request.headers.cookie === undefined;
}

function isOurOrigin(origin: string, request: FastifyRequest, siteOrigin: string): boolean {
  if (origin === siteOrigin) return true;
  const host = header(request, 'host')?.toLowerCase();
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
