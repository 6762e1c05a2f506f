import { C0, HOSTILE_SEARCH_TEXT, NASTY_STRINGS, WRONG_TYPES } from './nastyValues.ts';
import type { JsonSchema } from './openapiRoutes.ts';
import type { Random } from './random.ts';

/**
 * Values for one field of a JSON Schema: `plausible` ones a real client would send (so a request gets past
 * the other fields' validation and reaches the service), `hostile` ones at and past every edge.
 */

const MAX_INT = 2_147_483_647;
/** How often a plausible text is search-looking text from the dictionary instead (HOSTILE_SEARCH_TEXT). */
const SEARCH_TEXT_CHANCE = 0.12;

export function plausible(schema: JsonSchema, random: Random, hints: Hints): unknown {
  if (schema.default !== undefined && random.chance(0.2)) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length)
    return plausible(random.pick(union.filter((s) => s.type !== 'null')) ?? union[0] ?? {}, random, hints);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const low = Math.max(lowest(schema), -1000);
      const high = Math.min(schema.maximum ?? MAX_INT, low + 1000);
      const known = hints.ids.length > 0 && random.chance(0.5) ? random.pick(hints.ids) : undefined;
      return known !== undefined && known >= low && known <= high
        ? known
        : random.int(Math.ceil(low), Math.floor(high));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const length = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length }, () => plausible(schema.items ?? {}, random, hints));
    }
    case 'object':
      return plausibleObject(schema, random, hints);
    case 'null':
      return null;
    default:
      return plausibleString(schema, random, hints);
  }
}

export function plausibleObject(schema: JsonSchema, random: Random, hints: Hints): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || random.chance(0.6)) object[key] = plausible(child, random, hints);
  }
  return object;
}

function plausibleString(schema: JsonSchema, random: Random, hints: Hints): string {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 20, 40);
  switch (schema.format) {
    case 'uuid':
      return hints.userIds.length > 0 && random.chance(0.5) ? random.pick(hints.userIds) : random.uuid();
    case 'email':
      return `${random.letters(6)}@example.com`;
    case 'date':
      return `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    case 'date-time':
      return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))).toISOString();
  }
  if (schema.pattern?.includes('\\d') && !schema.pattern.includes('[a-z')) {
    return `+3706${String(random.int(0, 9_999_999)).padStart(7, '0')}`.slice(0, Math.max(max, 12));
  }
  // Search syntax and odd scripts, cut to the field's length so they pass validation and reach the services:
  // any text field may end up in a query.
  if (random.chance(SEARCH_TEXT_CHANCE)) {
    const text = [...random.pick(HOSTILE_SEARCH_TEXT)].slice(0, schema.maxLength ?? 200).join('');
    if (text.trim().length >= min) return text;
  }
  const pool = [...hints.words, random.letters(Math.max(min, Math.min(max, random.int(min, min + 10))))];
  const text = random.pick(pool);
  return text.length < min ? text.padEnd(min, 'a') : text.slice(0, Math.max(max, min));
}

/** Edge and past-the-edge values for a field of this schema, then anything at all. */
export function hostile(schema: JsonSchema, random: Random): unknown {
  const roll = random.next();
  if (roll < 0.15) return random.pick(WRONG_TYPES);
  if (roll < 0.3) return random.pick(NASTY_STRINGS);
  if (roll < 0.35) return `${random.letters(3)}${random.pick(C0)}${random.letters(3)}`;
  if (roll < 0.42) return random.pick(HOSTILE_SEARCH_TEXT);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return hostile(random.pick(union), random);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return random.pick(numberEdges(schema));
    case 'array':
      return random.pick(arrayEdges(schema, random));
    case 'object':
      // JSON.parse makes `__proto__` an own key, as a hostile client's JSON would.
      return random.pick<unknown>([
        [],
        'x',
        JSON.parse('{"__proto__":{"polluted":true}}'),
        JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
      ]);
    case 'boolean':
      return random.pick(['true', 'yes', 1, 0, 'false', null, [true]]);
    default:
      return random.pick(stringEdges(schema, random));
  }
}

function numberEdges(schema: JsonSchema): unknown[] {
  const low = lowest(schema);
  const high = schema.maximum ?? schema.exclusiveMaximum ?? MAX_INT;
  return [
    low - 1,
    low,
    high,
    high + 1,
    high + 0.5,
    0,
    -1,
    -0,
    1.5,
    MAX_INT,
    MAX_INT + 1,
    -MAX_INT - 2,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    1e-7,
    '1e309',
    'NaN',
    String(high + 1),
    `${high}.000001`,
  ];
}

function stringEdges(schema: JsonSchema, random: Random): unknown[] {
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  return [
    'a'.repeat(max),
    'a'.repeat(max + 1),
    'ž'.repeat(max + 1),
    '😀'.repeat(max),
    'a'.repeat(Math.max(0, min - 1)),
    `${'a'.repeat(Math.max(0, max - 2))}\u0000`,
    ` ${'a'.repeat(min)} `,
    ...(schema.enum ?? []).map((value) => `${String(value).toUpperCase()}x`),
    ...(schema.format === 'uuid'
      ? ['00000000-0000-0000-0000-000000000000', random.uuid().toUpperCase(), 'not-a-uuid']
      : []),
    ...(schema.format === 'email'
      ? ['a@b', '@example.com', `${'a'.repeat(300)}@example.com`, 'a\u0000@example.com']
      : []),
  ];
}

function arrayEdges(schema: JsonSchema, random: Random): unknown[] {
  const max = schema.maxItems ?? 100;
  return [
    [],
    Array.from({ length: max + 1 }, (_, index) => index + 1),
    Array.from({ length: 10_000 }, () => 1),
    [null],
    [[[]]],
    [hostile(schema.items ?? {}, random)],
    'x',
    { 0: 'a' },
  ];
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type;
}

function lowest(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
  return -MAX_INT;
}

/** Real values of the seeded data, so plausible requests reach real rows. */
export interface Hints {
  ids: number[];
  userIds: string[];
  words: string[];
}
