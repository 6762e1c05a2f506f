import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createLocalPictureStorage } from '../../apps/api/src/adapters/storage/index.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { queryRows } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/migrate.ts';
import { sendDueAlerts } from '../../apps/api/src/modules/saved-searches/alerts.service.ts';
import { matchNewAds } from '../../apps/api/src/modules/saved-searches/matcher.ts';
import { type BenchDatabase, openBenchPglite, openBenchPostgres } from './database.ts';
import { table } from './stats.ts';

/**
 * npm run bench:alerts [-- --searches 10000 --ads 1000 --db both|postgres|pglite]
 *
 * The saved-search alerts' figure (docs/PERFORMANCE.md): `--searches` saved searches (5 per searcher, all 'Iš karto') against `--ads` new ads, on a
 * fresh PostgreSQL database (BENCH_PG_URL or the local trust login; dropped afterwards) and a PGlite in a
 * temporary folder. One matching pass (matcher.ts: every distinct query's list conditions over the batch), then
 * one mailing pass (alerts.service.ts: one e-mail per search with matches, queued in the outbox, not sent),
 * each timed. The searches are what people save: a subcategory, a keyword from the ads' own words, sometimes a
 * price ceiling or a post type, so some share a query and most match a few ads. Not a test: it prints numbers.
 */
