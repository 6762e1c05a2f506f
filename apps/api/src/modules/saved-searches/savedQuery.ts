import { attributeMessages, postListQuerySchema, postTypes, savedSearchMessages } from '@skelbimai/contract';
import { and, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { placeWordsPattern } from '../places/index.ts';
import {
  attributeConditions,
  attributeFiltersOf,
  filterConditions,
  locatedInOrNaming,
  type PostListQueryParsed,
  placeWordsOf,
  searchCondition,
} from '../posts/index.ts';
import { expandKeyword, searchTokens } from '../search/index.ts';

/** The list filters a saved search keeps, in the order its normalised query string writes them. */
const SAVED_KEYS = [
  'categoryName',
  'subCategoryName',
  'searchKeyword',
  'searchFilterType',
  'minPrice',
  'maxPrice',
  'postTypes',
  'location',
  'sort',
] as const;

const refusedWith = (message: string) => AppError.badRequest(message, [{ property: 'query', errors: [message] }]);
const refused = () => refusedWith(savedSearchMessages.badQuery);

/**
 * A new saved search must narrow the list: one with no filter left once normalised ('aaaa', 'sort=oldest', a
 * keyword of no words, every type of ad) would alert on every new ad. A category slug must name a category;
 * the list would show nothing for it, and the alert would stay silent for ever. Both are 400s on `query`.
 * Searches saved before this rule are still listed and matched as they are.
 */
/** A saved search's attr.* filters must be the subcategory's (as the list's): else a 400 on `query`. */
export async function requireKnownAttributes(db: Database, parsed: PostListQueryParsed): Promise<void> {
  if (!parsed.attributeQuery) return;
  try {
    await attributeFiltersOf(db, parsed.subCategoryName, parsed.attributeQuery);
  } catch {
    throw refusedWith(attributeMessages.unknownFilter);
  }
}

export function requireNarrowing(
  parsed: PostListQueryParsed,
  places: readonly string[],
  categoryNames: ReadonlyMap<string, string>,
): void {
  for (const slug of [parsed.categoryName, parsed.subCategoryName]) {
    if (slug !== undefined && !categoryNames.has(slug)) throw refusedWith(savedSearchMessages.unknownCategory);
  }
  const keyword = parsed.searchKeyword?.trim();
  const typed = keyword ? placeWordsOf(searchTokens(keyword), places) : null;
  const narrows =
    parsed.categoryName !== undefined ||
    parsed.subCategoryName !== undefined ||
    parsed.minPrice !== undefined ||
    parsed.maxPrice !== undefined ||
    parsed.location !== undefined ||
    parsed.attributeQuery !== undefined ||
    (parsed.postTypes !== undefined && new Set(parsed.postTypes).size < postTypes.length) ||
    (typed !== null && (typed.places.length > 0 || (typed.tokens?.words.length ?? 0) > 0));
  if (!narrows) throw refusedWith(savedSearchMessages.noFilter);
}

/**
 * A list's query string read as GET /api/posts/list reads it (postListQuerySchema, repeated keys as arrays),
 * always the public target and only the filters of SAVED_KEYS (no page, seller or ids). Bad input is a 400 on
 * `query`. Answers the parsed query and the normalised string, the same for equal searches however written.
 */
export function parseSavedQuery(
  raw: string,
  places: readonly string[],
): { parsed: PostListQueryParsed; query: string } {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const input: Record<string, string | string[]> = {};
  for (const key of SAVED_KEYS) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length > 0) input[key] = values.length === 1 ? (values[0] as string) : values;
  }
  const result = postListQuerySchema.safeParse({ ...input, listTarget: 'public' });
  if (!result.success) throw refused();
  const parsed: PostListQueryParsed = result.data;
  if (parsed.location !== undefined && !places.includes(parsed.location)) throw refused();
  // The fields' filters (PRODUCT.md §25): kept by name, in name order, a list of choices sorted.
  const attributeQuery: Record<string, string> = {};
  for (const name of [...new Set(params.keys())].filter((key) => key.startsWith('attr.')).sort()) {
    if (!/^attr\.[a-z][a-zA-Z0-9]{0,39}(\.(min|max))?$/.test(name)) throw refused();
    const values = params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length === 0) continue;
    attributeQuery[name] = /\.(min|max)$/.test(name) ? (values[0] as string) : [...new Set(values)].sort().join(',');
  }
  if (Object.keys(attributeQuery).length > 0) parsed.attributeQuery = attributeQuery;
  const normal = new URLSearchParams();
  for (const key of SAVED_KEYS) {
    const value = parsed[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    // 'all' is the list's default search type: left out, so equal searches read alike.
    if (key === 'searchFilterType' && (value === 'all' || !parsed.searchKeyword)) continue;
    normal.set(key, Array.isArray(value) ? [...value].sort().join(',') : String(value));
  }
  for (const [name, value] of Object.entries(attributeQuery)) normal.set(name, value);
  return { parsed, query: normal.toString() };
}

/**
 * The saved search's conditions on posts: exactly the list's (filterConditions, the keyword's places and its
 * search condition, built as listPosts builds them), without the typo words, which follow the day's titles.
 */
/** Expanded keywords already read in one matcher run, by tokens and search type (equal keywords, one read). */
export type ExpansionCache = Map<string, ReturnType<typeof expandKeyword>>;

export async function savedSearchWhere(
  db: Database,
  viewer: UserRow | null,
  parsed: PostListQueryParsed,
  places: readonly string[],
  cache?: ExpansionCache,
): Promise<SQL> {
  const { conditions } = filterConditions(viewer, parsed);
  if (parsed.attributeQuery) {
    const { fields, filters } = await attributeFiltersOf(db, parsed.subCategoryName, parsed.attributeQuery);
    conditions.push(...attributeConditions(fields, filters));
  }
  const keyword = parsed.searchKeyword?.trim();
  if (keyword) {
    const typed = placeWordsOf(searchTokens(keyword), places);
    conditions.push(...typed.places.map(locatedInOrNaming));
    const filterType = parsed.searchFilterType ?? 'all';
    if (typed.tokens) {
      const key = `${filterType}\n${JSON.stringify(typed.tokens)}`;
      let expansion = cache?.get(key);
      if (!expansion) {
        expansion = expandKeyword(db, typed.tokens, filterType === 'all', false, places);
        cache?.set(key, expansion);
      }
      const expanded = await expansion;
      const search = searchCondition(typed.tokens, expanded, parsed.searchFilterType, placeWordsPattern(places));
      conditions.push(search.where);
    }
  }
  return and(...conditions) as SQL;
}
