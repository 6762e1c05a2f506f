import type { SearchFilterType } from '@skelbimai/contract';

/** Every address of PRODUCT.md §2 in one place, so links and redirects cannot drift apart. */
export const paths = {
  home: '/',
  login: '/prisijungimas',
  register: '/registracija',
  allAds: '/visi',
  newAd: '/new',
  /** No separate edit route (PRODUCT.md §2): the ad form at /new edits the ad named by `id`. */
  editAd: (id: number | string) => `/new?id=${encodeURIComponent(String(id))}`,
  ad: (id: number | string) => `/skelbimas/${encodeURIComponent(String(id))}`,
  /** A seller's public page and ads. */
  seller: (userId: string) => `/pardavejas/${encodeURIComponent(userId)}`,
  category: (categoryLogicalName: string, subCategoryLogicalName?: string) => {
    const base = `/skelbimai/${encodeURIComponent(categoryLogicalName)}`;
    return subCategoryLogicalName ? `${base}/${encodeURIComponent(subCategoryLogicalName)}` : base;
  },
  myAds: '/mano/skelbimai',
  /** One ad's statistics for its owner. */
  adStatistics: (id: number | string) => `/mano/skelbimai/${encodeURIComponent(String(id))}/statistika`,
  bookmarked: '/mano/pazymeti',
  hidden: '/mano/paslepti',
  topUps: '/mano/papildymai',
  topUp: (id: number | string) => `/mano/papildymas/${encodeURIComponent(String(id))}`,
  orders: '/mano/uzsakymai',
  order: (id: number | string) => `/mano/uzsakymas/${encodeURIComponent(String(id))}`,
  account: '/mano/paskyra',
  notifications: '/mano/pranesimai',
  savedSearches: '/mano/paieskos',
  messages: '/mano/zinutes',
  conversation: (id: number | string) => `/mano/zinutes/${encodeURIComponent(String(id))}`,
  /** The ad page with 'Parašyti pardavėjui' open (where a guest comes back to after signing in). */
  writeToSeller: (postId: number | string) => `/skelbimas/${encodeURIComponent(String(postId))}?rasyti=1`,
  dashboard: '/dashboard',
  dashboardAudit: '/dashboard/audit',
  dashboardOrders: '/dashboard/orders',
  dashboardPayments: '/dashboard/payments',
  dashboardPosts: '/dashboard/posts',
  dashboardUsers: '/dashboard/users',
  dashboardVocabulary: '/dashboard/zodynas',
  dashboardAppeals: '/dashboard/skundai',
  dashboardTransparency: '/dashboard/skaidrumas',
  dashboardNotices: '/dashboard/pranesimai',
  dashboardWords: '/dashboard/zodziai',
  information: '/information',
  inspire: '/inspire',
  pricing: '/pricing',
  rules: '/rules',
  paymentTest: '/testing/payment',
  unsubscribe: '/atsisakyti',
  /** A decision's statement and appeal from the e-mail's signed link. */
  appeal: '/skundas',
} as const;

/** Login with the page to come back to: '/prisijungimas?returnUrl=%2Fmano%2Fskelbimai'. */
export function loginPath(returnUrl: string): string {
  return `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** A list searched for a keyword; the toolbar's per-page destinations live in features/search/searchTarget.ts. */
export function searchPath(keyword: string, filterType: SearchFilterType = 'all', base: string = paths.allAds): string {
  const query = new URLSearchParams({ searchKeyword: keyword, searchFilterType: filterType });
  return `${base}?${query.toString()}`;
}
