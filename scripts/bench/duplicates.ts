import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/migrate.ts';
import { postPictures } from '../../apps/api/src/db/schema/index.ts';
import { DUPLICATE_TEXT_SIMILARITY, sharesPicture } from '../../apps/api/src/modules/posts/duplicates.ts';
import { bodyOf, createUser, sessionCookie } from '../../apps/api/test/factories.ts';
import { jpegFile, multipart } from '../../apps/api/test/pictures.ts';
import { randomSource, reuploaded, type SceneLayout, sceneJpeg, sceneLayouts } from '../../apps/api/test/scenes.ts';
import { table } from './stats.ts';

/**
 * npm run bench:duplicates [-- --pairs N]
 *
 * How often the duplicate-ad rule (decision 0085) refuses, through the real API on a fresh PGlite database. Each pair is one new seller posting two ads:
 * - distinct: two different items photographed the same way (the same wall and floor, the object in its usual
 *   place; apps/api/test/scenes.ts) under two different texts written in the seller's same style. A refusal is
 *   a false refusal.
 * - re-upload: the first ad's photo resized and re-encoded, under the same text (even pairs) or the text with
 *   its price changed and a sentence added (odd pairs). A refusal is a true refusal.
 * For comparison the old rule (decision 0070: near-identical text, or any shared picture) is worked out from
 * the same stored hashes and the database's text similarity. Not a test: it prints numbers.
 */
const { values } = parseArgs({ options: { pairs: { type: 'string', default: '40' } } });
const pairs = Number(values.pairs);
if (!Number.isInteger(pairs) || pairs < 1) throw new Error('--pairs must be a positive whole number');

