import { describe, expect, it } from 'vitest';
import { categories } from '../../test/fixtures.ts';
import {
  buildSearchUrl,
  categoryRoute,
  isFilterHidden,
  offersSuggestions,
  readSearch,
  type SearchTrigger,
  searchDestination,
  searchNavigation,
  searchPlaceholder,
  triggersSearch,
} from './searchTarget.ts';

const ownLists = ['/mano/skelbimai', '/mano/pazymeti', '/mano/paslepti', '/mano/papildymai', '/mano/uzsakymai'];
const dashboardLists = ['/dashboard/users', '/dashboard/posts', '/dashboard/payments', '/dashboard/orders'];
const accidental: SearchTrigger[] = ['blur', 'filter', 'clear', 'escape'];
const all: SearchTrigger[] = ['enter', 'icon', ...accidental];

describe('searchDestination', () => {
  it.each([...ownLists, ...dashboardLists])('searches the list shown on %s', (path) => {
    expect(searchDestination(path)).toBe(path);
    expect(searchDestination(`${path}/`)).toBe(path);
  });

  it.each([
    '/skelbimai/transportas',
    '/skelbimai/transportas/automobiliai',
    '/skelbimai/nezinoma',
  ])('searches the category shown on %s', (path) => {
    expect(searchDestination(path)).toBe(path);
  });

  it.each([
    '/',
    '/visi',
    '/skelbimas/5',
    '/skelbimai',
    '/skelbimai/a/b/c',
    '/new',
    '/dashboard',
    '/mano/paskyra',
    '/mano/uzsakymas/3',
    '/mano/papildymas/3',
    '/pricing',
    '/prisijungimas',
    '/nera-tokio',
  ])('searches all ads from %s', (path) => {
    expect(searchDestination(path)).toBe('/visi');
  });
});

describe('categoryRoute', () => {
  it('reads the decoded slugs of category and subcategory routes', () => {
    expect(categoryRoute('/skelbimai/transportas')).toEqual({ category: 'transportas' });
    expect(categoryRoute('/skelbimai/transportas/automobiliai/')).toEqual({
      category: 'transportas',
      subCategory: 'automobiliai',
    });
    expect(categoryRoute('/skelbimai/%C5%A1uo')).toEqual({ category: 'šuo' });
    expect(categoryRoute('/skelbimas/5')).toBeNull();
    expect(categoryRoute('/skelbimai')).toBeNull();
  });
});

describe('searchPlaceholder', () => {
  it.each([
    ['/', 'Ieškoti skelbimų'],
    ['/visi', 'Ieškoti skelbimų'],
    ['/skelbimas/5', 'Ieškoti skelbimų'],
    ['/mano/skelbimai', 'Ieškoti savo skelbimų'],
    ['/mano/pazymeti', 'Ieškoti pažymėtų skelbimų'],
    ['/mano/paslepti', 'Ieškoti paslėptų skelbimų'],
    ['/mano/papildymai', 'Ieškoti papildymų'],
    ['/mano/uzsakymai', 'Ieškoti užsakymų'],
    ['/dashboard/users', 'Ieškoti vartotojų'],
    ['/dashboard/posts', 'Ieškoti skelbimų'],
    ['/dashboard/payments', 'Ieškoti papildymų'],
    ['/dashboard/orders', 'Ieškoti užsakymų'],
    ['/dashboard', 'Ieškoti skelbimų'],
    ['/skelbimai/transportas', 'Ieškoti kategorijoje: Transportas'],
    ['/skelbimai/nekilnojamasis-turtas', 'Ieškoti kategorijoje: Nekilnojamasis turtas'],
    ['/skelbimai/transportas/dviraciai', 'Ieškoti subkategorijoje: Dviračiai'],
    ['/skelbimai/transportas/', 'Ieškoti kategorijoje: Transportas'],
    ['/skelbimai/nezinoma', 'Ieškoti skelbimų'],
    ['/skelbimai/transportas/nezinoma', 'Ieškoti skelbimų'],
  ])('%s → %s', (path, text) => {
    expect(searchPlaceholder(path, categories)).toBe(text);
  });

  it('falls back to the general text while the categories load', () => {
    expect(searchPlaceholder('/skelbimai/transportas', undefined)).toBe('Ieškoti skelbimų');
  });
});

describe('isFilterHidden', () => {
  it.each(dashboardLists)('hides the filter choice on %s', (path) => {
    expect(isFilterHidden(path)).toBe(true);
  });

  it.each(['/', '/visi', '/dashboard', '/skelbimai/transportas', ...ownLists])('shows it on %s', (path) => {
    expect(isFilterHidden(path)).toBe(false);
  });
});

describe('offersSuggestions', () => {
  it.each([
    '/',
    '/visi',
    '/skelbimai/transportas',
    '/skelbimai/transportas/dviraciai',
    '/skelbimas/5',
    '/pricing',
  ])('offers the public ads’ words and the categories on %s (its search lists public ads)', (path) => {
    expect(offersSuggestions(path)).toBe(true);
  });

  it.each([...ownLists, ...dashboardLists, '/mano/skelbimai/'])('offers nothing on %s', (path) => {
    expect(offersSuggestions(path)).toBe(false);
  });
});

