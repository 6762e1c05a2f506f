import type { Category, SearchFilterType } from '@skelbimai/contract';
import { searchFilterTypes } from '../../lib/contract.ts';
import { paths, searchPath } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { findCategory } from '../categories/index.ts';

/**
 * The search bar's rules (PRODUCT.md §2 'Search bar') as pure functions of the current address, so the
 * toolbar components stay thin and every page's behaviour is unit-tested.
 */

/** What started a search: explicit (Enter, the search icon) or accidental (everything else). */
export type SearchTrigger = 'enter' | 'icon' | 'blur' | 'filter' | 'clear' | 'escape';

export interface SearchState {
  keyword: string;
  filterType: SearchFilterType;
}

export interface SearchLocation {
  pathname: string;
  search: string;
}

/** Own-list pages: a search filters the list the user is looking at. */
const ownListPages: readonly string[] = [paths.myAds, paths.bookmarked, paths.hidden, paths.topUps, paths.orders];
/** Dashboard lists: a search filters the list; they search by keyword only (no filter choice). */
const dashboardPages: readonly string[] = [
  paths.dashboardUsers,
  paths.dashboardPosts,
  paths.dashboardPayments,
  paths.dashboardOrders,
];

const placeholders: Readonly<Record<string, string>> = {
  [paths.myAds]: t.search.placeholder.myAds,
  [paths.bookmarked]: t.search.placeholder.bookmarked,
  [paths.hidden]: t.search.placeholder.hidden,
  [paths.topUps]: t.search.placeholder.topUps,
  [paths.orders]: t.search.placeholder.orders,
  [paths.dashboardUsers]: t.search.placeholder.users,
  [paths.dashboardPosts]: t.search.placeholder.ads,
  [paths.dashboardPayments]: t.search.placeholder.topUps,
  [paths.dashboardOrders]: t.search.placeholder.orders,
};

/** '/mano/skelbimai/' → '/mano/skelbimai'; the root stays '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? paths.home : trimmed;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The category slugs of /skelbimai/{category} or /skelbimai/{category}/{subcategory}, else null. */
export function categoryRoute(pathname: string): { category: string; subCategory?: string } | null {
  const segments = normalizePath(pathname).split('/').slice(1);
  if (segments[0] !== 'skelbimai' || segments.length < 2 || segments.length > 3) return null;
  const [, category, subCategory] = segments.map(safeDecode);
  if (!category) return null;
  return subCategory ? { category, subCategory } : { category };
}

export function isHomePage(pathname: string): boolean {
  return normalizePath(pathname) === paths.home;
}

/** Where a search goes from this page: the list shown here, the category shown here, or all ads. */
export function searchDestination(pathname: string): string {
  const path = normalizePath(pathname);
  if (ownListPages.includes(path) || dashboardPages.includes(path)) return path;
  if (categoryRoute(path)) return path;
  return paths.allAds;
}

/**
 * Suggestions while typing (PRODUCT.md §20) come from the public ads' words and the categories: they help where a
 * search lists public ads (all ads, a category), not on one's own lists or the dashboard's.
 */
export function offersSuggestions(pathname: string): boolean {
  const path = normalizePath(pathname);
  return !ownListPages.includes(path) && !dashboardPages.includes(path);
}

/** The filter choice (everywhere / title / description) makes no sense on the dashboard lists. */
export function isFilterHidden(pathname: string): boolean {
  return dashboardPages.includes(normalizePath(pathname));
}

/** The field's placeholder (and accessible name) on this page. Category names come from the API. */
export function searchPlaceholder(pathname: string, categories: readonly Category[] | undefined): string {
  const path = normalizePath(pathname);
  const own = placeholders[path];
  if (own) return own;
  const route = categoryRoute(path);
  if (route && categories) {
    const { category, subCategory } = findCategory(categories, route.category, route.subCategory);
    if (route.subCategory) {
      if (subCategory) return t.search.placeholder.subCategory(subCategory.name);
    } else if (category) {
      return t.search.placeholder.category(category.name);
    }
  }
  return t.search.placeholder.ads;
}

/** On the home page only the explicit triggers search; a stray blur or Escape must not leave it. */
export function triggersSearch(trigger: SearchTrigger, pathname: string): boolean {
  return trigger === 'enter' || trigger === 'icon' || !isHomePage(pathname);
}

export function parseFilterType(value: string | null | undefined): SearchFilterType {
  return (searchFilterTypes as readonly string[]).includes(value ?? '') ? (value as SearchFilterType) : 'all';
}

/** The keyword and filter the address currently holds (defaults: empty, 'all'). */
export function readSearch(search: string): SearchState {
  const params = new URLSearchParams(search);
  return { keyword: params.get('searchKeyword') ?? '', filterType: parseFilterType(params.get('searchFilterType')) };
}

/**
 * The address a search goes to. Staying on the same page keeps its other query parameters (price
 * filters, sorting) but restarts paging; moving to another page starts from a clean query.
 */
export function buildSearchUrl(location: SearchLocation, next: SearchState): string {
  const destination = searchDestination(location.pathname);
  const samePage = destination === normalizePath(location.pathname);
  const params = new URLSearchParams(samePage ? location.search : '');
  params.delete('page');
  params.set('searchKeyword', next.keyword.trim());
  params.set('searchFilterType', next.filterType);
  return `${destination}?${params.toString()}`;
}

/** The all-ads list searching `next`, from a clean query (a picked suggestion on a category's page). */
export function everywhereSearchUrl(next: SearchState): string {
  return searchPath(next.keyword.trim(), next.filterType);
}

/**
 * The address to navigate to for this trigger, or null to stay: the home page ignores accidental
 * triggers, and nothing happens when the keyword and filter equal the address's own (an explicit
 * search from a page that is not its destination, e.g. Enter on the home page, still goes there).
 */
export function searchNavigation(trigger: SearchTrigger, location: SearchLocation, next: SearchState): string | null {
  if (!triggersSearch(trigger, location.pathname)) return null;
  const current = readSearch(location.search);
  const unchanged = current.keyword.trim() === next.keyword.trim() && current.filterType === next.filterType;
  if (unchanged) {
    const explicit = trigger === 'enter' || trigger === 'icon';
    const moves = searchDestination(location.pathname) !== normalizePath(location.pathname);
    if (!(explicit && moves)) return null;
  }
  return buildSearchUrl(location, next);
}
