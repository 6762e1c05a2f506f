import * as z from 'zod';

/**
 * Fields of an ad's kind (PRODUCT.md §25): each subcategory has a list of field definitions kept as data. One
 * definition drives the ad form, the validation here (run by the API and by the form), the ad page's table,
 * the card's facts, the filters and the saved searches' matching. An ad keeps its values as `attributes`,
 * `{ key: value }`, in the shape its field's type gives.
 */
export const postFieldTypes = ['number', 'year', 'month', 'choice', 'multiChoice', 'yesNo', 'text'] as const;
export type PostFieldType = (typeof postFieldTypes)[number];

export interface PostFieldOption {
  /** Stored and sent in addresses: ASCII, lower case ('diesel', 'volkswagen'). */
  value: string;
  /** What people read ('Dyzelinas', 'Volkswagen'). */
  label: string;
}

interface PostFieldBase {
  /** camelCase, unique within the subcategory ('mileageKm'). */
  key: string;
  /** Lithuanian label ('Rida'). */
  label: string;
  required: boolean;
  /** One of the two or three facts a card shows ("2015 m. · 182 000 km · Dyzelinas"), in field order. */
  onCard: boolean;
  /** Offered in the filter drawer and accepted as attr.<key> by GET /api/posts/list. */
  filterable: boolean;
  /** The required field's own message ('Pasirinkite markę.'); a default is built from the label otherwise. */
  requiredMessage?: string;
}

export interface NumberPostField extends PostFieldBase {
  type: 'number';
  /** Shown after the value ('km', 'm²', 'kW', '€'). */
  unit?: string;
  min: number;
  max: number;
  /** Digits after the decimal point a value may have (engine litres: 1). */
  decimals: number;
  /** Shown as 'value/other unit' when that number field has a value: a flat's floor '3/5 a.' of floorsTotal. */
  outOf?: string;
}

/** A year: a whole number from min to the next calendar year. */
export interface YearPostField extends PostFieldBase {
  type: 'year';
  min: number;
}

/** A month as 'YYYY-MM' (technical inspection valid until). */
export interface MonthPostField extends PostFieldBase {
  type: 'month';
}

/**
 * One choice. With `dependsOn` the options follow another choice field's value (a car's model follows its make):
 * `optionsByParent[parentValue]`; a parent value without a list allows no value here.
 */
export interface ChoicePostField extends PostFieldBase {
  type: 'choice';
  options: PostFieldOption[];
  dependsOn?: string;
  optionsByParent?: Record<string, PostFieldOption[]>;
}

export interface MultiChoicePostField extends PostFieldBase {
  type: 'multiChoice';
  options: PostFieldOption[];
}

export interface YesNoPostField extends PostFieldBase {
  type: 'yesNo';
}

export interface TextPostField extends PostFieldBase {
  type: 'text';
  maxLength: number;
}

export type PostField =
  | NumberPostField
  | YearPostField
  | MonthPostField
  | ChoicePostField
  | MultiChoicePostField
  | YesNoPostField
  | TextPostField;

/** A stored value: number (number, year), 'YYYY-MM' (month), option value (choice), list (multiChoice), boolean, text. */
export type AttributeValue = number | string | string[] | boolean;
export type PostAttributes = Record<string, AttributeValue>;

const optionSchema = z.object({ value: z.string().regex(/^[a-z0-9-]{1,40}$/), label: z.string().min(1).max(80) });
const baseFieldSchema = z.object({
  key: z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
  label: z.string().min(1).max(60),
  required: z.boolean(),
  onCard: z.boolean(),
  filterable: z.boolean(),
  requiredMessage: z.string().max(120).optional(),
});

/** A field definition as the dashboard sends it and the database keeps it. */
export const postFieldSchema: z.ZodType<PostField> = z.discriminatedUnion('type', [
  baseFieldSchema.extend({
    type: z.literal('number'),
    unit: z.string().max(10).optional(),
    min: z.number(),
    max: z.number(),
    decimals: z.number().int().min(0).max(3),
    outOf: z.string().optional(),
  }),
  baseFieldSchema.extend({ type: z.literal('year'), min: z.number().int().min(1800) }),
  baseFieldSchema.extend({ type: z.literal('month') }),
  baseFieldSchema.extend({
    type: z.literal('choice'),
    options: z.array(optionSchema).max(500),
    dependsOn: z.string().optional(),
    optionsByParent: z.record(z.string(), z.array(optionSchema).max(500)).optional(),
  }),
  baseFieldSchema.extend({ type: z.literal('multiChoice'), options: z.array(optionSchema).max(100) }),
  baseFieldSchema.extend({ type: z.literal('yesNo') }),
  baseFieldSchema.extend({ type: z.literal('text'), maxLength: z.number().int().min(1).max(200) }),
]);

/** What create and update accept as `attributes` before the subcategory's fields check each value. */
export const postAttributesRequestSchema = z
  .record(
    z.string().max(40),
    z.union([z.number(), z.string().max(200), z.array(z.string().max(40)).max(100), z.boolean(), z.null()]),
  )
  .refine((attributes) => Object.keys(attributes).length <= 60);

