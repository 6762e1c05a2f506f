import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { queryRows } from '../../apps/api/src/db/client.ts';
import { seedLargeDataSet } from '../../apps/api/src/db/seed/demo/large.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { forgetHere } from '../../apps/api/src/http/sharedCache.ts';
import type { BenchDatabase, CapturedQuery, PlanNode } from './database.ts';
import { measureThroughput } from './loadClient.ts';
import { pathOf, scenarios } from './scenarios.ts';
import { ms, percentile, ratePerSecond, table } from './stats.ts';

export interface ApiBenchOptions {
  count: number;
  /** The database already holds its ads (--reuse-pg-database): migrate, but seed none. */
  seeded?: boolean;
  /** Only the scenarios whose name contains one of these (all when empty). */
  only?: string[];
  /** Sequential requests per scenario for the latency percentiles. */
  requests: number;
  /** Parallel clients for the throughput figure. */
  concurrency: number;
  /** Each phase (latency, throughput) of a scenario stops after this long once it has 10 requests. */
  secondsPerPhase: number;
  /** Statements (a CREATE INDEX to try) run after seeding, before timing; never part of the migrations. */
  extraStatements: string[];
  /** Where each scenario's explained statements are written with their parameters (--dump-sql). */
  dumpSqlDir?: string | undefined;
  /** A web build (index.html): the server then answers page addresses and their time to first byte is taken. */
  webDistDir?: string | undefined;
}

export interface PageTiming {
  name: string;
  path: string;
  status: number;
  p50: number;
  p95: number;
  samples: number;
}

export interface ScenarioResult {
  name: string;
  query: string;
  p50: number;
  p95: number;
  p99: number;
  samples: number;
  requestsPerSecond: number;
  /** The same statements one request ran, sent raw through the driver by as many clients: sets per second. */
  rawRequestsPerSecond: number;
  /** Statements one request sent, writes included (an N+1 would grow with the page). */
  statements: number;
  /** Their summed execution time in EXPLAIN ANALYZE, one run each: the database's share of a request. */
  databaseMs: number;
  totalPages: number;
  indexes: string[];
  seqScans: string[];
  slowestNode: string;
}

export interface ApiBenchResult {
  database: string;
  seedSeconds: number;
  /** The machine's 1-minute load average when timing started and ended (2 cores: above 2 means queuing). */
  load: { start: number; end: number };
  scenarios: ScenarioResult[];
  /** Time to first byte of rendered pages (empty without a web build). */
  pages: PageTiming[];
}

/** Index names and sequentially scanned tables anywhere in a plan, and its most expensive node. */
function describePlan(plan: PlanNode, found = { indexes: new Set<string>(), seqScans: new Set<string>() }) {
  if (plan['Index Name']) found.indexes.add(plan['Index Name']);
  if (plan['Node Type'] === 'Seq Scan' && plan['Relation Name']) found.seqScans.add(plan['Relation Name']);
  for (const child of plan.Plans ?? []) describePlan(child, found);
  return found;
}

/** The deepest-costing node that is not a mere wrapper: where the time goes. */
function slowest(plan: PlanNode): string {
  const own = (node: PlanNode) =>
    (node['Actual Total Time'] ?? 0) -
    Math.max(0, ...(node.Plans ?? []).map((child) => child['Actual Total Time'] ?? 0));
  let best = plan;
  const visit = (node: PlanNode) => {
    if (own(node) > own(best)) best = node;
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  const where = best['Index Name'] ?? best['Relation Name'] ?? '';
  return `${best['Node Type']}${where ? ` ${where}` : ''} ${ms(own(best))} ms`;
}

async function timedGet(
  url: string,
): Promise<{ ms: number; body: { succeeded?: boolean; pagination?: { totalPageCount?: number } } }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = (await response.json()) as { succeeded?: boolean };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.succeeded !== true) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { ms: elapsed, body };
}

/**
 * The statements of one request (as captured) sent raw through the driver by `concurrency` clients, each on
 * its own connection, for as long and as many times as the API's throughput phase: sets per second. The
 * API's req/s over this is its share of what the database alone allows.
 */
async function rawThroughput(
  database: BenchDatabase,
  statements: CapturedQuery[],
  options: ApiBenchOptions,
): Promise<number> {
  // Answered from the process's cache (the category tree): nothing reached the database.
  if (statements.length === 0) return Number.NaN;
  const sessions = await Promise.all(Array.from({ length: options.concurrency }, () => database.rawSession()));
  try {
    return await ratePerSecond(
      sessions.length,
      { requests: options.requests, seconds: options.secondsPerPhase },
      async (worker) => {
        for (const statement of statements) await sessions[worker]?.query(statement);
      },
    );
  } finally {
    for (const session of sessions) await session.release();
  }
}

