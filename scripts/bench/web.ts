import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { table } from './stats.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface LighthouseResult {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface WebBenchResult {
  /** index.html's module script and its modulepreload links: what the browser fetches before any route code. */
  initial: ScriptSize[];
  /** Every script Chromium fetched to show the home page (the above plus the route's lazy chunks). */
  homePage: ScriptSize[];
  lighthouse: LighthouseResult[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm run serve` with its own data folder and build; resolves once the API answers. */
async function serve(port: number, dataDir: string, distDir: string): Promise<ChildProcess> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    detached: true, // its own process group, so stopping it stops npm, tsx and node together
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/settings/get`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('npm run serve did not answer within 120 s');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT'); // the server closes PGlite cleanly on SIGINT
  await exited;
}

async function sizeOf(url: string): Promise<ScriptSize> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { file: new URL(url).pathname, raw: body.length, gzip: gzipSize(body) };
}

/** The module script and modulepreload links of index.html. */
async function initialScripts(origin: string): Promise<ScriptSize[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => new URL(match[1] as string, origin).toString());
  return Promise.all([...new Set(sources)].map(sizeOf));
}

/** Every script Chromium requests for the home page on a phone-sized window, until the network is idle. */
async function homePageScripts(origin: string): Promise<ScriptSize[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    return Promise.all([...urls].map(sizeOf));
  } finally {
    await browser.close();
  }
}

/** Lighthouse 13 (needs Node 22+, so Node 24 from the registry) with Debian's chromium, mobile form factor. */
async function lighthouse(page: string, url: string, outDir: string): Promise<LighthouseResult> {
  const output = join(outDir, `lighthouse-${page.replaceAll(' ', '-')}.json`);
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
  await run(
    'npx',
    [
      '-y',
      '-p',
      'node@24',
      '-p',
      'lighthouse@13.5.0',
      '-c',
      `lighthouse ${url} --chrome-flags="${flags}" --output=json --output-path=${output} --quiet --form-factor=mobile`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  return {
    page,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

function printSizes(title: string, sizes: ScriptSize[]) {
  const total = sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`\n${title}: ${kB(total.gzip)} gzip (${sizes.length} files, ${kB(total.raw)} raw)`);
  const sorted = [...sizes].sort((a, b) => b.gzip - a.gzip);
  console.log(
    table(
      ['file', 'gzip', 'raw'],
      sorted.map((size) => [size.file, kB(size.gzip), kB(size.raw)]),
    ),
  );
}

/**
 * The production build (into a temp folder, so a build here never swaps files under someone else's running
 * server or end-to-end run) served by `npm run serve` on a free port with a fresh data folder and the demo data.
 */
export async function runWebBench(options: { build: boolean; lighthouse: boolean }): Promise<WebBenchResult> {
  const workDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-web-'));
  const distDir = options.build ? join(workDir, 'dist') : join(repoRoot, 'apps/web/dist');
  if (options.build) {
    console.log('\n[web] building (npm run build -w apps/web into a temp folder)');
    await run('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir, '--emptyOutDir'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  const port = await freePort();
  console.log(`[web] npm run serve on port ${port} with the demo data`);
  const server = await serve(port, join(workDir, 'data'), distDir);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const initial = await initialScripts(origin);
    const homePage = await homePageScripts(origin);
    printSizes('JavaScript in index.html (module script + modulepreload)', initial);
    printSizes('JavaScript Chromium loads for the home page (390×844)', homePage);

    const lighthouseResults: LighthouseResult[] = [];
    if (options.lighthouse) {
      const list = (await (await fetch(`${origin}/api/posts/list?page=1`)).json()) as { data?: { id: number }[] };
      const adId = list.data?.[0]?.id;
      const pages: [string, string][] = [
        ['home', `${origin}/`],
        ['category list', `${origin}/skelbimai/transportas`],
        ...(adId ? ([['ad page', `${origin}/skelbimas/${adId}`]] as [string, string][]) : []),
      ];
      for (const [page, url] of pages) {
        console.log(`[web] Lighthouse mobile: ${page} (${url})`);
        lighthouseResults.push(await lighthouse(page, url, workDir));
      }
      console.log('\nLighthouse 13.5.0, mobile (simulated throttling), Debian chromium headless:');
      console.log(
        table(
          ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
          lighthouseResults.map((r) => [
            r.page,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            `${(r.lcpMs / 1000).toFixed(2)} s`,
            r.cls.toFixed(3),
            `${Math.round(r.tbtMs)} ms`,
          ]),
        ),
      );
    }
    return { initial, homePage, lighthouse: lighthouseResults };
  } finally {
    await stop(server);
  }
}
