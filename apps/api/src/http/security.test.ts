import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('security headers', () => {
  it('sends a Content-Security-Policy the React app works under', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories/get' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the headers on error answers too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('API reference', () => {
  it('serves Swagger UI at /api/docs under the same policy, from our own files only', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // No inline script: everything the page runs comes from /api/docs/static, allowed by script-src 'self'.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src ?? '', 'http://localhost/api/docs/').pathname;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('documents every endpoint in the OpenAPI JSON, with response schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body);
    const paths = Object.keys(document.paths).map((path) => path.toLowerCase());
    for (const path of [
      '/api/categories/get',
      '/api/posts/getmaxpostpicturecount',
      '/api/advertservices/getadvertservices',
      '/api/advertservices/getadvertservicepacks',
      '/api/payments/gettopupoptions',
      '/api/postreports/postreportreasons',
      '/api/settings/get',
      '/api/auth/myprofile',
    ]) {
      expect(paths).toContain(path);
    }
    const ok = document.paths['/api/categories/get'].get.responses['200'];
    expect(JSON.stringify(ok)).toContain('#/components/schemas/Category');
    expect(Object.keys(document.components.schemas.Category.properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'logicalName', 'parentCategory', 'childCategories', 'postCount', 'text']),
    );
  });
});
