import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createLocalPictureStorage } from '../../apps/api/src/adapters/storage/index.ts';
import { openPostgres, queryRows } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedLargeDataSet } from '../../apps/api/src/db/seed/demo/large.ts';
import { startServer } from '../../apps/api/test/faults/serverProcess.ts';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../../apps/api/test/testDatabase.ts';
import { ms, table } from '../bench/stats.ts';
import { LatencyHistogram } from './histogram.ts';
import { openLoop } from './openLoop.ts';
import { memoryOf } from './serverMemory.ts';

/**
 * npm run load [-- --clients N | --rate N] [--seconds N] [--ads N] [--pg-url URL] [--reuse-pg-database NAME]
 *   [--timeout S] [--warm-up S]   (or LOAD_CLIENTS, LOAD_RATE, LOAD_SECONDS, LOAD_ADS, LOAD_PG_URL,
 *   LOAD_WARM_UP; defaults 200 clients, 60 s, 100,000 ads, 5 s of warm-up by 4 clients, not measured)
 *
 * A fresh database on the PostgreSQL of --pg-url (created, seeded with seed:large's data set, dropped at the
 * end), the real server as a child process on it, then N concurrent connections for T seconds mixing what
 * visitors do: the home page's calls, category lists, search, ad pages and the phone reveal (of public ads:
 * active, their seller not blocked; a gone ad's 410 would be right, not a failure). Prints requests, answers by
 * status, connection errors and timeouts, latency p50/p95/p99 and the server's peak RSS. 429s
 * (the phone reveal's limit per visitor) are reported apart: they are the limit working, not server errors.
 * --rate N: open loop instead (openLoop.ts): N requests a second of the same mix, each sent when due whatever
 * the earlier ones' answers, latency from its due time: what visitors arriving at that pace would wait.
 * --reuse-pg-database NAME: an existing database seeded before (seed:large), neither seeded nor dropped.
 * Not part of `npm test` or CI.
 */
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: process.env.LOAD_CLIENTS ?? '200' },
    rate: { type: 'string', default: process.env.LOAD_RATE },
    'reuse-pg-database': { type: 'string' },
    seconds: { type: 'string', default: process.env.LOAD_SECONDS ?? '60' },
    ads: { type: 'string', default: process.env.LOAD_ADS ?? '100000' },
    timeout: { type: 'string', default: process.env.LOAD_TIMEOUT ?? '10' },
    'warm-up': { type: 'string', default: process.env.LOAD_WARM_UP ?? '5' },
    'pg-url': { type: 'string', default: process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const positive = (name: string, value: string | undefined) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
};
const clients = positive('clients', values.clients);
const rate = values.rate === undefined ? undefined : positive('rate', values.rate);
const reused = values['reuse-pg-database'];
if (reused !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(reused)) {
  throw new Error('--reuse-pg-database must be a plain database name');
}
const seconds = positive('seconds', values.seconds);
const adCount = positive('ads', values.ads);
const timeoutSeconds = positive('timeout', values.timeout);
const warmUpSeconds = Number(values['warm-up']);
const adminUrl = values['pg-url'] as string;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
console.log(
  `Load ${new Date().toISOString()}: ${rate ? `open loop, ${rate} requests/s` : `${clients} clients`}, ${seconds} s, ${adCount} ads; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average (1/5/15 min) ${load()}`,
);

const databaseName = reused ?? uniqueDatabaseName('skelbimai_load');
if (!reused) await adminQuery(adminUrl, `CREATE DATABASE ${databaseName}`);
const databaseUrl = withDatabase(adminUrl, databaseName);
const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-load-'));
try {
  const { adIds, categories } = await seed();
  const server = await startServer({ dataDir, databaseUrl });
  try {
    await run(server.url, server.pid, adIds, categories);
  } finally {
    await server.stop();
  }
} finally {
  if (!reused) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}

/** seed:large's data set into the fresh database; answers ids of active ads and category slugs to ask for. */
async function seed() {
  const connection = await openPostgres(databaseUrl);
  try {
    await prepareDatabase(connection, { maxPostPictureCount: 20 });
    if (!reused) {
      await seedLargeDataSet(connection, {
        count: adCount,
        storage: createLocalPictureStorage(join(dataDir, 'uploads')),
        townName: 'Kėdainiai',
        log: (message) => console.log(`seed: ${message}`),
      });
    }
    const ads = await queryRows<{ id: number }>(
      connection.db,
      sql`select id from posts where status = 'active' and expires_at > now()
        and creator_id not in (select id from users where is_blocked) order by random() limit 2000`,
    );
    const categories = await queryRows<{ slug: string; parent: string | null }>(
      connection.db,
      sql`select c.logical_name as slug, p.logical_name as parent from categories c left join categories p on p.id = c.parent_id`,
    );
    return { adIds: ads.map((row) => row.id), categories };
  } finally {
    await connection.close();
  }
}

