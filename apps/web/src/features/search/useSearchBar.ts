import type { SearchFilterType, SearchSuggestion } from '@skelbimai/contract';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useCategories } from '../categories/index.ts';
import {
  categoryRoute,
  everywhereSearchUrl,
  isFilterHidden,
  offersSuggestions,
  readSearch,
  type SearchState,
  type SearchTrigger,
  searchNavigation,
  searchPlaceholder,
} from './searchTarget.ts';

/** What both search bar variants need from the current page; the rules live in ./searchTarget.ts. */
export function useSearchBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: categories } = useCategories();
  const current = readSearch(location.search);

  /** Runs a search if this trigger on this page calls for one; true when it navigated. */
  const search = (trigger: SearchTrigger, next: SearchState): boolean => {
    const href = searchNavigation(trigger, location, next);
    if (href) void navigate(href);
    return href !== null;
  };

  /**
   * A suggestion was picked: a word searches it like Enter; a category opens its list, without the typed text
   * (which named the category). A word's count is the whole site's, so from a category's page it searches every
   * category: 'kėdės – 3 skelbimai' lists those 3 ads (decision 0084).
   */
  const pickSuggestion = (suggestion: SearchSuggestion, filterType: SearchFilterType) => {
    if (suggestion.kind === 'word') {
      if (categoryRoute(location.pathname))
        void navigate(everywhereSearchUrl({ keyword: suggestion.text, filterType }));
      else search('enter', { keyword: suggestion.text, filterType });
    } else void navigate(paths.category(suggestion.categoryName, suggestion.subCategoryName ?? undefined));
  };

  return {
    current,
    /** Changes on every navigation: the field then shows the address's keyword again. */
    locationKey: location.key,
    placeholder: searchPlaceholder(location.pathname, categories),
    filterHidden: isFilterHidden(location.pathname),
    suggestionsOffered: offersSuggestions(location.pathname),
    search,
    pickSuggestion,
  };
}
