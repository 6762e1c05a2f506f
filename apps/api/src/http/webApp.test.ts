import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';

// As Vite builds apps/web/index.html: a title, a description and a <noscript> notice the server replaces.
const indexHtml = [
  '<!doctype html><html lang="lt"><head><meta charset="UTF-8" /><title>Skelbimai</title>',
  '<meta name="description" content="Skelbimai" /></head>',
  '<body><noscript>Reikia JavaScript.</noscript><div id="root"></div></body></html>',
].join('');
let distDir: string;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  // A fake build, so the test does not depend on apps/web having been built.
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-web-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(distDir, 'manifest.webmanifest'), '{"name":"Skelbimai"}');
  app = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built web app', () => {
  it('serves the page at / from index.html without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Kėdainių skelbimai</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the other files of the build with revalidation', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Skelbimai');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers any app route with index.html and 200, whatever Accept a browser or crawler sends', async () => {
    const accepts = [html, { accept: '*/*' }, {}];
    for (const [index, url] of [
      '/skelbimai/transportas/automobiliai',
      '/mano/paskyra?x=1',
      '/prisijungimas',
    ].entries()) {
      const response = await app.inject({ method: 'GET', url, headers: accepts[index] });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address no route has with 404 and the app, which shows its 404 text', async () => {
    for (const url of ['/tokio-puslapio-nera', '/skelbimas/1/2', '/dashboard/nera', '/skelbimai/nera']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>Puslapis nerastas – Kėdainių skelbimai</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  it('never serves the bare template at /index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('does not answer a missing asset or file with index.html', async () => {
    for (const url of ['/assets/missing-123.js', '/missing.png']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not answer a non-HTML request or an unknown API route with index.html', async () => {
    const json = await app.inject({ method: 'GET', url: '/skelbimai', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(JSON.parse(api.body).messages).toEqual(['This page could not be found']);
  });

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories/get' });
    expect(response.statusCode).toBe(200);
  });

  it('sends the Content-Security-Policy with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