async function run(url: string, pid: number, adIds: number[], categories: { slug: string; parent: string | null }[]) {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const words = ['dviratis', 'automobilis', 'telefonas', 'sofa', 'saldytuvas', 'batai', 'automobylis', 'kompiuteris'];
  const top = categories.filter((category) => category.parent === null);
  const sub = categories.filter((category) => category.parent !== null);
  // Weights: what a visitor's pages call (home: settings, categories, showcase, newest list).
  const mix: [number, () => string][] = [
    [10, () => '/api/settings/get'],
    [10, () => '/api/categories/get'],
    [10, () => '/api/posts/showcase'],
    [10, () => '/api/posts/list?page=1'],
    [15, () => `/api/posts/list?categoryName=${pick(top).slug}&page=${1 + Math.floor(Math.random() * 3)}`],
    [
      10,
      () => {
        const category = pick(sub);
        return `/api/posts/list?categoryName=${category.parent}&subCategoryName=${category.slug}&page=1`;
      },
    ],
    [15, () => `/api/posts/list?searchKeyword=${pick(words)}&searchFilterType=all&page=1`],
    [15, () => `/api/posts/single/${pick(adIds)}`],
    [5, () => `/api/posts/phone/${pick(adIds)}`],
  ];
  const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
  const nextPath = () => {
    let roll = Math.random() * totalWeight;
    for (const [weight, path] of mix) {
      roll -= weight;
      if (roll < 0) return path();
    }
    return '/api/posts/list?page=1';
  };

  // A server that has been running: its first search builds the typo words, its caches fill. Not measured.
  if (warmUpSeconds > 0) {
    const warmUp = autocannon({
      url,
      connections: 4,
      duration: warmUpSeconds,
      timeout: timeoutSeconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    await warmUp;
  }

  const latencies = new LatencyHistogram();
  const byStatus = new Map<number, number>();
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid)?.rssMb ?? 0);
  }, 250);
  const record = (statusCode: number, responseTime: number) => {
    latencies.record(responseTime);
    byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
  };
  const result = rate
    ? await openLoop({ url, rate, seconds, timeoutSeconds, nextPath, onAnswer: record })
    : await closedLoop(url, nextPath, record);
  clearInterval(sampler);
  const memory = memoryOf(pid);

  const count = (predicate: (status: number) => boolean) =>
    [...byStatus].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  const ok = count((status) => status >= 200 && status < 300);
  const limited = count((status) => status === 429);
  const otherNon2xx = count((status) => (status < 200 || status >= 300) && status !== 429);
  // autocannon counts timeouts among its errors: the total is every request that got no answer.
  const serverErrors = otherNon2xx + result.errors;
  console.log(
    table(
      ['answers', '2xx', '429 (limit)', 'other non-2xx', 'conn. errors', 'timeouts', 'req/s'],
      [
        [
          latencies.count,
          ok,
          limited,
          otherNon2xx,
          result.errors - result.timeouts,
          result.timeouts,
          (latencies.count / seconds).toFixed(0),
        ],
      ],
    ),
  );
  console.log(
    `Answers by status: ${[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log(
    `Latency (ms): p50 ${ms(latencies.percentile(50))}, p95 ${ms(latencies.percentile(95))}, ` +
      `p99 ${ms(latencies.percentile(99))}, max ${ms(latencies.max)}`,
  );
  console.log(
    `Server RSS: peak ${(memory?.peakMb ?? peakRss).toFixed(0)} MB (VmHWM), at the end ${memory?.rssMb.toFixed(0) ?? '?'} MB`,
  );
  console.log(`Load average at the end (1/5/15 min): ${load()}`);
  const p99 = latencies.percentile(99);
  console.log(
    `Target (0 errors, p99 ≤ 200 ms): ${serverErrors === 0 && p99 <= 200 ? 'met' : 'NOT met'} ` +
      `(errors ${serverErrors}, p99 ${ms(p99)} ms)`,
  );
}

/** N clients, each sending its next request when its answer came (autocannon). */
async function closedLoop(url: string, nextPath: () => string, record: (status: number, ms: number) => void) {
  const instance = autocannon({
    url,
    connections: clients,
    duration: seconds,
    timeout: timeoutSeconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => record(statusCode, responseTime));
  return await instance;
}
