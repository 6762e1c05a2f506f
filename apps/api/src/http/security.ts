import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Security headers for the API and the SPA served from the same origin. The CSP is what the Vite-built
 * React app needs: scripts and style sheets only from our origin (CSS Modules are built into one file; no
 * <style> element is allowed), inline style attributes for the few values set per element; pictures from anywhere over https (social profile pictures) plus data:/blob: previews.
 * Swagger UI (/api/docs) loads only its own files, so it works under the same policy.
 * A configured social sign-in adds exactly the provider origins its browser SDK needs (socialSignInSources).
 */
export function contentSecurityPolicy(config: AppConfig) {
  const https = config.site.protocol === 'https';
  const social = socialSignInSources(config);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...social.script],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", ...social.style],
      // Inline style attributes only (a picture's aspect ratio, a popup's position): no <style> element.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", ...social.connect],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      // Nothing is framed unless a sign-in SDK needs its own iframe.
      ...(social.frame.length > 0 ? { frameSrc: social.frame } : {}),
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      // Only behind https: on plain http (local runs, e2e) it would make the browser request https:// assets.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The sources the social sign-in SDKs load from, only for the providers that are configured:
 * - Google Identity Services (https://accounts.google.com/gsi/client): its script, its popup/iframe and
 *   status calls under /gsi/, and its button stylesheet (Google's documented CSP);
 * - the Facebook JavaScript SDK (https://connect.facebook.net/en_US/sdk.js, v20.0): the script, its
 *   login-status iframe and calls on www.facebook.com, and Graph API calls.
 */
export function socialSignInSources(config: AppConfig) {
  const google = Boolean(config.google.clientId);
  const facebook = Boolean(config.facebook.appId);
  return {
    script: [
      ...(google ? ['https://accounts.google.com/gsi/client'] : []),
      ...(facebook ? ['https://connect.facebook.net'] : []),
    ],
    style: google ? ['https://accounts.google.com/gsi/style'] : [],
    frame: [
      ...(google ? ['https://accounts.google.com/gsi/'] : []),
      ...(facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : []),
    ],
    connect: [
      ...(google ? ['https://accounts.google.com/gsi/'] : []),
      ...(facebook ? ['https://www.facebook.com', 'https://graph.facebook.com'] : []),
    ],
  };
}

/**
 * Headers that only a document (a page the browser shows) obeys. Helmet sets them on every answer, but a
 * hashed script or an ad's picture ignores them, and over HTTP/1.1 they cost about 650 bytes on each of the
 * first visit's sixty-odd scripts and each picture of a list. nosniff and Cross-Origin-Resource-Policy stay:
 * those are what a script or a picture is checked against. Our files are the build's own and re-encoded WebP
 * pictures, never a user's SVG or HTML that a browser could open as a document.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Where the API serves files rather than pages: the web build's hashed assets and the ads' pictures. */
const filePrefixes = ['/assets/', '/uploads/'];

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Google and Facebook sign-in open a popup that reports back to this window (PRODUCT.md §8): plain
    // 'same-origin' would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS over plain http is ignored by browsers and would pin a dev host name once it is ever served by https.
    strictTransportSecurity: config.site.protocol === 'https' ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (!filePrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    for (const name of documentOnlyHeaders) reply.removeHeader(name);
  });
}
