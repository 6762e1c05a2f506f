import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { seedLargeDataSet } from '../../apps/api/src/db/seed/demo/large.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { forgetShared } from '../../apps/api/src/http/sharedCache.ts';
import { rebuildSearchWords } from '../../apps/api/src/modules/search/searchWords.service.ts';
import { type BenchDatabase, openBenchPglite, openBenchPostgres } from './database.ts';
import { ms, percentile, table } from './stats.ts';

/**
 * npm run bench:suggest [-- --db pg|pglite] [--count N] [--extra-words N] [--pg-url URL] [--reuse-pg-database NAME]
 *
 * Suggestions while typing (GET /api/search/suggest) over N seeded ads (default 100,000) on a fresh database:
 * the time to rebuild search_words, then every prefix of a set of words typed letter by letter, each URL once
 * (so each misses the answer cache and reaches the database), then the same again (answered from the cache),
 * through HTTP; p50/p95/p99 and the plan of the word query. The seeded titles use a few hundred distinct
 * words, where a real site of that size has tens of thousands: the same is then timed again with
 * --extra-words (default 100,000) made-up words added to search_words, as the query's cost follows the
 * table's size, not the ads'. Not a test: it prints numbers. --reuse-pg-database NAME: an existing, seeded
 * PostgreSQL database instead of a fresh one (nothing seeded, nothing dropped; the made-up words are removed
 * again by a last rebuild of search_words).
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pg' },
    count: { type: 'string', default: '100000' },
    'extra-words': { type: 'string', default: '100000' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'reuse-pg-database': { type: 'string' },
  },
});
const reusedDatabase = values['reuse-pg-database'];
if (reusedDatabase !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(reusedDatabase)) {
  throw new Error('--reuse-pg-database must be a plain database name');
}
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
const extraWords = Number(values['extra-words']);
if (!Number.isInteger(extraWords) || extraWords < 0) throw new Error('--extra-words must be a whole number');

/** Made-up words of Lithuanian syllables, so that prefixes spread over them roughly as real words do. */
const extraWordsSql = (n: number) => `
  insert into search_words (stem, word, plain, ad_count)
  select 'extra-' || g, w, lower(lt_unaccent(w)), 1 + floor(random() * 40)::int
  from (
    select g, (select string_agg(s[1 + floor(random() * array_length(s, 1))::int + 0 * i.n], '')
               from generate_series(1, 2 + g % 4) as i(n) where g > 0) as w
    from generate_series(1, ${n}) as g,
      (select array['ka','lo','mi','sa','to','ra','ne','vi','du','pe','gu','ri','šo','žė','ta','au','dvi','bal',
                    'te','ko','mo','bu','na','li','ei','ų','as','is','ai','ys'] as s) syllables
  ) made`;

/** Requests from one address are limited (SUGGEST_RATE_LIMIT): the bench speaks for many visitors. */
let visitor = 0;

/** What people type, letter by letter: words of the seeded titles, a category name, phrases and typos. */
const typedTexts = [
  'automobilis',
  'šaldytuvas',
  'dviratis',
  'telefonas',
  'kompiuteris',
  'butas',
  'sodyba',
  'skalbimo mašina',
  'baldai',
  'vaikiškas dviratis',
  'automobylis',
  'saldytvas',
  'iphone',
  'volkswagen passat',
];
const prefixes = [...new Set(typedTexts.flatMap((text) => [...text].map((_, index) => text.slice(0, index + 1))))]
  .map((prefix) => prefix.trimEnd())
  .filter((prefix) => prefix.length > 0);

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  visitor++;
  const response = await fetch(url, {
    headers: { 'x-forwarded-for': `10.0.${(visitor >> 8) & 255}.${visitor & 255}` },
  });
  const body = (await response.json()) as { succeeded?: boolean };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.succeeded !== true) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

async function run(database: BenchDatabase) {
  const log = (message: string) => console.log(`[${database.label}] ${message}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-suggest-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    DEMO_DATA: 'false',
    TRUST_PROXY: '127.0.0.1',
  });
  const { connection } = database;
  log('migrating');
  await connection.migrate();
  await seedDatabase(connection.db, { maxPostPictureCount: config.maxPostPictureCount });
  const app = await buildApp({ config, database: connection });
  try {
    if (!reusedDatabase) {
      log(`seeding ${count} ads`);
      await seedLargeDataSet(connection, { count, storage: app.pictureStorage, townName: config.site.townName });
    }
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const urlOf = (prefix: string) => `${address}/api/search/suggest?q=${encodeURIComponent(prefix)}`;
    // The first request finds search_words stale for this process and rebuilds it; it waits for that.
    await timedGet(urlOf('warm-up'));
    const rebuilds: number[] = [];
    let words = 0;
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      words = await rebuildSearchWords(connection.db);
      rebuilds.push(performance.now() - started);
    }
    log(`search_words: ${words} words from the titles; rebuild ${rebuilds.map(ms).join(' / ')} ms`);
    await database.run('ANALYZE search_words');

    const row = (name: string, samples: number[]) => [
      name,
      samples.length,
      ms(percentile(samples, 50)),
      ms(percentile(samples, 95)),
      ms(percentile(samples, 99)),
      ms(Math.max(...samples)),
    ];
    const timeEveryPrefix = async (label: string) => {
      forgetShared(connection.db, 'searchSuggestions');
      const loadAtStart = loadavg()[0] ?? 0;
      const uncached: number[] = [];
      for (const prefix of prefixes) uncached.push(await timedGet(urlOf(prefix)));
      const cached: number[] = [];
      for (const prefix of prefixes) cached.push(await timedGet(urlOf(prefix)));
      console.log(
        `\n${database.label}, ${reusedDatabase ? "the reused database's ads" : `${count} ads`}, ${label}; load average ${loadAtStart.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
      );
      console.log(
        table(
          ['GET /api/search/suggest', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
          [row('each prefix once (database)', uncached), row('again (shared cache)', cached)],
        ),
      );
      // The word queries of one uncached request, explained.
      forgetShared(connection.db, 'searchSuggestions');
      database.captured.length = 0;
      await timedGet(urlOf('saldyt'));
      for (const statement of database.captured.filter((query) => /from "search_words"/.test(query.sql))) {
        const plan = await database.explain(statement);
        const nodes: string[] = [];
        const visit = (node: typeof plan) => {
          nodes.push(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
          for (const child of node.Plans ?? []) visit(child);
        };
        visit(plan);
        console.log(`plan (${ms(plan['Actual Total Time'] ?? 0)} ms): ${nodes.join(' ← ')}`);
      }
    };

    await timeEveryPrefix(`${words} words from the titles`);
    if (extraWords > 0) {
      await database.run(extraWordsSql(extraWords));
      await database.run('ANALYZE search_words');
      await timeEveryPrefix(`${words} words from the titles + ${extraWords} made-up words`);
      // A reused database keeps only its own words.
      if (reusedDatabase) await rebuildSearchWords(connection.db);
    }
  } finally {
    await app.close();
  }
}

if (values.db === 'pglite') await run(await openBenchPglite(await mkdtemp(join(tmpdir(), 'skelbimai-bench-pglite-'))));
else {
  const database = reusedDatabase
    ? await openBenchPostgres(values['pg-url'] as string, reusedDatabase, { reuse: true })
    : await openBenchPostgres(values['pg-url'] as string, 'skelbimai_bench_suggest');
  try {
    await run(database);
  } finally {
    await database.drop();
  }
}
