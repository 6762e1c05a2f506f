import { type AttributeFilter, attributeMessages, type PostField, parseAttributeFilters } from '@skelbimai/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/errors.ts';
import { subCategoryBySlug } from '../../categories/index.ts';

/**
 * The attr.* filters of a list address (PRODUCT.md §25), read from the raw query (the list's schema knows only
 * its own keys) against the chosen subcategory's fields. attr.* without a subcategory, an unknown key or one of
 * another subcategory answers 400 on that parameter.
 */
export async function attributeFiltersOf(
  db: Database,
  subCategoryName: string | undefined,
  rawQuery: unknown,
): Promise<{ filters: AttributeFilter[]; fields: PostField[]; subCategoryId?: number }> {
  const raw = (rawQuery ?? {}) as Record<string, unknown>;
  const asked = Object.keys(raw).filter((name) => name.startsWith('attr.'));
  const sub = subCategoryName ? await subCategoryBySlug(db, subCategoryName) : undefined;
  if (!sub) {
    const [first] = asked;
    if (first !== undefined) throw refused(first);
    return { filters: [], fields: [] };
  }
  const parsed = parseAttributeFilters(sub.fields, raw);
  if (parsed.error) throw refused(parsed.error.property);
  return { filters: parsed.filters, fields: sub.fields, subCategoryId: sub.id };
}

const refused = (property: string) =>
  AppError.badRequest(attributeMessages.unknownFilter, [{ property, errors: [attributeMessages.unknownFilter] }]);

/** A key's JSON value of an ad, as SQL (the key is checked against the fields, and bound as a parameter). */
const jsonValueOf = (key: string) => sql`(${posts.attributes} -> ${key}::text)`;

/**
 * One filter as a condition on posts. A choice is a containment test (`attributes @> {"make":"bmw"}`), served by
 * the GIN index posts_attributes_idx; several are ORed. A range compares the number (or the 'YYYY-MM' text) of
 * ads whose value has that type (decision 0083).
 */
export function attributeCondition(field: PostField, filter: AttributeFilter): SQL | undefined {
  if (filter.kind === 'values') {
    const contained = filter.values.map((value) => {
      const json =
        field.type === 'yesNo'
          ? { [field.key]: value === 'true' }
          : field.type === 'multiChoice'
            ? { [field.key]: [value] }
            : { [field.key]: value };
      return sql`${posts.attributes} @> ${JSON.stringify(json)}::jsonb`;
    });
    return contained.length === 1 ? contained[0] : or(...contained);
  }
  const parts: SQL[] = [];
  if (field.type === 'month') {
    const text = sql`(case when jsonb_typeof(${jsonValueOf(field.key)}) = 'string' then ${posts.attributes} ->> ${field.key}::text end)`;
    if (filter.min !== undefined) parts.push(sql`${text} >= ${String(filter.min)}`);
    if (filter.max !== undefined) parts.push(sql`${text} <= ${String(filter.max)}`);
  } else {
    const number = sql`(case when jsonb_typeof(${jsonValueOf(field.key)}) = 'number' then (${jsonValueOf(field.key)})::numeric end)`;
    if (filter.min !== undefined) parts.push(sql`${number} >= ${Number(filter.min)}::numeric`);
    if (filter.max !== undefined) parts.push(sql`${number} <= ${Number(filter.max)}::numeric`);
  }
  return parts.length === 0 ? undefined : sql.join(parts, sql` and `);
}

/** The conditions of all the filters but `except`'s (the counts of a field leave its own filter out). */
export function attributeConditions(fields: PostField[], filters: AttributeFilter[], except?: string): SQL[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return filters.flatMap((filter) => {
    const field = byKey.get(filter.key);
    if (!field || filter.key === except) return [];
    const condition = attributeCondition(field, filter);
    return condition ? [condition] : [];
  });
}
