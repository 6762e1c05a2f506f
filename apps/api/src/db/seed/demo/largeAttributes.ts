import { slugify } from '@skelbimai/contract';
import { carModels, motoModels, phoneModels } from '../postFields.ts';

/**
 * Field values for the large data set (large.ts), set-based: one UPDATE per kind of ad, each row drawing its
 * values with random() (PRODUCT.md §25). Makes are weighted as Lithuania's roads have them (the Volkswagens,
 * Audis and BMWs many, the Teslas few); the titles of the large set stay the pool's, so a title may name
 * another make than the values: this data is for timing, the demo's hand-written ads are for reading.
 */

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(lit).join(', ')}]::text[]`;
const pick = (values: readonly string[]) => `(${textArray(values)})[1 + floor(random() * ${values.length})::int]`;

const carWeights: Record<string, number> = {
  Volkswagen: 12,
  Audi: 9,
  BMW: 9,
  Toyota: 8,
  Škoda: 6,
  'Mercedes-Benz': 6,
  Volvo: 6,
  Opel: 5,
  Ford: 5,
  Peugeot: 3,
  Renault: 3,
  Nissan: 3,
  Kia: 3,
  Hyundai: 3,
  Citroën: 2,
  Honda: 2,
  Mazda: 2,
};

/** 'make|model' values, each make's share about its weight (1 when not named). */
function pairs(table: Record<string, string[]>, weights: Record<string, number> = {}): string[] {
  return Object.entries(table).flatMap(([make, models]) => {
    const weight = weights[make] ?? 1;
    return Array.from({ length: weight * 4 }, (_, index) => {
      const model = models[index % models.length] as string;
      return `${slugify(make)}|${slugify(model)}`;
    });
  });
}

const heating = ['central', 'central', 'central', 'central-collector', 'gas', 'electric', 'heat-pump', 'solid-fuel'];
const equipment = ['furnished', 'furnished', 'furnished', 'partly', 'unfinished'];

/** A JSON object of the row's values, nulls left out. */
const object = (entries: string) => `jsonb_strip_nulls(jsonb_build_object(${entries}))`;

/** The UPDATEs of ads in (first, last] of posts' ids, one per kind of ad with fields. */
export function largeAttributeUpdates(fromId: number): string[] {
  const fresh = `id > ${fromId}`;
  const vehicle = (
    categoryId: number,
    table: Record<string, string[]>,
    weights: Record<string, number>,
    rest: string,
  ) => `
update posts p set attributes = ${object(`'make', split_part(v.pair, '|', 1), 'model', split_part(v.pair, '|', 2),
  'year', v.year, 'mileageKm', ((2026 - v.year) * 15000 + floor(random() * 40000))::int, ${rest}`)}
from (select id, ${pick(pairs(table, weights))} as pair, 1998 + floor(power(random(), 0.6) * 27)::int as year
      from posts where category_id = ${categoryId} and ${fresh}) v
where p.id = v.id`;
  const flat = (categoryId: number, extra: string) => `
update posts p set attributes = ${object(`'rooms', f.rooms, 'areaM2', round((f.rooms * 17 + 8 + random() * 20)::numeric, 1),
  'floor', 1 + floor(random() * f.floors)::int, 'floorsTotal', f.floors,
  'yearBuilt', 1960 + floor(random() * 65)::int, 'heating', ${pick(heating)}, 'equipment', ${pick(equipment)}${extra}`)}
from (select id, 1 + floor(power(random(), 1.5) * 5)::int as rooms, (ARRAY[2, 4, 5, 5, 5, 9, 9, 12])[1 + floor(random() * 8)::int] as floors
      from posts where category_id = ${categoryId} and ${fresh}) f
where p.id = f.id`;
  const condition = `update posts set attributes = ${object(`'condition', ${pick(['used', 'used', 'used', 'new', 'for-parts'])}`)}
where category_id in (203, 204, 401, 402, 404, 405, 406, 501, 503, 504, 505, 602, 603, 604) and ${fresh}`;
  return [
    vehicle(
      201,
      carModels,
      carWeights,
      `'fuel', ${pick(['diesel', 'diesel', 'diesel', 'petrol', 'petrol', 'petrol-lpg', 'hybrid', 'electric'])},
  'gearbox', case when random() < 0.55 then 'automatic' else 'manual' end,
  'bodyType', ${pick(['sedan', 'estate', 'estate', 'hatchback', 'suv', 'suv', 'minivan', 'coupe', 'van'])},
  'engineLitres', round((1.2 + random() * 1.8)::numeric, 1), 'powerKw', 55 + floor(random() * 150)::int,
  'colour', ${pick(['black', 'white', 'grey', 'silver', 'blue', 'red', 'green', 'brown'])}`,
    ),
    vehicle(
      202,
      motoModels,
      {},
      `'engineCc', ${pick(['50', '125', '250', '600', '650', '1000', '1200'])}::int,
  'motoType', ${pick(['sport', 'naked', 'touring', 'enduro', 'chopper', 'scooter', 'moped'])}`,
    ),
    flat(101, ''),
    flat(106, `, 'propertyKind', ${pick(['flat', 'flat', 'flat', 'house', 'room'])}`),
    flat(102, `, 'plotAres', round((4 + power(random(), 3) * 200)::numeric, 1)`),
    `update posts set attributes = ${object(`'salaryFrom', 900 + 100 * floor(random() * 20)::int, 'employment', ${pick(['full-time', 'full-time', 'part-time', 'shifts', 'remote', 'seasonal'])}`)}
where category_id in (301, 302) and ${fresh}`,
    `update posts p set attributes = ${object(`'make', split_part(t.pair, '|', 1), 'model', split_part(t.pair, '|', 2),
  'memoryGb', ${pick(['64', '128', '128', '256', '512'])}, 'condition', ${pick(['used', 'used', 'new', 'for-parts'])}`)}
from (select id, ${pick(pairs(phoneModels))} as pair from posts where category_id = 502 and ${fresh}) t
where p.id = t.id`,
    condition,
  ];
}
