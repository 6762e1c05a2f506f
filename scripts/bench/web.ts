import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Request } from 'playwright-core';
import { table } from './stats.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;
const runCommand = promisify(execFile);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface ScriptSize {
  file: string;
  /** What came over the wire: the (brotli) body and the response headers. */
  transferred: number;
  headers: number;
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
  /** Bytes over the wire (compressed, headers included) from the run's network records. */
  jsTransferred: number;
  htmlTransferred: number;
  /** How many Lighthouse runs this median is of. */
  runs: number;
}

export interface WebBenchResult {
  /** Every script Chromium fetched to show the home page (entry, preloads, the route's lazy chunks). */
  homePage: ScriptSize[];
  /** The same for each of the five landing pages of the goal (docs/PERFORMANCE.md), by page name. */
  landingPages: { page: string; url: string; scripts: ScriptSize[] }[];
  lighthouse: LighthouseResult[];
  /** From `npm run serve` to its first answered page: on a new data folder, then again on the same one. */
  coldStart: { firstStartMs: number; restartMs: number };
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

/** A server started by `npm run serve`, and how long it took from the spawn to its first answered page. */
interface Served {
  child: ChildProcess;
  startMs: number;
}

/** Where the server finds the web app: the browser bundle and the server-render entry. */
interface WebBuild {
  distDir: string;
  ssrEntry: string;
}

/**
 * `npm run serve` as the README starts it, with its own data folder and build, timed until it answers a page
 * (`/`, rendered): the cold start a restart or a new process behind a load balancer costs. Polled every 25 ms,
 * so the figure is that exact.
 */

async function serve(port: number, dataDir: string, build: WebBuild): Promise<Served> {
  const spawnedAt = performance.now();
  const child = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    detached: true, // its own process group, so stopping it stops npm and node together
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: build.distDir,
      WEB_SSR_ENTRY: build.ssrEntry,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, startMs: performance.now() - spawnedAt };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop(child);
  throw new Error('npm run serve did not answer within 120 s');
}

async function stop(child: ChildProcess): Promise<void> {
  // A process stopped by a signal has a signalCode and no exitCode.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT'); // the server closes PGlite cleanly on SIGINT
  await exited;
}

/**
 * Every script Chromium fetches for a page on a phone-sized window, with the bytes it received (compressed body
 * plus headers), once the page shows its content, has hydrated and the network is idle. Each page in a fresh
 * browser, so nothing comes from the cache.
 */
