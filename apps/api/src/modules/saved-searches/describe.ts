import {
  formatAttribute,
  formatEuros,
  type PostField,
  type PostSort,
  parseAttributeFilters,
  postTypeLabels,
} from '@skelbimai/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import type { PostListQueryParsed } from '../posts/index.ts';

const sortWords: Record<PostSort, string> = {
  newest: 'naujausi',
  oldest: 'seniausi',
  priceAsc: 'pigiausi',
  priceDesc: 'brangiausi',
  relevance: 'pagal atitikimą',
};

/** The category names of the queries' slugs, read once for a page of saved searches. */
export async function categoryNames(db: Database, queries: PostListQueryParsed[]): Promise<Map<string, string>> {
  const slugs = [
    ...new Set(queries.flatMap((q) => [q.categoryName, q.subCategoryName].filter((s) => s !== undefined))),
  ];
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: categories.logicalName, name: categories.name })
    .from(categories)
    .where(inArray(categories.logicalName, slugs));
  return new Map(rows.map((row) => [row.slug, row.name]));
}

/** A saved search's filters in words: 'Transportas › Automobiliai · „golf“ · 1 000–5 000 € · Parduoda'. */
export function describeQuery(
  query: PostListQueryParsed,
  names: Map<string, string>,
  fields: PostField[] = [],
): string {
  const parts: string[] = [];
  const category = [query.categoryName, query.subCategoryName]
    .filter((slug) => slug !== undefined)
    .map((slug) => names.get(slug) ?? slug);
  parts.push(category.length > 0 ? category.join(' › ') : 'Visi skelbimai');
  if (query.searchKeyword) {
    const where = { all: '', title: ' (tik pavadinime)', description: ' (tik aprašyme)' }[
      query.searchFilterType ?? 'all'
    ];
    parts.push(`„${query.searchKeyword}“${where}`);
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const min = query.minPrice === undefined ? '' : formatEuros(query.minPrice);
    const max = query.maxPrice === undefined ? '' : formatEuros(query.maxPrice);
    parts.push(min && max ? `${min}–${max}` : min ? `nuo ${min}` : `iki ${max}`);
  }
  if (query.postTypes?.length) parts.push(query.postTypes.map((type) => postTypeLabels[type]).join(', '));
  if (query.location) parts.push(query.location);
  if (query.attributeQuery) parts.push(...describeAttributes(query.attributeQuery, fields));
  if (query.sort) parts.push(sortWords[query.sort]);
  return parts.join(' · ');
}

/** The name a saved search gets when the user gives none: its keyword, else its category's name. */
export function defaultName(query: PostListQueryParsed, names: Map<string, string>): string {
  if (query.searchKeyword) return query.searchKeyword.slice(0, 100);
  const slug = query.subCategoryName ?? query.categoryName;
  return slug ? (names.get(slug) ?? slug) : 'Visi skelbimai';
}

/** A saved search's attr.* filters in words: 'Markė: BMW, Audi', 'Pagaminimo metai: 2012–2018' (PRODUCT.md §25). */
function describeAttributes(attributeQuery: Record<string, string>, fields: PostField[]): string[] {
  const { filters } = parseAttributeFilters(fields, attributeQuery);
  return filters.flatMap((filter) => {
    const field = fields.find((candidate) => candidate.key === filter.key);
    if (!field) return [];
    if (filter.kind === 'values') {
      const texts = filter.values.map((value) =>
        field.type === 'yesNo' ? (value === 'true' ? 'Taip' : 'Ne') : formatAttribute(field, value, {}),
      );
      return [`${field.label}: ${texts.join(', ')}`];
    }
    const bound = (value: number | string | undefined) =>
      value === undefined ? '' : field.type === 'number' ? formatAttribute(field, Number(value), {}) : String(value);
    const [min, max] = [bound(filter.min), bound(filter.max)];
    return [`${field.label}: ${min && max ? `${min}–${max}` : min ? `nuo ${min}` : `iki ${max}`}`];
  });
}
