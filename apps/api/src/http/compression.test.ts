import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { apiMessages } from './messages.ts';
import { documentOnlyHeaders } from './security.ts';

// Real HTTP through a listening server: what a browser gets on the wire, encodings and all.

const bigScript = `console.log(${JSON.stringify('skelbimai '.repeat(2000))});\n`;
const smallScript = 'console.log(1);\n';
let distDir: string;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skelbimai-web-compress-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(
    join(distDir, 'index.html'),
    `<!doctype html><html><head><title>x</title></head><body>${'<p>Sveiki</p>'.repeat(200)}<div id="root"></div></body></html>`,
  );
  // What the web build writes (apps/web/build/precompress.ts): the file, its .br at the best quality and its .gz.
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), bigScript);
  const best = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
  await writeFile(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(bigScript, best));
  await writeFile(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(bigScript, { level: 9 }));
  await writeFile(join(distDir, 'assets', 'small-abc123.js'), smallScript);
  app = await buildTestApp({ WEB_DIST_DIR: distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (Node's fetch would decompress it). */
function rawGet(path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

describe('precompressed assets', () => {
  it('sends the build-time .br file to a client that accepts brotli, long-cached', async () => {
    const response = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Byte for byte the file the build wrote: nothing was compressed for this request.
    expect(response.body.equals(await readFile(join(distDir, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(decoded(response)).toBe(bigScript);
  });

  it('sends a script without the headers only a page obeys, keeping the ones a script is checked against', async () => {
    const asset = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    for (const name of documentOnlyHeaders) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A page still carries all of them.
    const page = await rawGet('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    for (const name of documentOnlyHeaders) expect(page.headers[name], name).toBeDefined();
  });

  it('falls back to the .gz file without brotli, and to the plain file without compression', async () => {
    const gzip = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(await readFile(join(distDir, 'assets', 'index-abc123.js.gz')))).toBe(true);
    expect(decoded(gzip)).toBe(bigScript);

    const plain = await rawGet('/assets/index-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(bigScript);
  });

  it('does not compress a small file', async () => {
    const response = await rawGet('/assets/small-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(smallScript);
  });
});

describe('compressed answers', () => {
  it('compresses API JSON with brotli, or gzip, to exactly the uncompressed answer', async () => {
    const plain = await rawGet('/api/categories/get', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await rawGet('/api/categories/get', { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('leaves a small API answer uncompressed', async () => {
    const response = await rawGet('/api/posts/GetMaxPostPictureCount', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8')).succeeded).toBe(true);
  });

  it('compresses the page HTML and never caches it', async () => {
    const response = await rawGet('/skelbimai/transportas', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toContain('<div id="root">');
  });
});

describe('compressed requests', () => {
  it('are not inflated: a gzip body is read as it came (and so refused as malformed JSON)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ emailOrPhone: 'a@example.com', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    // Not the sign-in failure an inflated body would have reached.
    expect(JSON.parse(response.body).messages).toEqual([apiMessages.malformedBody]);
  });
});
