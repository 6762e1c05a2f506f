/**
 * The requests the bench times: GET /api/posts/list with `query` (the list, filter and search paths of the
 * web app), or another GET at `path`.
 */
export interface Scenario {
  name: string;
  query: string;
  path?: string;
}

/** The URL path and query a scenario requests. */
export const pathOf = (scenario: Scenario, activePostId: number) =>
  (scenario.path ?? `/api/posts/list?${scenario.query}`).replace('{activePostId}', String(activePostId));

export const scenarios: Scenario[] = [
  // Every page's drawer and the home page ask for it.
  { name: 'category tree', query: '', path: '/api/categories/get' },
  { name: 'newest, all, page 1', query: 'page=1' },
  { name: 'newest, all, page 50', query: 'page=50' },
  { name: 'category', query: 'categoryName=transportas&page=1' },
  {
    name: 'subcategory + price + types',
    query:
      'categoryName=transportas&subCategoryName=automobiliai&minPrice=2000&maxPrice=10000&postTypes=sell,buy&page=1',
  },
  { name: 'sort priceAsc', query: 'sort=priceAsc&page=1' },
  { name: 'sort priceDesc', query: 'sort=priceDesc&page=1' },
  { name: 'sort oldest', query: 'sort=oldest&page=1' },
  { name: 'search all', query: 'searchKeyword=automobilis&searchFilterType=all&page=1' },
  { name: 'search title', query: 'searchKeyword=automobilis&searchFilterType=title&page=1' },
  { name: 'search description', query: 'searchKeyword=automobilis&searchFilterType=description&page=1' },
  { name: 'search typo (automobylis)', query: 'searchKeyword=automobylis&searchFilterType=all&page=1' },
  // PRODUCT.md §20: a colloquial word the vocabulary widens, and a category's name (its ads match too).
  { name: 'search synonym (mašina)', query: 'searchKeyword=ma%C5%A1ina&searchFilterType=all&page=1' },
  { name: 'search category word (dviračiai)', query: 'searchKeyword=dvira%C4%8Diai&searchFilterType=all&page=1' },
  {
    name: 'search + category',
    query: 'searchKeyword=saldytuvas&searchFilterType=all&categoryName=namai-ir-buitis&page=1',
  },
  // {activePostId}: a publicly visible ad the bench picks after seeding.
  { name: 'single ad', query: '', path: '/api/posts/single/{activePostId}' },
];