async function pageScripts(url: string): Promise<ScriptSize[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let started = 0;
    const finished: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') started++;
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(request);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor();
    // The app's script loads after the first paint (boot.ts) and marks <html> once hydrated (HydratedMarker).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // 'networkidle' can come before the last lazy chunk reports its end.
    while (finished.length < started) await page.waitForTimeout(100);
    // Awaited here: the sizes are asked of the browser, which `finally` closes.
    return await Promise.all(
      finished.map(async (request) => {
        const sizes = await request.sizes();
        return {
          file: new URL(request.url()).pathname,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
          headers: sizes.responseHeadersSize,
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

/**
 * The Lighthouse the figures in docs/PERFORMANCE.md were measured with. Not a devDependency: it needs Node 22.19+
 * and would warn on every install on Node 20, and only the bench runs it (npx caches it after the first run).
 */
const LIGHTHOUSE_VERSION = '13.5.0';

/**
 * One Lighthouse run on Node 24 from the registry (both through npx), with Debian's chromium, mobile form factor
 * (simulated slow 4G, 4× CPU).
 */
async function lighthouseRun(page: string, url: string, outDir: string, run: number): Promise<LighthouseResult> {
  const output = join(outDir, `lighthouse-${page.replaceAll(' ', '-')}-${run}.json`);
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
  await runCommand(
    'npx',
    [
      '-y',
      '-p',
      'node@24',
      '-p',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      '-c',
      `lighthouse ${url} --chrome-flags="${flags}" --output=json --output-path=${output} --quiet --form-factor=mobile`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: NetworkRecord[] } }>;
  };
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const records = report.audits['network-requests']?.details?.items ?? [];
  const transferred = (type: string) =>
    records
      .filter((record) => record.resourceType === type)
      .reduce((sum, record) => sum + (record.transferSize ?? 0), 0);
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
    jsTransferred: transferred('Script'),
    htmlTransferred: transferred('Document'),
    runs: 1,
  };
}

/**
 * Lighthouse sometimes fails to record a load's trace on this machine ("NO_NAVSTART ... Please run Lighthouse
 * again"): that run is made once more, and a second failure stops the bench.
 */
function retriedRun(page: string, url: string, outDir: string, run: number): Promise<LighthouseResult> {
  console.log(`[web] Lighthouse run ${run} of ${page} failed; running it again`);
  return lighthouseRun(page, url, outDir, run);
}

interface NetworkRecord {
  resourceType?: string;
  transferSize?: number;
}

/** Each figure is the median of its own across the runs (the run with the median score is not used whole). */
async function lighthouse(page: string, url: string, outDir: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`[web] Lighthouse mobile: ${page} (${url}), run ${run} of ${runs}`);
    results.push(await lighthouseRun(page, url, outDir, run).catch(() => retriedRun(page, url, outDir, run)));
  }
  const median = (pick: (result: LighthouseResult) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  };
  return {
    page,
    url,
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    bestPractices: median((r) => r.bestPractices),
    seo: median((r) => r.seo),
    lcpMs: median((r) => r.lcpMs),
    cls: median((r) => r.cls),
    tbtMs: median((r) => r.tbtMs),
    jsTransferred: median((r) => r.jsTransferred),
    htmlTransferred: median((r) => r.htmlTransferred),
    runs,
  };
}

/** The five landing pages of the goal: home, a category, a search, the first listed ad and its seller's page. */
export async function landingPages(origin: string): Promise<[string, string][]> {
  const list = (await (await fetch(`${origin}/api/posts/list?page=1`)).json()) as {
    data?: { id: number; creatorId: string | null }[];
  };
  const ad = list.data?.find((item) => item.creatorId);
  return [
    ['home', `${origin}/`],
    ['category list', `${origin}/skelbimai/transportas`],
    ['search', `${origin}/visi?searchKeyword=dviratis`],
    ...(ad
      ? ([
          ['ad page', `${origin}/skelbimas/${ad.id}`],
          ['seller page', `${origin}/pardavejas/${ad.creatorId}`],
        ] as [string, string][])
      : []),
  ];
}

function printSizes(title: string, sizes: ScriptSize[]) {
  const total = sizes.reduce((sum, size) => sum + size.transferred, 0);
  const headers = sizes.reduce((sum, size) => sum + size.headers, 0);
  console.log(`\n${title}: ${kB(total)} transferred (${sizes.length} files, of which ${kB(headers)} headers)`);
  const sorted = [...sizes].sort((a, b) => b.transferred - a.transferred);
  console.log(
    table(
      ['file', 'transferred'],
      sorted.map((size) => [size.file, kB(size.transferred)]),
    ),
  );
}

/**
 * The production build (into a temp folder, so a build here never swaps files under someone else's running
 * server or end-to-end run) served by `npm run serve` on a free port with a fresh data folder and the demo data.
 */
export async function runWebBench(options: {
  build: boolean;
  lighthouse: boolean;
  lighthouseRuns: number;
  /** Only the landing pages' scripts: no Lighthouse, no restart (byte counts do not depend on the load). */
  bytesOnly?: boolean;
}): Promise<WebBenchResult> {
  const workDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-web-'));
  const webBuild: WebBuild = options.build
    ? { distDir: join(workDir, 'dist'), ssrEntry: join(workDir, 'dist-server/entry-server.js') }
    : {
        distDir: join(repoRoot, 'apps/web/dist'),
        ssrEntry: join(repoRoot, 'apps/web/dist-server/entry-server.js'),
      };
  if (options.build) {
    // The two builds of apps/web's `npm run build`, each given its own temp folder: an --outDir appended to
    // `npm run build` would reach only the second (server) build and empty the folder the first wrote.
    console.log('\n[web] building the browser and server bundles of apps/web into a temp folder');
    const webDir = join(repoRoot, 'apps/web');
    const vite = join(repoRoot, 'node_modules/.bin/vite');
    const buildOptions = { cwd: webDir, maxBuffer: 64 * 1024 * 1024 };
    await runCommand(vite, ['build', '--outDir', webBuild.distDir, '--emptyOutDir'], buildOptions);
    await runCommand(
      vite,
      ['build', '--ssr', 'src/entry-server.tsx', '--outDir', dirname(webBuild.ssrEntry), '--emptyOutDir'],
      buildOptions,
    );
    // `npm run serve` runs the compiled server: build it as it ships (apps/api/dist, read only at start-up).
    console.log('[web] building the server (npm run build -w apps/api)');
    await runCommand('npm', ['run', 'build', '-w', 'apps/api'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  }
  const port = await freePort();
  console.log(`[web] npm run serve on port ${port} with the demo data`);
  const dataDir = join(workDir, 'data');
  const { child: server, startMs: firstStartMs } = await serve(port, dataDir, webBuild);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const pages = await landingPages(origin);
    const landing: WebBenchResult['landingPages'] = [];
    for (const [page, url] of pages) {
      const scripts = await pageScripts(url);
      landing.push({ page, url, scripts });
      printSizes(
        `JavaScript Chromium loads for the ${page} (${new URL(url).pathname}, 390×844, brotli as served)`,
        scripts,
      );
    }
    const total = (scripts: ScriptSize[]) => scripts.reduce((sum, size) => sum + size.transferred, 0);
    console.log('\nLanding scripts per page (brotli with headers; the goal is ≤ 130 kB):');
    console.log(
      table(
        ['page', 'files', 'transferred'],
        landing.map(({ page, scripts }) => [page, scripts.length, kB(total(scripts))]),
      ),
    );
    const homePage = landing[0]?.scripts ?? [];
    if (options.bytesOnly)
      return { homePage, landingPages: landing, lighthouse: [], coldStart: { firstStartMs, restartMs: Number.NaN } };

    const lighthouseResults: LighthouseResult[] = [];
    if (options.lighthouse) {
      for (const [page, url] of pages) {
        lighthouseResults.push(await lighthouse(page, url, workDir, options.lighthouseRuns));
      }
      console.log(
        `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated throttling), Debian chromium headless, median of ${options.lighthouseRuns}:`,
      );
      console.log(
        table(
          [
            'page',
            'performance',
            'a11y',
            'best practices',
            'SEO',
            'LCP',
            'TBT',
            'CLS',
            'JS transferred',
            'HTML transferred',
          ],
          lighthouseResults.map((r) => [
            r.page,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            `${(r.lcpMs / 1000).toFixed(2)} s`,
            `${Math.round(r.tbtMs)} ms`,
            r.cls.toFixed(3),
            kB(r.jsTransferred),
            kB(r.htmlTransferred),
          ]),
        ),
      );
    }
    await stop(server);
    const restarted = await serve(port, dataDir, webBuild);
    await stop(restarted.child);
    const coldStart = { firstStartMs, restartMs: restarted.startMs };
    console.log('\nCold start: `npm run serve` to its first answered page (PGlite, demo data)');
    console.log(
      table(
        ['start', 'ms'],
        [
          ['new data folder (migrations, demo data)', Math.round(coldStart.firstStartMs)],
          ['restart on that folder', Math.round(coldStart.restartMs)],
        ],
      ),
    );
    return { homePage, landingPages: landing, lighthouse: lighthouseResults, coldStart };
  } finally {
    await stop(server);
  }
}
