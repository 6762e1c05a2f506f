import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { queryRows } from '../../apps/api/src/db/client.ts';
import { seedLargeDataSet } from '../../apps/api/src/db/seed/demo/large.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { forgetShared } from '../../apps/api/src/http/sharedCache.ts';
import { openBenchPostgres } from './database.ts';
import { ms, percentile, table } from './stats.ts';

/**
 * npm run bench:attributes [-- --count N] [--requests N] [--pg-url URL] [--reuse-pg-database NAME] [--keep NAME]
 *
 * The fields' filters (PRODUCT.md §25, decision 0083) over N seeded ads (default 1,000,000) on PostgreSQL, through
 * HTTP: the cars' list filtered by a make, a year range and a price range; the same with a search word; the
 * count of the word's matches in the other categories the list asks for beside it (GET /api/posts/elsewhereCount);
 * the counts per choice (GET /api/posts/fieldCounts) of the whole subcategory and of the filtered list. Every
 * request has its own make and years and misses the guests' list cache (forgotten before each). Prints
 * p50/p95/p99. --keep NAME: seed into database NAME and leave it, for --reuse-pg-database NAME runs.
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '100' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'reuse-pg-database': { type: 'string' },
    keep: { type: 'string' },
  },
});
const reused = values['reuse-pg-database'];
const kept = values.keep;
for (const name of [reused, kept]) {
  if (name !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error('database names are plain names');
}
const count = Number(values.count);
const requests = Number(values.requests);

const makes = ['volkswagen', 'audi', 'bmw', 'toyota', 'skoda', 'mercedes-benz', 'volvo', 'opel', 'ford', 'kia'];
const words = ['dyzelinas', 'automobilis', 'benzinas', 'parduodamas', 'tvarkingas'];

let visitor = 0;
async function timedGet(url: string): Promise<number> {
  visitor++;
  const started = performance.now();
  const response = await fetch(url, {
    headers: { 'x-forwarded-for': `10.1.${(visitor >> 8) & 255}.${visitor & 255}` },
  });
  const body = (await response.json()) as { succeeded?: boolean };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.succeeded !== true) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

const database = reused
  ? await openBenchPostgres(values['pg-url'] as string, reused, { reuse: true })
  : await openBenchPostgres(values['pg-url'] as string, kept ?? 'skelbimai_bench_attributes');
const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-attributes-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  DEMO_DATA: 'false',
  TRUST_PROXY: '127.0.0.1',
});
const { connection } = database;
await connection.migrate();
await seedDatabase(connection.db, { maxPostPictureCount: config.maxPostPictureCount });
const app = await buildApp({ config, database: connection });
try {
  if (!reused) {
    console.log(`seeding ${count} ads`);
    await seedLargeDataSet(connection, {
      count,
      storage: app.pictureStorage,
      townName: config.site.townName,
      bulk: true,
      log: (message) => console.log(`  ${message}`),
    });
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const carsQuery = (index: number) => {
    const make = makes[index % makes.length] as string;
    const from = 2004 + (index % 12);
    return `subCategoryName=automobiliai&attr.make=${make}&attr.year.min=${from}&attr.year.max=${from + 6}&minPrice=2000&maxPrice=${15000 + (index % 7) * 1000}`;
  };
  const scenarios: [string, (index: number) => string][] = [
    ['list: make + years + price', (i) => `/api/posts/list?${carsQuery(i)}&page=1`],
    [
      'list: the same + a search word',
      (i) => `/api/posts/list?${carsQuery(i)}&searchKeyword=${words[i % words.length]}&page=1`,
    ],
    [
      'elsewhere: the word in other categories',
      (i) => `/api/posts/elsewhereCount?${carsQuery(i)}&searchKeyword=${words[i % words.length]}`,
    ],
    ['counts: the whole subcategory', () => '/api/posts/fieldCounts?subCategoryName=automobiliai'],
    ['counts: make + years + price', (i) => `/api/posts/fieldCounts?${carsQuery(i)}`],
    [
      'counts: flats, rooms 2–3',
      (i) => `/api/posts/fieldCounts?subCategoryName=butai&attr.rooms.min=2&attr.rooms.max=${3 + (i % 2)}`,
    ],
  ];
  const [{ cars } = { cars: 0 }] = await queryRows<{ cars: number }>(
    connection.db,
    sql`select count(*)::int as cars from posts where category_id = 201 and status = 'active'`,
  );
  // One of each first: plans and caches of the process warmed, as on a running site.
  for (const [, url] of scenarios) await timedGet(`${address}${url(0)}`);
  const rows: (string | number)[][] = [];
  const loadAtStart = loadavg()[0] ?? 0;
  for (const [name, url] of scenarios) {
    const samples: number[] = [];
    for (let index = 0; index < requests; index++) {
      forgetShared(connection.db, 'guestLists');
      samples.push(await timedGet(`${address}${url(index + 1)}`));
    }
    rows.push([
      name,
      samples.length,
      ms(percentile(samples, 50)),
      ms(percentile(samples, 95)),
      ms(percentile(samples, 99)),
    ]);
  }
  console.log(
    `\n${database.label}, ${reused ? 'the reused database' : `${count} ads`} (${cars} active cars); load average ${loadAtStart.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
  console.log(table(['GET', 'requests', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
} finally {
  await app.close();
  if (!reused && !kept) await database.drop();
  else await connection.close();
}