const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    ads: { type: 'string', default: '1000' },
    db: { type: 'string', default: 'both' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const searchCount = Number(values.searches);
const adCount = Number(values.ads);

/** Words of the ads' titles; a search's keyword is one of them, so matches are as likely as on the portal. */
const WORDS = [
  'dviratis',
  'kėdė',
  'stalas',
  'spinta',
  'lova',
  'sofa',
  'lempa',
  'televizorius',
  'telefonas',
  'kompiuteris',
  'planšetė',
  'šaldytuvas',
  'viryklė',
  'skalbimo',
  'mašina',
  'padangos',
  'ratlankiai',
  'automobilis',
  'golf',
  'passat',
  'audi',
  'bmw',
  'toyota',
  'vaikiškas',
  'vežimėlis',
  'kėdutė',
  'žaislai',
  'knygos',
  'striukė',
  'batai',
  'suknelė',
  'kostiumas',
  'laikrodis',
  'žiedas',
  'grąžtas',
  'pjūklas',
  'žoliapjovė',
  'traktorius',
  'malkos',
  'šienas',
  'bulvės',
  'obuoliai',
  'medus',
  'šuniukas',
  'kačiukas',
  'akvariumas',
  'gitara',
  'pianinas',
  'slidės',
  'palapinė',
  'valtis',
  'meškerė',
  'butas',
  'namas',
  'sklypas',
  'garažas',
  'nuoma',
  'remontas',
  'staliaus',
  'santechnikas',
  'elektrikas',
  'pervežimas',
  'korepetitorius',
  'mokymai',
  'darbas',
  'vairuotojas',
  'virėjas',
  'ąžuolinis',
  'naujas',
  'naudotas',
  'geros',
  'būklės',
  'pigiai',
  'skubiai',
  'originalus',
  'raudonas',
  'juodas',
];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

interface Figures {
  label: string;
  distinctQueries: number;
  matchMs: number;
  matches: number;
  mailMs: number;
  mailed: number;
}

async function benchOn(bench: BenchDatabase): Promise<Figures> {
  const { connection } = bench;
  const db = connection.db;
  await prepareDatabase(connection, { maxPostPictureCount: 20 });
  const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-alerts-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: join(tmpdir(), 'no-web') });
  const places = config.site.places;
  const exec = (statement: string) => db.execute(sql.raw(statement));
  const subs = await queryRows<{ id: number; sub: string; main: string }>(
    db,
    sql`select c.id, c.logical_name as sub, p.logical_name as main from categories c join categories p on p.id = c.parent_id order by c.id`,
  );
  // The first pass sets the watermark at the newest ad: only the ads added below are new.
  await matchNewAds(db, places, new Date());

  const searchers = Math.ceil(searchCount / 5);
  await exec(`insert into users (email, full_name)
    select 'bench-alerts-' || g || '@example.com', 'Ieškotojas ' || g from generate_series(1, ${searchers}) g`);
  const userIds = (
    await queryRows<{ id: string }>(db, sql`select id from users where email like 'bench-alerts-%'`)
  ).map((row) => row.id);
  const searchRows: string[] = [];
  for (let i = 0; i < searchCount; i += 1) {
    const sub = pick(subs, i * 7);
    const word = pick(WORDS, i * 13 + Math.floor(i / WORDS.length));
    const params = new URLSearchParams();
    // A third search the whole main category, the rest a subcategory; a keyword always; every fourth a price ceiling.
    params.set('categoryName', sub.main);
    if (i % 3 !== 0) params.set('subCategoryName', sub.sub);
    params.set('searchKeyword', word);
    if (i % 4 === 0) params.set('maxPrice', String(50 + (i % 20) * 50));
    if (i % 10 === 0) params.set('postTypes', 'sell');
    searchRows.push(`('${pick(userIds, i)}', 'Paieška ${i}', '${params.toString()}', 'instant')`);
  }
  for (let start = 0; start < searchRows.length; start += 2000) {
    await exec(
      `insert into saved_searches (user_id, name, query, frequency) values ${searchRows.slice(start, start + 2000).join(',')}`,
    );
  }
  const [distinct] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct query)::int as n from saved_searches`,
  );

  await exec(`insert into users (email, full_name) values ('bench-alerts-seller@example.com', 'Pardavėjas')`);
  const adRows: string[] = [];
  for (let i = 0; i < adCount; i += 1) {
    const sub = pick(subs, i * 11);
    const title = `${pick(WORDS, i * 3)} ${pick(WORDS, i * 5 + 1)} ${pick(WORDS, i * 17 + 2)}`;
    adRows.push(
      `(${sub.id}, '${title}', 'Parduodu ${title}, geros būklės.', (select id from users where email = 'bench-alerts-seller@example.com'), ${(i % 40) * 2500}, now() - interval '1 minute')`,
    );
  }
  await exec(
    `insert into posts (category_id, title, description, creator_id, price_cents, created_at) values ${adRows.join(',')}`,
  );
  await exec('analyze');

  const now = new Date();
  let started = performance.now();
  const matched = await matchNewAds(db, places, now);
  const matchMs = performance.now() - started;
  const storage = createLocalPictureStorage(config.uploadsDir);
  started = performance.now();
  const mailed = await sendDueAlerts({ db, storage, site: config.site }, now);
  const mailMs = performance.now() - started;
  await rm(dataDir, { recursive: true, force: true });
  if (matched.ads !== adCount) throw new Error(`matched ${matched.ads} ads, not ${adCount}`);
  const figures = {
    label: bench.label,
    distinctQueries: distinct?.n ?? 0,
    matchMs,
    matches: matched.matches,
    mailMs,
    mailed,
  };
  console.log(`${bench.label}: ${JSON.stringify(figures)}`);
  return figures;
}

const results: Figures[] = [];
if (values.db === 'both' || values.db === 'postgres') {
  const bench = await openBenchPostgres(values['pg-url'], 'skelbimai_bench_alerts');
  try {
    results.push(await benchOn(bench));
  } finally {
    await bench.drop();
  }
}
if (values.db === 'both' || values.db === 'pglite') {
  const dir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-alerts-pglite-'));
  const bench = await openBenchPglite(dir);
  try {
    results.push(await benchOn(bench));
  } finally {
    await bench.connection.close();
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`\n${searchCount} saved searches ('Iš karto') against ${adCount} new ads, one pass:\n`);
console.log(
  table(
    ['database', 'distinct queries', 'matching', 'matches', 'mailing', 'e-mails queued', 'total'],
    results.map((r) => [
      r.label,
      String(r.distinctQueries),
      `${(r.matchMs / 1000).toFixed(1)} s`,
      String(r.matches),
      `${(r.mailMs / 1000).toFixed(1)} s`,
      String(r.mailed),
      `${((r.matchMs + r.mailMs) / 1000).toFixed(1)} s`,
    ]),
  ),
);