export const attributeMessages = {
  unknownField: 'Šioje kategorijoje tokio laukelio nėra.',
  notFromList: 'Pasirinkite reikšmę iš sąrašo.',
  notNumber: 'Įveskite skaičių.',
  notMonth: 'Nurodykite metus ir mėnesį.',
  notYesNo: 'Pasirinkite „Taip“ arba „Ne“.',
  unknownFilter: 'Nežinomas filtras.',
} as const;

export const requiredMessageOf = (field: PostField) => field.requiredMessage ?? `Užpildykite laukelį „${field.label}“.`;

/** The latest year a year field accepts: next year's models are sold from the autumn. */
export const latestFieldYear = (now = new Date()) => now.getFullYear() + 1;

export function optionsOf(
  field: ChoicePostField | MultiChoicePostField,
  attributes: PostAttributes,
): PostFieldOption[] {
  if (field.type === 'choice' && field.dependsOn) {
    const parent = attributes[field.dependsOn];
    return typeof parent === 'string' ? (field.optionsByParent?.[parent] ?? []) : [];
  }
  return field.options;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const numberRangeMessage = (min: number, max: number, unit?: string) =>
  `Nuo ${min.toLocaleString('lt-LT')} iki ${max.toLocaleString('lt-LT')}${unit ? ` ${unit}` : ''}.`;

/** One value against its field: the message to show on the field, or null when it is good. */
function valueError(field: PostField, value: AttributeValue, attributes: PostAttributes): string | null {
  switch (field.type) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return attributeMessages.notNumber;
      if (value < field.min || value > field.max) return numberRangeMessage(field.min, field.max, field.unit);
      const scaled = value * 10 ** field.decimals;
      if (Math.abs(scaled - Math.round(scaled)) > 1e-6)
        return field.decimals === 0
          ? 'Įveskite sveikąjį skaičių.'
          : `Ne daugiau kaip ${field.decimals} skaitmenys po kablelio.`;
      return null;
    }
    case 'year': {
      const latest = latestFieldYear();
      if (typeof value !== 'number' || !Number.isInteger(value)) return attributeMessages.notNumber;
      return value < field.min || value > latest ? `Metai nuo ${field.min} iki ${latest}.` : null;
    }
    case 'month':
      return typeof value === 'string' && /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(value)
        ? null
        : attributeMessages.notMonth;
    case 'choice':
      return typeof value === 'string' && optionsOf(field, attributes).some((option) => option.value === value)
        ? null
        : attributeMessages.notFromList;
    case 'multiChoice':
      return Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((item) => field.options.some((option) => option.value === item))
        ? null
        : attributeMessages.notFromList;
    case 'yesNo':
      return typeof value === 'boolean' ? null : attributeMessages.notYesNo;
    case 'text':
      if (typeof value !== 'string') return attributeMessages.notFromList;
      return value.length > field.maxLength ? `Ne daugiau kaip ${field.maxLength} simbolių.` : null;
  }
}

export interface AttributeError {
  /** 'attributes.year': the form shows it on that field. */
  property: string;
  message: string;
}

/**
 * Checks an ad's attributes against its subcategory's fields, as the API does on create and update and the form
 * does before sending. Returns the cleaned values (blank ones dropped, text trimmed) and one error per bad field.
 */
export function checkAttributes(
  fields: readonly PostField[],
  attributes: Record<string, unknown>,
): { attributes: PostAttributes; errors: AttributeError[] } {
  const errors: AttributeError[] = [];
  const cleaned: PostAttributes = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const [key, raw] of Object.entries(attributes)) {
    if (!byKey.has(key) && !isBlank(raw))
      errors.push({ property: `attributes.${key}`, message: attributeMessages.unknownField });
  }
  for (const field of fields) {
    const raw = attributes[field.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isBlank(value)) {
      if (field.required) errors.push({ property: `attributes.${field.key}`, message: requiredMessageOf(field) });
      continue;
    }
    cleaned[field.key] = value as AttributeValue;
  }
  for (const field of fields) {
    const value = cleaned[field.key];
    if (value === undefined) continue;
    const message = valueError(field, value, cleaned);
    if (message) {
      errors.push({ property: `attributes.${field.key}`, message });
      delete cleaned[field.key];
    }
  }
  return { attributes: cleaned, errors };
}

/** A value as people read it: '182 000 km', '2015 m.', 'Dyzelinas', 'Taip', '2027-05'. */
export function formatAttribute(field: PostField, value: AttributeValue, attributes: PostAttributes): string {
  switch (field.type) {
    case 'number': {
      const number = (value as number).toLocaleString('lt-LT', { maximumFractionDigits: field.decimals });
      const whole = field.outOf === undefined ? undefined : attributes[field.outOf];
      const text = typeof whole === 'number' ? `${number}/${whole}` : number;
      return field.unit ? `${text} ${field.unit}` : text;
    }
    case 'year':
      return `${value} m.`;
    case 'choice':
      return optionsOf(field, attributes).find((option) => option.value === value)?.label ?? String(value);
    case 'multiChoice':
      return (value as string[])
        .map((item) => field.options.find((option) => option.value === item)?.label ?? item)
        .join(', ');
    case 'yesNo':
      return value ? 'Taip' : 'Ne';
    default:
      return String(value);
  }
}

