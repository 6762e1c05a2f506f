import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Security headers for the API and the SPA served from the same origin. The CSP is what a Vite-built
 * React + MUI app needs: scripts only from our origin; inline styles because Emotion injects <style> tags
 * at run time; pictures from anywhere over https (social profile pictures) plus data:/blob: previews.
 * Swagger UI (/api/docs) loads only its own files, so it works under the same policy.
 */
export function contentSecurityPolicy(config: AppConfig) {
  const https = config.site.protocol === 'https';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      // Only behind https: on plain http (local runs, e2e) it would make the browser request https:// assets.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Google and Facebook sign-in open a popup that reports back to this window (SPEC.md §8): plain
    // 'same-origin' would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS over plain http is ignored by browsers and would pin a dev host name once it is ever served by https.
    strictTransportSecurity: config.site.protocol === 'https' ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
