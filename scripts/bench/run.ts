import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type ApiBenchResult, printApiResult, runApiBench } from './api.ts';
import { openBenchPglite, openBenchPostgres } from './database.ts';
import { runWebBench } from './web.ts';

/**
 * npm run bench [-- --db pglite|pg|both] [--count N] [--requests N] [--concurrency N] [--seconds-per-phase N]
 *   [--skip-api] [--skip-web] [--skip-lighthouse] [--skip-build] [--lighthouse-runs N] [--bytes-only] [--pg-url URL]
 *   [--pg-database NAME] [--reuse-pg-database NAME] [--scenario TEXT]… [--json FILE]
 *   [--try-index "CREATE INDEX …"]…   (run after seeding, to measure an index before writing its migration)
 *   [--dump-sql DIR]   (each scenario's explained statements with their parameters, as DIR/<scenario>.json, to
 *                       EXPLAIN again or compare before/after by statement time when the machine is busy)
 *
 * API: for each database a fresh one (a temp PGlite folder; database skelbimai_bench on the PostgreSQL of
 * --pg-url, or --pg-database, created and dropped), N ads seeded, GET /api/posts/list timed through HTTP and
 * EXPLAINed. With apps/web/dist built, the API part also times the first byte of a rendered ad page and
 * category page. Web: the production build (web and server) served by `npm run serve` on a free port with the
 * demo data; the JavaScript the home page loads and Lighthouse mobile runs (median of --lighthouse-runs per
 * page). Not part of `npm test` or CI: it uses both
 * cores for minutes.
 *
 * --reuse-pg-database NAME: the PostgreSQL part runs on that existing database as it is, seeded before (e.g.
 * `DATABASE_URL=…/NAME npm run seed:large -w apps/api -- --count 1000000`), neither seeded nor dropped, so a
 * large run can be repeated; --count is then ignored. --scenario TEXT (repeatable): only the scenarios whose
 * name contains TEXT, e.g. `--scenario search`.
 *
 * --bytes-only: the web part alone, and of it only the scripts each landing page loads (no API, Lighthouse or
 * restart): byte counts do not depend on the machine's load, so they can be taken on a busy machine.
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '4' },
    'seconds-per-phase': { type: 'string', default: '20' },
    'skip-api': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    'bytes-only': { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    // Its own name lets two benches share one server.
    'pg-database': { type: 'string', default: 'skelbimai_bench' },
    'reuse-pg-database': { type: 'string' },
    scenario: { type: 'string', multiple: true, default: [] },
    json: { type: 'string' },
    'try-index': { type: 'string', multiple: true, default: [] },
    'dump-sql': { type: 'string' },
  },
});

const positive = (name: string, value: string | undefined) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
};
if (!['pglite', 'pg', 'both'].includes(values.db ?? '')) throw new Error('--db must be pglite, pg or both');
// With a web build present the server also answers page addresses: their time to first byte is taken too.
const webDistDir = join(new URL('../../', import.meta.url).pathname, 'apps/web/dist');
const options = {
  webDistDir: existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
  count: positive('count', values.count),
  requests: positive('requests', values.requests),
  concurrency: positive('concurrency', values.concurrency),
  secondsPerPhase: positive('seconds-per-phase', values['seconds-per-phase']),
  extraStatements: values['try-index'] ?? [],
  dumpSqlDir: values['dump-sql'],
  only: values.scenario ?? [],
};
const reusedDatabase = values['reuse-pg-database'];
if (reusedDatabase !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(reusedDatabase)) {
  throw new Error('--reuse-pg-database must be a plain database name');
}

// Other work on the machine skews every figure: say how busy it was at the start and the end.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
console.log(
  `Bench ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average (1/5/15 min) ${load()}`,
);
const report: { date: string; api: ApiBenchResult[]; web?: unknown } = { date: new Date().toISOString(), api: [] };

const bytesOnly = values['bytes-only'] ?? false;
if (!values['skip-api'] && !bytesOnly) {
  if (values.db === 'pglite' || values.db === 'both') {
    const database = await openBenchPglite(await mkdtemp(join(tmpdir(), 'skelbimai-bench-pglite-')));
    report.api.push(await runApiBench(database, options));
  }
  if (values.db === 'pg' || values.db === 'both') {
    const database = reusedDatabase
      ? await openBenchPostgres(values['pg-url'] as string, reusedDatabase, { reuse: true })
      : await openBenchPostgres(values['pg-url'] as string, values['pg-database'] as string);
    try {
      report.api.push(await runApiBench(database, { ...options, seeded: reusedDatabase !== undefined }));
    } finally {
      await database.drop();
    }
  }
  for (const result of report.api) printApiResult(result);
}

if (!values['skip-web']) {
  report.web = await runWebBench({
    build: !values['skip-build'],
    lighthouse: !values['skip-lighthouse'],
    lighthouseRuns: positive('lighthouse-runs', values['lighthouse-runs']),
    bytesOnly,
  });
}
console.log(`\nLoad average at the end (1/5/15 min): ${load()}`);
if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
