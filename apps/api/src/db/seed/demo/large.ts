import { sql } from 'drizzle-orm';
import type { PictureStorage } from '../../../adapters/storage/index.ts';
import { type DatabaseConnection, queryRows } from '../../client.ts';
import { categorySeedRows } from '../categories.ts';
import { largeAttributeUpdates } from './largeAttributes.ts';
import { closingSentences, demoSubcategories } from './listings.ts';
import { demoPictureSvg, renderDemoPicture } from './pictures.ts';
import { demoLocations, withTown } from './places.ts';
import { seededRandom } from './random.ts';

/**
 * A large, realistic-looking data set for benchmarks (`npm run seed:large`, `npm run bench`): set-based SQL
 * (generate_series) over word pools, so 100,000 ads take a minute, not an hour. The pools are the demo's
 * hand-written titles and sentences plus generated car titles and extra words, so full-text and trigram search
 * have real Lithuanian text with diacritics to work on. Rows are added, never replaced: run it on a database
 * meant for it.
 */

export interface LargeSeedOptions {
  count: number;
  storage: PictureStorage;
  townName: string;
  log?: (message: string) => void;
  /**
   * A bulk load into a database nobody else writes to (the bench): the secondary indexes of posts are dropped
   * before the insert and built again after it (a GIN index built once is far faster than one grown row by
   * row), and the counter trigger is off meanwhile, the counts recomputed at the end.
   */
  bulk?: boolean;
}

export interface LargeSeedResult {
  users: number;
  posts: number;
  pictures: number;
  seconds: number;
}

/** Rows per INSERT: keeps one statement's memory small (PGlite runs in WebAssembly). */
const BATCH = 10_000;

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(lit).join(', ')}]::text[]`;

const modifiers = [
  'geros būklės',
  'mažai naudotas',
  'kaip naujas',
  'skubiai',
  'pigiai',
  'su garantija',
  'su dokumentais',
  'tvarkingas',
  'originalus',
  'galimas atvežimas',
  'kaina derinama',
  'nebrangiai',
  'be defektų',
  'iš Vokietijos',
  'rankų darbo',
  'ekologiškas',
  'naujas',
  'retas',
];

const extraSentences = [
  'Galiu atvežti į Kauną, Vilnių ar Panevėžį.',
  'Anksčiau buvo naudojamas Šiauliuose.',
  'Keičiu į automobilį arba dviratį.',
  'Pirkau Klaipėdoje prieš dvejus metus.',
  'Apžiūrėti galima šeštadienį ar sekmadienį.',
  'Domina tik rimti pasiūlymai.',
  'Kartu atiduodu ir priedus.',
  'Daiktas laikytas sausoje patalpoje.',
  'Yra pirkimo čekis ir garantinis talonas.',
  'Nuotraukos tikros, darytos šią savaitę.',
  'Galimas apmokėjimas pavedimu.',
  'Parduodu, nes išvykstu į užsienį.',
];

const colours = ['balta', 'juoda', 'raudona', 'mėlyna', 'žalia', 'pilka', 'ruda', 'geltona', 'sidabrinė', 'smėlio'];

const firstNames = [
  'Jonas',
  'Petras',
  'Tomas',
  'Lukas',
  'Mantas',
  'Andrius',
  'Rūta',
  'Eglė',
  'Aistė',
  'Gintarė',
  'Žydrūnė',
  'Šarūnas',
];
const lastInitials = ['A.', 'B.', 'Č.', 'D.', 'G.', 'J.', 'K.', 'L.', 'M.', 'P.', 'R.', 'S.', 'Š.', 'V.', 'Ž.'];

/** Car titles: brand, model, year and fuel, in the forms sellers write them. */
function carTitles(): [string, number, string][] {
  const random = seededRandom(201);
  const models = [
    ['Volkswagen', 'Golf'],
    ['Volkswagen', 'Passat'],
    ['Audi', 'A4'],
    ['Audi', 'A6'],
    ['BMW', '520d'],
    ['Toyota', 'Avensis'],
    ['Škoda', 'Superb'],
    ['Opel', 'Insignia'],
    ['Ford', 'Focus'],
    ['Mercedes-Benz', 'E220'],
    ['Volvo', 'XC60'],
    ['Peugeot', '308'],
  ];
  const fuels = ['dyzelinas', 'benzinas', 'benzinas/dujos', 'hibridas', 'elektra'];
  const forms = [
    (m: string, y: number, f: string) => `Parduodamas automobilis ${m}, ${y} m., ${f}`,
    (m: string, y: number, f: string) => `${m} ${y} m., ${f}`,
    (m: string, y: number, f: string) => `Automobilis ${m} ${y} m. (${f})`,
  ];
  return Array.from({ length: 60 }, () => {
    const [brand, model] = random.pick(models);
    const year = random.int(2004, 2022);
    const title = random.pick(forms)(`${brand} ${model}`, year, random.pick(fuels));
    return ['sell', Math.round((1500 + (year - 2004) * 900) * (0.7 + random.next() * 0.6)), title];
  });
}

/** One VALUES row per subcategory: its titles with their post types and base prices (cents), its sentences. */
function poolValues(town: string): string {
  return Object.entries(demoSubcategories)
    .map(([id, sub]) => {
      const ads = [...sub.ads, ...(id === '201' ? carTitles() : [])];
      const prices = ads.map(([, price]) => (price === null ? 'NULL' : String(Math.round(price * 100))));
      return `(${id}, ${textArray(ads.map(([, , title]) => withTown(title, town)))}, ${textArray(
        ads.map(([type]) => type),
      )}, ARRAY[${prices.join(', ')}]::int[], ${textArray(sub.details.map((text) => withTown(text, town)))})`;
    })
    .join(',\n');
}

const pick = (array: string) => `(${array})[1 + floor(random() * array_length(${array}, 1))::int]`;

/** Drops the indexes of posts other than its primary key; answers their definitions, to build them again. */
async function dropSecondaryIndexes(connection: DatabaseConnection): Promise<string[]> {
  const rows = await queryRows<{ name: string; definition: string }>(
    connection.db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
        where i.tablename = 'posts' and i.schemaname = current_schema() and not x.indisprimary and not x.indisunique`,
  );
  for (const row of rows) await connection.db.execute(sql.raw(`drop index "${row.name}"`));
  return rows.map((row) => row.definition);
}

