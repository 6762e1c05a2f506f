import type { PostSort, PostType } from '@skelbimai/contract';
import { searchFilterTypes } from '../../../lib/contract.ts';
import { t } from '../../../messages/lt.ts';
import type { PostListParams } from '../api.ts';

/**
 * The list's filters live in the address (minPrice, maxPrice, postTypes as a comma list, location, sort), so
 * a filtered list can be shared and Back undoes a filter. These are the pure rules between the
 * address, the filter form and the API query.
 */
export interface ListFilters {
  /** As typed ('12,50'); validated before it reaches the address. */
  minPrice: string;
  maxPrice: string;
  postTypes: PostType[];
  /** One of the town's settlements (siteInfo.places), '' for all; the server refuses any other. */
  location: string;
  sort: PostSort | '';
  /**
   * A subcategory's field filters as the address holds them (PRODUCT.md §25): 'attr.fuel' → 'diesel,petrol',
   * 'attr.year.min' → '2015'. The API checks them against the subcategory's fields.
   */
  attributes: Record<string, string>;
}

const ATTRIBUTE_PREFIX = 'attr.';

/** The address's attr.* parameters that have a value. */
export function readAttributeParams(params: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name.startsWith(ATTRIBUTE_PREFIX) && value.trim() !== '') attributes[name] = value.trim();
  }
  return attributes;
}

export const allPostTypes = Object.keys(t.ads.postTypes) as PostType[];
const plainSorts: PostSort[] = ['newest', 'oldest', 'priceAsc', 'priceDesc'];

/** 'Pagal atitikimą' makes sense only while a keyword is searched (and is then the default). */
export function availableSorts(hasKeyword: boolean): PostSort[] {
  return hasKeyword ? ['relevance', ...plainSorts] : plainSorts;
}

export function defaultSort(hasKeyword: boolean): PostSort {
  return hasKeyword ? 'relevance' : 'newest';
}

/** '12,50' or '12.5' → 12.5; '' → null; anything else → undefined (invalid). */
export function parseEuros(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export interface PriceErrors {
  minPrice?: string;
  maxPrice?: string;
}

/** Lithuanian messages for a bad price range; empty when both fields are fine. */
export function validatePrices(minPrice: string, maxPrice: string): PriceErrors {
  const errors: PriceErrors = {};
  const min = parseEuros(minPrice);
  const max = parseEuros(maxPrice);
  if (min === undefined) errors.minPrice = t.ads.filters.priceNotNumber;
  else if (min !== null && min < 0) errors.minPrice = t.ads.filters.priceNegative;
  if (max === undefined) errors.maxPrice = t.ads.filters.priceNotNumber;
  else if (max !== null && max < 0) errors.maxPrice = t.ads.filters.priceNegative;
  if (!errors.minPrice && !errors.maxPrice && min != null && max != null && min > max) {
    errors.minPrice = t.ads.filters.priceRange;
  }
  return errors;
}

function validPrice(value: string | null): string {
  const euros = parseEuros(value ?? '');
  return euros != null && euros >= 0 ? String(euros) : '';
}

/** The filters the address holds; values that make no sense are ignored rather than sent. */
export function readFilters(params: URLSearchParams): ListFilters {
  const postTypes = (params.get('postTypes') ?? '')
    .split(',')
    .filter((type): type is PostType => (allPostTypes as string[]).includes(type));
  const hasKeyword = (params.get('searchKeyword') ?? '').trim() !== '';
  const sort = params.get('sort') as PostSort | null;
  return {
    minPrice: validPrice(params.get('minPrice')),
    maxPrice: validPrice(params.get('maxPrice')),
    postTypes: [...new Set(postTypes)],
    location: (params.get('location') ?? '').trim(),
    sort: sort && availableSorts(hasKeyword).includes(sort) ? sort : '',
    attributes: readAttributeParams(params),
  };
}

/**
 * The address after a filter change. Other parameters (the search) stay; a default or empty value
 * leaves the address so it stays short. Prices are written with a dot ('12.5').
 */
export function writeFilters(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('minPrice', validPrice(filters.minPrice));
  set('maxPrice', validPrice(filters.maxPrice));
  set('postTypes', allPostTypes.filter((type) => filters.postTypes.includes(type)).join(','));
  set('location', filters.location.trim());
  const hasKeyword = (next.get('searchKeyword') ?? '').trim() !== '';
  set('sort', filters.sort && filters.sort !== defaultSort(hasKeyword) ? filters.sort : '');
  for (const name of [...next.keys()]) if (name.startsWith(ATTRIBUTE_PREFIX)) next.delete(name);
  for (const [name, value] of Object.entries(filters.attributes)) set(name, value.trim());
  return next;
}

/** How many filters differ from the defaults (the phone's 'Filtrai' button shows it). */
export function activeFilterCount(filters: ListFilters): number {
  return (
    (filters.minPrice ? 1 : 0) +
    (filters.maxPrice ? 1 : 0) +
    (filters.postTypes.length > 0 ? 1 : 0) +
    (filters.location ? 1 : 0) +
    new Set(Object.keys(filters.attributes).map((name) => name.split('.')[1])).size
  );
}

function validFilterType(value: string | null): string | undefined {
  return value && (searchFilterTypes as readonly string[]).includes(value) ? value : undefined;
}

/** The API query of a list page: its fixed part (category, list target) plus the address's search and filters. */
export function listQuery(params: URLSearchParams, fixed: PostListParams = {}): PostListParams {
  const filters = readFilters(params);
  const keyword = (params.get('searchKeyword') ?? '').trim();
  return {
    ...fixed,
    searchKeyword: keyword || undefined,
    searchFilterType: keyword ? validFilterType(params.get('searchFilterType')) : undefined,
    minPrice: filters.minPrice || undefined,
    maxPrice: filters.maxPrice || undefined,
    postTypes: filters.postTypes.join(',') || undefined,
    location: filters.location || undefined,
    sort: filters.sort || undefined,
    // Field filters belong to one subcategory's fields: elsewhere the API would answer 'Nežinomas filtras.'.
    ...(fixed.subCategoryName ? filters.attributes : {}),
  };
}
