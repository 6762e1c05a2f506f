import type { SearchFilterType } from '@skelbimai/contract';
import { clientRouteIds, clientRoutes, routePath, type StaticRouteId } from './contract.ts';

type RouteTable = typeof clientRoutes;

/** Every route without parameters, its address being its path: paths.account is '/mano/paskyra'. */
const staticPaths = Object.fromEntries(
  clientRouteIds.filter((id) => !clientRoutes[id].path.includes(':')).map((id) => [id, clientRoutes[id].path]),
) as { readonly [Id in StaticRouteId]: RouteTable[Id]['path'] };

const id = (value: number | string) => ({ id: value });

/**
 * Every address of the portal, built from the contract's route table (the one source of paths), so links and
 * redirects cannot drift from the router and the server.
 */
export const paths = {
  ...staticPaths,
  /** There is no edit route: the ad form at /new edits the ad named by `id`. */
  editAd: (adId: number | string) => `${clientRoutes.newAd.path}?id=${encodeURIComponent(String(adId))}`,
  /** The ad form filled from the owner's ad `adId` (a sold one's 'Įkelti panašų skelbimą'), its pictures left out. */
  similarAd: (adId: number | string) => `${clientRoutes.newAd.path}?panasus=${encodeURIComponent(String(adId))}`,
  ad: (adId: number | string) => routePath('ad', id(adId)),
  seller: (userId: string) => routePath('seller', { userId }),
  category: (categoryLogicalName: string, subCategoryLogicalName?: string) =>
    subCategoryLogicalName
      ? routePath('subCategory', { category: categoryLogicalName, subCategoryLogicalName })
      : routePath('category', { categoryLogicalName }),
  adStatistics: (adId: number | string) => routePath('adStatistics', id(adId)),
  topUp: (paymentId: number | string) => routePath('topUp', id(paymentId)),
  order: (orderId: number | string) => routePath('order', id(orderId)),
  conversation: (conversationId: number | string) => routePath('conversation', id(conversationId)),
  /** The ad page with 'Parašyti pardavėjui' open (where a guest comes back to after signing in). */
  writeToSeller: (postId: number | string) => `${routePath('ad', id(postId))}?rasyti=1`,
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