describe('triggersSearch', () => {
  it.each(accidental)('the home page ignores the accidental %s', (trigger) => {
    expect(triggersSearch(trigger, '/')).toBe(false);
  });

  it.each(['enter', 'icon'] as const)('the home page searches on %s', (trigger) => {
    expect(triggersSearch(trigger, '/')).toBe(true);
  });

  it.each(all)('every other page searches on %s', (trigger) => {
    for (const path of ['/visi', '/skelbimai/transportas', '/mano/skelbimai', '/dashboard/users', '/skelbimas/5']) {
      expect(triggersSearch(trigger, path)).toBe(true);
    }
  });
});

describe('readSearch', () => {
  it('reads the keyword and filter, defaulting to empty and all', () => {
    expect(readSearch('?searchKeyword=dviratis&searchFilterType=title')).toEqual({
      keyword: 'dviratis',
      filterType: 'title',
    });
    expect(readSearch('')).toEqual({ keyword: '', filterType: 'all' });
    expect(readSearch('?searchFilterType=bet-kas')).toEqual({ keyword: '', filterType: 'all' });
  });
});

describe('buildSearchUrl', () => {
  it('keeps the page and its other query parameters, restarting the paging', () => {
    expect(
      buildSearchUrl(
        { pathname: '/skelbimai/transportas', search: '?priceFrom=10&page=3&searchKeyword=senas' },
        { keyword: ' naujas ', filterType: 'description' },
      ),
    ).toBe('/skelbimai/transportas?priceFrom=10&searchKeyword=naujas&searchFilterType=description');
  });

  it('starts from a clean query when moving to all ads', () => {
    expect(
      buildSearchUrl(
        { pathname: '/skelbimas/5', search: '?foto=2' },
        { keyword: 'Šiauliai dviratis', filterType: 'all' },
      ),
    ).toBe('/visi?searchKeyword=%C5%A0iauliai+dviratis&searchFilterType=all');
  });

  it('keeps the trailing-slash-free list address', () => {
    expect(buildSearchUrl({ pathname: '/mano/uzsakymai/', search: '' }, { keyword: '12', filterType: 'all' })).toBe(
      '/mano/uzsakymai?searchKeyword=12&searchFilterType=all',
    );
  });
});

describe('searchNavigation', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('searches the category on Enter', () => {
    expect(searchNavigation('enter', at('/skelbimai/transportas'), { keyword: 'ratai', filterType: 'all' })).toBe(
      '/skelbimai/transportas?searchKeyword=ratai&searchFilterType=all',
    );
  });

  it('goes to all ads from the home page on Enter and the icon, even with an empty keyword', () => {
    expect(searchNavigation('enter', at('/'), { keyword: 'stalas', filterType: 'title' })).toBe(
      '/visi?searchKeyword=stalas&searchFilterType=title',
    );
    expect(searchNavigation('icon', at('/'), { keyword: '', filterType: 'all' })).toBe(
      '/visi?searchKeyword=&searchFilterType=all',
    );
  });

  it.each(accidental)('stays on the home page on %s', (trigger) => {
    expect(searchNavigation(trigger, at('/'), { keyword: 'stalas', filterType: 'title' })).toBeNull();
    expect(searchNavigation(trigger, at('/'), { keyword: '', filterType: 'all' })).toBeNull();
  });

  it.each(['escape', 'clear'] as const)('%s empties the keyword and searches again', (trigger) => {
    expect(
      searchNavigation(trigger, at('/visi', '?searchKeyword=stalas&searchFilterType=title'), {
        keyword: '',
        filterType: 'title',
      }),
    ).toBe('/visi?searchKeyword=&searchFilterType=title');
    expect(
      searchNavigation(trigger, at('/mano/skelbimai', '?searchKeyword=stalas'), { keyword: '', filterType: 'all' }),
    ).toBe('/mano/skelbimai?searchKeyword=&searchFilterType=all');
  });

  it('searches on blur and on a filter change away from home', () => {
    expect(searchNavigation('blur', at('/visi'), { keyword: 'kėdė', filterType: 'all' })).toBe(
      '/visi?searchKeyword=k%C4%97d%C4%97&searchFilterType=all',
    );
    expect(
      searchNavigation('filter', at('/visi', '?searchKeyword=k%C4%97d%C4%97'), {
        keyword: 'kėdė',
        filterType: 'description',
      }),
    ).toBe('/visi?searchKeyword=k%C4%97d%C4%97&searchFilterType=description');
  });

  it.each(all)('does not navigate on %s when the keyword and filter are those of the address', (trigger) => {
    const location = at('/visi', '?searchKeyword=stalas&searchFilterType=title');
    expect(searchNavigation(trigger, location, { keyword: 'stalas ', filterType: 'title' })).toBeNull();
    const category = at('/skelbimai/transportas');
    expect(searchNavigation(trigger, category, { keyword: '', filterType: 'all' })).toBeNull();
  });

  it('does not leave a page that is not a search destination on an accidental event with nothing typed', () => {
    expect(searchNavigation('blur', at('/skelbimas/5'), { keyword: '', filterType: 'all' })).toBeNull();
    expect(searchNavigation('escape', at('/pricing'), { keyword: '', filterType: 'all' })).toBeNull();
  });
});