export async function seedLargeDataSet(
  connection: DatabaseConnection,
  options: LargeSeedOptions,
): Promise<LargeSeedResult> {
  const { db } = connection;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const tag = started.toString(36);
  if (connection.pglite) {
    // PGlite keeps WAL up to max_wal_size (1 GB) before recycling it; a bulk load would fill the disk. ALTER
    // SYSTEM cannot run inside PGlite's multi-statement transaction, so it goes alone.
    await connection.pglite.exec(`ALTER SYSTEM SET max_wal_size = '64MB'`);
    await connection.pglite.exec('SELECT pg_reload_conf()');
  }

  // Sellers: one per 40 ads (at least 100), 1 % blocked; example.com addresses, no passwords.
  const userCount = Math.max(100, Math.round(options.count / 40));
  await db.execute(
    sql.raw(`insert into users (first_name, last_name, full_name, email, email_confirmed, is_blocked, created_at)
    select f, l, f || ' ' || l, 'bench.${tag}.' || g || '@example.com', true, random() < 0.01,
      now() - random() * interval '1000 days'
    from (select g, ${pick(textArray(firstNames))} as f, ${pick(textArray(lastInitials))} as l
          from generate_series(1, ${userCount}) g) s`),
  );
  log(`${userCount} users`);

  const [{ maxId } = { maxId: 0 }] = await queryRows<{ maxId: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as "maxId" from posts`,
  );
  const pool = poolValues(options.townName);
  const locations = textArray(demoLocations(options.townName));
  const droppedIndexes = options.bulk ? await dropSecondaryIndexes(connection) : [];
  if (options.bulk) {
    await db.execute(sql`alter table posts disable trigger posts_keep_category_counts`);
    await db.execute(sql`alter table posts disable trigger posts_keep_attribute_counts`);
  }
  const insertStarted = Date.now();
  // A paid service ends at a random moment of the coming week, as services bought at random moments do. All
  // ending at one moment per batch made top_until follow the rows' order (correlation 1), and the planner
  // priced reading every TOP ad as a sequential read, which no real site's data would let it do.
  for (let start = 1; start <= options.count; start += BATCH) {
    const end = Math.min(options.count, start + BATCH - 1);
    await db.execute(
      sql.raw(`with pool(category_id, titles, types, prices, details) as (values ${pool}),
cats as (select array_agg(category_id order by category_id) as ids, count(*)::int as n from pool),
sellers as (select array_agg(id order by id) as ids, count(*)::int as n from users where email like 'bench.${tag}.%'),
picked as (
  select g, (select ids from cats)[1 + floor(random() * (select n from cats))::int] as category_id, random() as r,
    case when random() < 0.90 then 'active' when random() < 0.6 then 'expired' when random() < 0.75 then 'deleted'
      else 'blocked' end as status
  from generate_series(${start}, ${end}) g
),
shaped as (
  select k.g, k.category_id, k.status, p.titles, p.details,
    1 + floor(k.r * array_length(p.titles, 1))::int as i, p.types, p.prices,
    case when k.status = 'expired' or k.status = 'deleted'
      then now() - interval '31 days' - random() * interval '400 days'
      else now() - random() * interval '29 days' end as created
  from picked k join pool p using (category_id)
),
dated as (
  select s.*, case when random() < 0.25 then s.created + (now() - s.created) * random() else s.created end as bumped,
    0.6 + random() * 0.8 as factor, floor(random() * array_length(s.details, 1))::int as j,
    array_length(s.details, 1) as nd
  from shaped s
)
insert into posts (creator_id, category_id, status, title, description, price_cents, post_type, location,
  view_count, created_at, updated_at, bumped_at, expires_at, top_until, highlighted_until, showcase_until, urgent_until)
select (select ids from sellers)[1 + d.g % (select n from sellers)], d.category_id, d.status,
  left(d.titles[d.i] || case when random() < 0.5 then ', ' || ${pick(textArray(modifiers))} else '' end, 100),
  d.details[1 + d.j] || ' ' || d.details[1 + (d.j + 1 + floor(random() * (d.nd - 1))::int) % d.nd] || ' ' || ${pick(textArray(extraSentences))}
    || ' Spalva: ' || ${pick(textArray(colours))} || '. ' || ${pick(textArray(closingSentences.map((text) => withTown(text, options.townName))))},
  case when d.types[d.i] = 'giveAway' then 0
    when d.prices[d.i] is null or random() < 0.05 then null
    when d.prices[d.i] < 1000 then (round(d.prices[d.i] * d.factor / 10) * 10)::int
    else (round(d.prices[d.i] * d.factor / 100) * 100)::int end,
  d.types[d.i], ${pick(locations)},
  floor(power(random(), 3) * 3000)::int, d.created, d.created, d.bumped,
  greatest(d.created, d.bumped) + interval '30 days',
  case when random() < 0.01 then now() + random() * interval '7 days' end,
  case when random() < 0.02 then now() + random() * interval '7 days' end,
  case when random() < 0.003 then now() + random() * interval '7 days' end,
  case when random() < 0.01 then now() + random() * interval '7 days' end
from dated d`),
    );
    log(`${end} ads`);
  }
  log(`ads inserted in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`);
  // The fields' values (PRODUCT.md §25), before the indexes are built again.
  const attributesStarted = Date.now();
  for (const statement of largeAttributeUpdates(maxId)) await db.execute(sql.raw(statement));
  log(`field values set in ${((Date.now() - attributesStarted) / 1000).toFixed(1)} s`);
  if (options.bulk) {
    const indexStarted = Date.now();
    for (const definition of droppedIndexes) await db.execute(sql.raw(definition));
    log(`${droppedIndexes.length} indexes built in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
    await db.execute(sql`alter table posts enable trigger posts_keep_category_counts`);
    await db.execute(sql`select recount_post_category_counts()`);
    await db.execute(sql`alter table posts enable trigger posts_keep_attribute_counts`);
    await db.execute(sql`select recount_post_attribute_counts()`);
  }

  // One cover picture for four ads in five. The files are shared per subcategory (one drawing each) to keep
  // the load fast; deleting such a picture through the API would remove it from every ad sharing it.
  const random = seededRandom(4);
  for (const row of categorySeedRows().filter((category) => category.parentId !== null)) {
    const rendered = await renderDemoPicture(demoPictureSvg(row.parentId ?? row.id, row.color, random));
    await options.storage.put(`post-pictures/bench-${row.id}-large.webp`, rendered.large, 'image/webp');
    await options.storage.put(`post-pictures/bench-${row.id}-thumb.webp`, rendered.thumbnail, 'image/webp');
  }
  await db.execute(
    sql.raw(`insert into post_pictures (post_id, owner_id, position, large_key, thumbnail_key, width, height)
    select id, creator_id, 0, 'post-pictures/bench-' || category_id || '-large.webp',
      'post-pictures/bench-' || category_id || '-thumb.webp', 960, 720
    from posts where id > ${maxId} and random() < 0.8`),
  );
  // Fresh statistics, or the planner guesses from an empty table; and the visibility map autovacuum would
  // have set on a live database by now, without which no index-only scan is worth it.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze posts`);
  await db.execute(sql`vacuum analyze post_pictures`);
  if (connection.pglite) await connection.pglite.exec('CHECKPOINT');

  const [counts] = await queryRows<{ posts: number; pictures: number }>(
    db,
    sql.raw(`select (select count(*)::int from posts where id > ${maxId}) as posts,
      (select count(*)::int from post_pictures p join posts a on a.id = p.post_id where a.id > ${maxId}) as pictures`),
  );
  const result = {
    users: userCount,
    posts: Number(counts?.posts),
    pictures: Number(counts?.pictures),
    seconds: (Date.now() - started) / 1000,
  };
  log(`${result.posts} ads, ${result.pictures} pictures, ${userCount} users in ${result.seconds.toFixed(1)} s`);
  return result;
}