/**
 * Seeds `count` ads into the fresh database, builds the real app on it, listens on a free port and times
 * every scenario through HTTP (sequential requests for latency, `concurrency` clients for throughput); then
 * EXPLAIN ANALYZEs the statements one request of each scenario ran.
 */
export async function runApiBench(database: BenchDatabase, options: ApiBenchOptions): Promise<ApiBenchResult> {
  const log = (message: string) => console.log(`[${database.label}] ${message}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web'),
    DEMO_DATA: 'false',
  });
  const { connection } = database;
  log('migrating');
  await connection.migrate();
  await seedDatabase(connection.db, { maxPostPictureCount: config.maxPostPictureCount });
  const app = await buildApp({ config, database: connection });
  // The scenarios time what a list runs, not the shared cache's copy of a guest's list (DECISIONS #144): each
  // request starts without one. What the cache gives the mix is `npm run load`'s to show.
  // Pages' requests keep theirs (their time to first byte is given for a guest's kept page and one built), so
  // the forgetting stops before they are timed: a page's render calls the API in the same process, and any
  // forget also forgets the guests' pages, so the page being built would never be kept.
  let forgetListsPerRequest = true;
  app.addHook('onRequest', async (request) => {
    if (forgetListsPerRequest && request.url.startsWith('/api/')) forgetHere(app.db, ['guestLists']);
  });
  try {
    const seeded = options.seeded
      ? { seconds: 0 }
      : await (async () => {
          log(`seeding ${options.count} ads`);
          return seedLargeDataSet(connection, {
            count: options.count,
            storage: app.pictureStorage,
            townName: config.site.townName,
            log: (message) => log(`seed: ${message}`),
            bulk: true,
          });
        })();
    if (options.seeded) {
      const [row] = await queryRows<{ count: number }>(connection.db, sql`select count(*)::int as count from posts`);
      log(`reusing the database as seeded: ${Number(row?.count ?? 0)} ads`);
    }
    for (const statement of options.extraStatements) {
      log(`trying: ${statement}`);
      await database.run(statement);
    }
    if (options.extraStatements.length > 0) await database.run('ANALYZE posts');
    const [visible] = await queryRows<{ id: number }>(
      connection.db,
      sql`select id from posts where status = 'active' and expires_at > now() order by id desc limit 1`,
    );
    const activePostId = Number(visible?.id ?? 1);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const results: ScenarioResult[] = [];
    const loadAtStart = loadavg()[0] ?? 0;
    const only = options.only ?? [];
    const chosen = scenarios.filter(
      (scenario) => only.length === 0 || only.some((part) => scenario.name.includes(part)),
    );
    for (const scenario of chosen) {
      const url = `${address}${pathOf(scenario, activePostId)}`;
      for (let warm = 0; warm < 3; warm++) await timedGet(url);
      const samples: number[] = [];
      let totalPages = 0;
      // A slow scenario stops early (at least 10 samples) so one bad query cannot hold the bench for an hour.
      const budgetEnds = performance.now() + options.secondsPerPhase * 1000;
      for (let index = 0; index < options.requests; index++) {
        if (index >= 10 && performance.now() > budgetEnds) break;
        const { ms: elapsed, body } = await timedGet(url);
        samples.push(elapsed);
        totalPages = body.pagination?.totalPageCount ?? totalPages;
      }
      const requestsPerSecond = await measureThroughput({
        url,
        concurrency: options.concurrency,
        requests: options.requests,
        seconds: options.secondsPerPhase,
      });

      // One more request, its statements captured and explained.
      database.captured.length = 0;
      await timedGet(url);
      // Every statement but transaction control and the search setting (which the raw session sets once):
      // writes too, such as the ad page's view count, so the raw figure is the same work the API did.
      const statements = database.captured.filter(
        (query) => !/^\s*(begin|commit|rollback)\b/i.test(query.sql) && !/set_config/.test(query.sql),
      );
      if (options.dumpSqlDir) {
        await mkdir(options.dumpSqlDir, { recursive: true });
        const file = `${scenario.name.replace(/[^a-z]+/gi, '_')}.json`;
        await writeFile(join(options.dumpSqlDir, file), JSON.stringify(statements, null, 1));
      }
      const rawRequestsPerSecond = await rawThroughput(database, statements, options);
      const indexes = new Set<string>();
      const seqScans = new Set<string>();
      const slow: string[] = [];
      let databaseMs = 0;
      for (const statement of statements) {
        const plan = await database.explain(statement);
        databaseMs += plan['Actual Total Time'] ?? 0;
        const found = describePlan(plan);
        for (const name of found.indexes) indexes.add(name);
        for (const name of found.seqScans) seqScans.add(name);
        slow.push(slowest(plan));
      }
      const result: ScenarioResult = {
        name: scenario.name,
        query: scenario.query,
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        p99: percentile(samples, 99),
        samples: samples.length,
        requestsPerSecond,
        rawRequestsPerSecond,
        statements: statements.length,
        databaseMs,
        totalPages,
        indexes: [...indexes],
        seqScans: [...seqScans],
        slowestNode: slow.join('; '),
      };
      results.push(result);
      log(
        `${scenario.name}: p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms, ${result.requestsPerSecond.toFixed(1)} req/s; raw SQL ${rawRequestsPerSecond.toFixed(1)}/s`,
      );
    }
    forgetListsPerRequest = false;
    const pages = options.webDistDir ? await timePages(address, options) : [];
    return {
      database: database.label,
      seedSeconds: seeded.seconds,
      load: { start: loadAtStart, end: loadavg()[0] ?? 0 },
      scenarios: results,
      pages,
    };
  } finally {
    await app.close();
  }
}

/** Milliseconds until the response's status and headers arrive (fetch resolves there), then the body is read. */
async function firstByte(url: string, cookie?: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
  });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return { ms: elapsed, status: response.status };
}

/**
 * Time to first byte of an ad page and a category page as the server renders them for a browser: as a guest
 * (no cookie: the shared copy, rebuilt every SHARED_CACHE_TTL_MS) and with a cookie (built for each request,
 * as for a signed-in visitor; an unknown cookie signs no one in).
 */
async function timePages(address: string, options: ApiBenchOptions): Promise<PageTiming[]> {
  const list = (await (await fetch(`${address}/api/posts/list?page=1`)).json()) as { data?: { id: number }[] };
  const adId = list.data?.[0]?.id;
  const addresses: [string, string][] = [
    ['category page', '/skelbimai/transportas'],
    ...(adId ? ([['ad page', `/skelbimas/${adId}`]] as [string, string][]) : []),
  ];
  const cookie = 'bench=1';
  const pages = addresses.flatMap(([name, path]): [string, string, string | undefined][] => [
    [`${name}, guest`, path, undefined],
    [`${name}, built each time`, path, cookie],
  ]);
  const timings: PageTiming[] = [];
  for (const [name, path, pageCookie] of pages) {
    for (let warm = 0; warm < 3; warm++) await firstByte(`${address}${path}`, pageCookie);
    const samples: number[] = [];
    let status = 0;
    const budgetEnds = performance.now() + options.secondsPerPhase * 1000;
    for (let index = 0; index < options.requests; index++) {
      if (index >= 10 && performance.now() > budgetEnds) break;
      const answer = await firstByte(`${address}${path}`, pageCookie);
      samples.push(answer.ms);
      status = answer.status;
    }
    timings.push({
      name,
      path,
      status,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      samples: samples.length,
    });
  }
  return timings;
}

export function printApiResult(result: ApiBenchResult): void {
  console.log(
    `\n${result.database}: ${result.seedSeconds > 0 ? `seeded in ${result.seedSeconds.toFixed(1)} s` : 'seeded before'}; load average ${result.load.start.toFixed(1)} → ${result.load.end.toFixed(1)}`,
  );
  console.log(
    table(
      [
        'scenario',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'n',
        'req/s',
        'raw SQL/s',
        'API/raw',
        'statements',
        'db ms',
        'pages',
        'indexes used',
        'seq scans',
      ],
      result.scenarios.map((s) => [
        s.name,
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        s.samples,
        s.requestsPerSecond.toFixed(1),
        Number.isNaN(s.rawRequestsPerSecond) ? '-' : s.rawRequestsPerSecond.toFixed(1),
        Number.isNaN(s.rawRequestsPerSecond)
          ? '-'
          : `${Math.round((s.requestsPerSecond / s.rawRequestsPerSecond) * 100)} %`,
        s.statements,
        ms(s.databaseMs),
        s.totalPages,
        s.indexes.join(', ') || '-',
        s.seqScans.join(', ') || '-',
      ]),
    ),
  );
  if (result.pages.length > 0) {
    console.log(`\n${result.database}: time to first byte of rendered pages (text/html, brotli accepted)`);
    console.log(
      table(
        ['page', 'path', 'status', 'TTFB p50 ms', 'TTFB p95 ms', 'n'],
        result.pages.map((page) => [page.name, page.path, page.status, ms(page.p50), ms(page.p95), page.samples]),
      ),
    );
  }
  console.log('\nWhere each scenario spends its time (most expensive plan node per statement):');
  for (const s of result.scenarios) console.log(`  ${s.name}: ${s.slowestNode}`);
}