interface AdText {
  title: string;
  description: string;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const colours = ['juodas', 'baltas', 'raudonas', 'mėlynas', 'žalias', 'pilkas', 'rudas', 'geltonas'];
const states = ['kaip naujas', 'naudotas, bet tvarkingas', 'yra smulkių įbrėžimų', 'mažai naudotas'];
const pickups = ['Atsiimti Kėdainiuose', 'Galiu atvežti po Kėdainius', 'Atsiimti Josvainiuose', 'Siunčiu paštomatu'];

/** One seller's ad for an item of `layout`: the words a seller would use, chosen by `random`. */
function adText(layout: SceneLayout, random: () => number): AdText {
  const colour = pick(random, colours);
  const state = pick(random, states);
  const pickup = pick(random, pickups);
  const price = 20 + Math.floor(random() * 300);
  const items: Record<SceneLayout, () => AdText> = {
    bike: () => ({
      title: `${pick(random, ['Kalnų', 'Miesto', 'Plento', 'Vaikiškas'])} dviratis ${pick(random, ['Author', 'Trek', 'Romet', 'Cube', 'Giant'])}`,
      description: `${colour}, ${pick(random, ['26', '28', '24', '20'])} colių ratai, ${pick(random, ['3', '7', '21', '24'])} pavaros, ${state}. ${pickup}. Kaina ${price} eur.`,
    }),
    sofa: () => ({
      title: `${pick(random, ['Kampinė sofa', 'Sofa-lova', 'Dvivietė sofa', 'Fotelis'])} ${pick(random, ['IKEA', 'Jysk', 'iš salono', 'odinė'])}`,
      description: `${colour} apmušalas, ${pick(random, ['išskleidžiama', 'su dėže patalynei', 'su pagalvėlėmis', 'be dėmių'])}, ${state}. ${pickup}. Kaina ${price} eur.`,
    }),
    phone: () => ({
      title: `${pick(random, ['iPhone 12', 'Samsung Galaxy S21', 'Xiaomi Redmi Note 11', 'Google Pixel 6'])} ${pick(random, ['64 GB', '128 GB', '256 GB'])}`,
      description: `${colour}, baterija ${70 + Math.floor(random() * 30)} %, ${pick(random, ['su dėžute', 'su dėklu', 'be kroviklio', 'su stiklu ekranui'])}, ${state}. ${pickup}. Kaina ${price} eur.`,
    }),
    wardrobe: () => ({
      title: `${pick(random, ['Dvidurė spinta', 'Drabužių spinta', 'Komoda', 'Knygų lentyna'])} ${pick(random, ['ąžuolo', 'pušies', 'baltos spalvos', 'su veidrodžiu'])}`,
      description: `${pick(random, ['180', '200', '120', '90'])} cm aukščio, ${colour} rankenos, ${state}. ${pickup}. Kaina ${price} eur.`,
    }),
  };
  return items[layout]();
}

/** The same ad with its price changed and a sentence added: a light edit. */
function lightlyEdited(text: AdText, random: () => number): AdText {
  return {
    title: text.title,
    description: `${text.description.replace(/Kaina \d+ eur\./, `Kaina ${10 + Math.floor(random() * 300)} eur.`)} ${pick(random, ['Skubu, nes kraustausi.', 'Kaina derinama.', 'Skambinkite vakarais.'])}`,
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'skelbimai-bench-duplicates-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  WEB_SSR_ENTRY: join(dataDir, 'no-ssr', 'entry-server.js'),
});
const connection = await openPglite({ dataDir: join(dataDir, 'pglite') });
await prepareDatabase(connection, { maxPostPictureCount: config.maxPostPictureCount });
const app = await buildApp({ config, database: connection });
/** What a browser on the portal's own page sends with a state change (the cross-site refusal lets it through). */
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
try {
  const upload = async (cookie: string, photo: Buffer) => {
    const { payload, headers } = await multipart({ PictureFile: jpegFile(photo) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts/UploadPicture',
      payload,
      headers: { ...headers, ...sameOrigin, cookie },
    });
    if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    return bodyOf<{ data: { id: string } }>(response).data.id;
  };
  const create = async (cookie: string, text: AdText, pictureId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts/create',
      headers: { ...sameOrigin, cookie },
      payload: { ...text, subCategoryId: 101, postType: 'sell', price: 50, pictureIds: [pictureId] },
    });
    if (response.statusCode !== 200 && response.statusCode !== 409) {
      throw new Error(`create: ${response.statusCode} ${response.body}`);
    }
    return response.statusCode === 409;
  };
  const similarity = async (a: AdText, b: AdText) => {
    const result = await app.db.execute<{ value: number }>(
      sql`select similarity(lower(${`${a.title}\n${a.description}`}), lower(${`${b.title}\n${b.description}`})) as value`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { value: number }[] }).rows;
    return Number(rows[0]?.value ?? 0);
  };
  const hashes = async (ids: string[]) =>
    (
      await app.db.select({ hash: postPictures.perceptualHash }).from(postPictures).where(inArray(postPictures.id, ids))
    ).map((row) => row.hash);

  const counts = {
    distinct: { refused: 0, oldRefused: 0, picturesAlike: 0, similarities: [] as number[] },
    reupload: { refused: 0, oldRefused: 0, picturesAlike: 0, similarities: [] as number[] },
  };
  const started = performance.now();
  for (let index = 0; index < pairs; index += 1) {
    const layout = sceneLayouts[index % sceneLayouts.length] as SceneLayout;
    const random = randomSource(1000 + index);
    for (const kind of ['distinct', 'reupload'] as const) {
      const cookie = await sessionCookie(app, await createUser(app));
      const firstText = adText(layout, random);
      const firstPhoto = await sceneJpeg(layout, 2 * index + 1);
      const firstPicture = await upload(cookie, firstPhoto);
      if (await create(cookie, firstText, firstPicture)) throw new Error('the first ad of a new seller was refused');
      const secondText =
        kind === 'distinct' ? adText(layout, random) : index % 2 === 0 ? firstText : lightlyEdited(firstText, random);
      const secondPhoto =
        kind === 'distinct' ? await sceneJpeg(layout, 2 * index + 2) : await reuploaded(firstPhoto, index);
      const secondPicture = await upload(cookie, secondPhoto);
      const textLikeness = await similarity(firstText, secondText);
      const alike = sharesPicture(await hashes([firstPicture]), await hashes([secondPicture]));
      const tally = counts[kind];
      tally.similarities.push(textLikeness);
      if (alike) tally.picturesAlike += 1;
      if (alike || textLikeness >= DUPLICATE_TEXT_SIMILARITY) tally.oldRefused += 1;
      if (await create(cookie, secondText, secondPicture)) tally.refused += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const percent = (n: number) => `${((100 * n) / pairs).toFixed(1)} %`;
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.log(
    `Duplicate-ad bench ${new Date().toISOString()} on ${cpus().length} CPUs; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}; ${pairs} pairs of each kind, ${seconds.toFixed(1)} s`,
  );
  console.log(
    table(
      [
        'pairs',
        'photos hash alike',
        'text similarity (median, max)',
        'refused now (0085)',
        'refused by old rule (0070)',
      ],
      [
        [
          'distinct items, similar scenes (refusal = false)',
          percent(counts.distinct.picturesAlike),
          `${median(counts.distinct.similarities).toFixed(2)}, ${Math.max(...counts.distinct.similarities).toFixed(2)}`,
          percent(counts.distinct.refused),
          percent(counts.distinct.oldRefused),
        ],
        [
          're-uploads, same or lightly edited text (refusal = true)',
          percent(counts.reupload.picturesAlike),
          `${median(counts.reupload.similarities).toFixed(2)}, ${Math.min(...counts.reupload.similarities).toFixed(2)} min`,
          percent(counts.reupload.refused),
          percent(counts.reupload.oldRefused),
        ],
      ],
    ),
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