/** One labelled fact of an ad: a row of its page's table; `onCard` ones are the card's short line. */
export interface PostFact {
  key: string;
  label: string;
  text: string;
  onCard: boolean;
}

export const postFactSchema = z.object({ key: z.string(), label: z.string(), text: z.string(), onCard: z.boolean() });

/** The ad's facts in its fields' order: what the card and the ad page show, formatted by one definition. */
export function postFacts(fields: readonly PostField[], attributes: PostAttributes): PostFact[] {
  return fields.flatMap((field) => {
    const value = attributes[field.key];
    if (value === undefined) return [];
    return [
      { key: field.key, label: field.label, text: formatAttribute(field, value, attributes), onCard: field.onCard },
    ];
  });
}

/**
 * Attribute filters of a list address: `attr.<key>=v1,v2` (choice, several choices, yes/no as 'true'/'false') and
 * `attr.<key>.min` / `attr.<key>.max` (number, year, month). Parsed against the subcategory's fields by the API.
 */
export type AttributeFilter =
  | { key: string; kind: 'values'; values: string[] }
  | { key: string; kind: 'range'; min?: number | string; max?: number | string };

export const ATTRIBUTE_QUERY_PREFIX = 'attr.';

/**
 * Reads the attr.* parameters of a query against the fields. An unknown key, a key that cannot be filtered, or
 * a value that does not fit answers with `error` (the API's 400 'Nežinomas filtras.').
 */
export function parseAttributeFilters(
  fields: readonly PostField[],
  query: Record<string, unknown>,
): { filters: AttributeFilter[]; error?: { property: string; message: string } } {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const grouped = new Map<string, AttributeFilter>();
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(ATTRIBUTE_QUERY_PREFIX)) continue;
    const text = (Array.isArray(raw) ? raw.join(',') : String(raw ?? '')).trim();
    if (text === '') continue;
    const [key, bound] = name.slice(ATTRIBUTE_QUERY_PREFIX.length).split('.', 2) as [string, string | undefined];
    const field = byKey.get(key);
    const fail = { filters: [], error: { property: name, message: attributeMessages.unknownFilter } };
    if (!field?.filterable || text.length > 2000) return fail;
    const ranged = field.type === 'number' || field.type === 'year' || field.type === 'month';
    if (ranged) {
      if (bound !== 'min' && bound !== 'max') return fail;
      const value = field.type === 'month' ? text : Number(text);
      if (field.type === 'month' ? !/^\d{4}-\d{2}$/.test(text) : !Number.isFinite(value)) return fail;
      const existing = grouped.get(key);
      const range = existing?.kind === 'range' ? existing : { key, kind: 'range' as const };
      grouped.set(key, { ...range, [bound]: value });
      continue;
    }
    if (bound !== undefined) return fail;
    const values = [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > 100) return fail;
    if (field.type === 'yesNo' && !values.every((value) => value === 'true' || value === 'false')) return fail;
    grouped.set(key, { key, kind: 'values', values });
  }
  return { filters: [...grouped.values()] };
}

/** GET /api/posts/fieldCounts: how many ads of the list's filters have each choice ("Dyzelinas (23)"). */
export const fieldCountsSchema = z.object({
  counts: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type FieldCounts = z.infer<typeof fieldCountsSchema>;

/**
 * The dashboard's additions (administrators only, PRODUCT.md §25): a choice to a choice field (with `parent`,
 * into the list of that parent's value: a new model of a make), or a new field at the end of a subcategory's.
 * Existing ads keep their values; the value of a new choice is the label's slug unless given.
 */
export const addFieldOptionRequestSchema = z.object({
  key: z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
  label: z.string().trim().min(1).max(80),
  value: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  parent: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});
export type AddFieldOptionRequest = z.input<typeof addFieldOptionRequestSchema>;

export const addPostFieldRequestSchema = z.object({ field: postFieldSchema });
export type AddPostFieldRequest = z.input<typeof addPostFieldRequestSchema>;

export const fieldAdminMessages = {
  optionAdded: 'Reikšmė pridėta.',
  fieldAdded: 'Laukelis pridėtas.',
  noSuchField: 'Tokio laukelio nėra.',
  notAChoice: 'Šis laukelis neturi pasirinkimų sąrašo.',
  optionExists: 'Tokia reikšmė jau yra.',
  noSuchParent: 'Pasirinkite, kuriai reikšmei pridedate.',
  fieldExists: 'Laukelis tokiu raktu jau yra.',
  noSuchDependency: 'Laukelis, nuo kurio priklauso, turi būti pasirinkimų sąraše.',
  badValue: 'Reikšmė turi būti iš lotyniškų raidžių, skaitmenų ir brūkšnelių.',
} as const;
