import type { ReactNode } from 'react';
import { type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';
import { dashboardScreens } from '../features/dashboard/index.ts';
import {
  type ClientRouteId,
  clientRouteIds,
  clientRoutes,
  type DashboardRouteId,
  type RouteAccess,
} from '../lib/contract.ts';
import { NotFoundView } from './ErrorView.tsx';
import { GuestOnly, RequireAdmin, RequireAuth, RequireRole } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { type LazyScreen, lazyScreen, preloadOf } from './lazyScreen.tsx';

/**
 * Every route of PRODUCT.md §2. The paths and who may open them come from the contract's route table
 * (packages/contract/src/routes.ts), which the server reads too (404s, metadata, sitemap); this file adds
 * the screen of each (the dashboard's come from features/dashboard/pages.ts). Each screen is its own lazily
 * loaded chunk, so the home page never downloads the dashboard, account or ad-form code. The browser routes
 * with React Router's declarative `useRoutes` over this table, the server's render with its data API and the
 * same table plus loaders (decision 0093). Guards are pathless layout routes:
 *
 * | access | guard        | otherwise                      |
 * |--------|--------------|--------------------------------|
 * | guest  | GuestOnly    | → /                            |
 * | auth   | RequireAuth  | → /prisijungimas?returnUrl=…   |
 * | role   | RequireRole  | → / (Moderator or Administrator; /dashboard/users too, to block: DECISIONS #47) |
 * | admin  | RequireAdmin | → /                            |
 * | public | none         | –                              |
 */
const page = lazyScreen;

// One screen for both category levels, so going from a category to its subcategory keeps the screen mounted.
const categoryScreen = page(() => import('../features/ads/CategoryAdsPage.tsx'));

const screens: Record<ClientRouteId, LazyScreen> = {
  home: page(() => import('../features/home/HomePage.tsx')),
  allAds: page(() => import('../features/ads/AllAdsPage.tsx')),
  category: categoryScreen,
  subCategory: categoryScreen,
  ad: page(() => import('../features/ads/AdPage.tsx')),
  seller: page(() => import('../features/sellers/SellerPage.tsx')),
  information: page(() => import('../features/info/InformationPage.tsx')),
  inspire: page(() => import('../features/info/InspirePage.tsx')),
  rules: page(() => import('../features/info/RulesPage.tsx')),
  pricing: page(() => import('../features/pricing/PricingPage.tsx')),
  paymentTest: page(() => import('../features/wallet/PaymentTestPage.tsx')),
  unsubscribe: page(() => import('../features/alerts/UnsubscribePage.tsx')),
  renewal: page(() => import('../features/alerts/RenewalPage.tsx')),
  appeal: page(() => import('../features/moderation/AppealPage.tsx')),
  bookmarked: page(() => import('../features/saved/BookmarkedAdsPage.tsx')),
  hidden: page(() => import('../features/saved/HiddenAdsPage.tsx')),
  login: page(() => import('../features/auth/LoginPage.tsx')),
  register: page(() => import('../features/auth/RegisterPage.tsx')),
  newAd: page(() => import('../features/ads/NewAdPage.tsx')),
  myAds: page(() => import('../features/ads/MyAdsPage.tsx')),
  adStatistics: page(() => import('../features/ads/statistics/AdStatisticsPage.tsx')),
  topUps: page(() => import('../features/wallet/TopUpsPage.tsx')),
  topUp: page(() => import('../features/wallet/TopUpPage.tsx')),
  orders: page(() => import('../features/wallet/OrdersPage.tsx')),
  order: page(() => import('../features/wallet/OrderPage.tsx')),
  account: page(() => import('../features/auth/AccountPage.tsx')),
  notifications: page(() => import('../features/alerts/EmailSettingsPage.tsx')),
  savedSearches: page(() => import('../features/alerts/SavedSearchesPage.tsx')),
  messages: page(() => import('../features/messages/InboxPage.tsx')),
  conversation: page(() => import('../features/messages/ThreadPage.tsx')),
  ...(Object.fromEntries(Object.entries(dashboardScreens).map(([id, load]) => [id, page(load)])) as Record<
    DashboardRouteId,
    LazyScreen
  >),
};

/**
 * Data loading for the server's render (app/serverLoaders.ts): the browser's routes have none (screens fetch
 * their own data, and a hydrated page starts from the server's query cache), the server's fill the query cache
 * before rendering and turn a missing ad into 404 and a guard's refusal into a redirect, shown by
 * `errorElement` (the data router's; the browser's router has none: the layout's ScreenBoundary does it).
 */
export interface RouteLoaders {
  root?: LoaderFunction;
  guard?: (access: Exclude<RouteAccess, 'public'>) => LoaderFunction;
  screens?: Partial<Record<ClientRouteId, LoaderFunction>>;
  errorElement?: ReactNode;
}

/** The screens of one access level; paths are absolute, under the root route '/'. */
function screensFor(access: RouteAccess, loaders: RouteLoaders): RouteObject[] {
  return clientRouteIds
    .filter((id) => clientRoutes[id].access === access)
    .map((id) => {
      const { path } = clientRoutes[id];
      const loader = loaders.screens?.[id];
      const screen = { Component: screens[id].Component, ...(loader ? { loader } : {}) };
      return path === '/' ? { index: true, ...screen } : { path, ...screen };
    });
}

/** A guard's layout route; on the server it carries the guard's loader. */
function guarded(
  access: Exclude<RouteAccess, 'public'>,
  Component: () => ReactNode,
  loaders: RouteLoaders,
): RouteObject {
  const loader = loaders.guard?.(access);
  return { Component, ...(loader ? { loader } : {}), children: screensFor(access, loaders) };
}

/**
 * The kit's catalogue (ui/catalogue), outside the layout: only in development. `import.meta.env.DEV` is false
 * in both production builds, so the page and its chunk are not in them.
 */
const developmentRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: '/dev/komponentai', Component: page(() => import('../ui/catalogue/CataloguePage.tsx')).Component }]
  : [];

/** The route tree; the same shape (and so the same route ids) in the browser and on the server. */
export function buildRoutes(loaders: RouteLoaders = {}): RouteObject[] {
  const errorElement = loaders.errorElement ? { errorElement: loaders.errorElement } : {};
  return [
    ...developmentRoutes,
    {
      id: 'root',
      path: '/',
      ...(loaders.root ? { loader: loaders.root } : {}),
      Component: AppLayout,
      // The layout itself failed: show the error without it.
      ...errorElement,
      children: [
        {
          // Screen errors render inside the layout, so the toolbar and drawer still work.
          ...errorElement,
          children: [
            ...screensFor('public', loaders),
            guarded('guest', GuestOnly, loaders),
            guarded('auth', RequireAuth, loaders),
            guarded('role', RequireRole, loaders),
            guarded('admin', RequireAdmin, loaders),
            // The server answers these addresses with status 404 (modules/pages); this shows the text.
            { path: '*', Component: NotFoundView },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();

/**
 * Loads the lazy screens an address shows before the first render: the browser's before hydrating (the layout's
 * Suspense would otherwise show its spinner, which is not the server's HTML), the server's before rendering.
 */
export async function loadScreensFor(location: { pathname: string }, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route.Component)?.()));
}
