import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { ErrorPage, NotFoundPage } from './ErrorPage.tsx';
import { GuestOnly, RequireAdmin, RequireAuth, RequireRole } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { lazyPage } from './lazyPage.ts';

/**
 * Every route of SPEC.md §2. Each screen is its own lazily loaded chunk, so the home page never
 * downloads the dashboard, account or ad-form code. Guards are pathless layout routes:
 *
 * | guard        | routes                                                          | otherwise             |
 * |--------------|-----------------------------------------------------------------|-----------------------|
 * | GuestOnly    | /prisijungimas, /registracija                                   | → /                   |
 * | RequireAuth  | /new, /mano/* but the two below                                 | → /prisijungimas?returnUrl=… |
 * | RequireRole  | /dashboard, /dashboard/posts, /dashboard/users (DECISIONS #47)  | → /                   |
 * | RequireAdmin | /dashboard/orders, /dashboard/payments                          | → /                   |
 * | none         | /, /visi, /skelbimai/…, /skelbimas/…, info pages, /testing/payment | –                  |
 * | none         | /mano/pazymeti, /mano/paslepti (a guest's sets live in the browser) | –                 |
 *
 * /testing/payment is open: it stands in for the payment provider's page, which needs no sign-in.
 */
const page = lazyPage;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    // The layout itself failed: show the error without it.
    errorElement: <ErrorPage />,
    // First load of a lazy screen, before anything can render.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Screen errors render inside the layout, so the toolbar and drawer still work.
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../features/home/HomePage.tsx')) },
          { path: 'visi', lazy: page(() => import('../features/ads/AllAdsPage.tsx')) },
          { path: 'skelbimai/:categoryLogicalName?', lazy: page(() => import('../features/ads/CategoryAdsPage.tsx')) },
          {
            path: 'skelbimai/:category/:subCategoryLogicalName',
            lazy: page(() => import('../features/ads/CategoryAdsPage.tsx')),
          },
          { path: 'skelbimas/:id?', lazy: page(() => import('../features/ads/AdPage.tsx')) },
          { path: 'information', lazy: page(() => import('../features/info/InformationPage.tsx')) },
          { path: 'inspire', lazy: page(() => import('../features/info/InspirePage.tsx')) },
          { path: 'rules', lazy: page(() => import('../features/info/RulesPage.tsx')) },
          { path: 'pricing', lazy: page(() => import('../features/pricing/PricingPage.tsx')) },
          { path: 'testing/payment', lazy: page(() => import('../features/wallet/PaymentTestPage.tsx')) },
          // Guests keep favourites and hidden ads in the browser (SPEC.md §1), so these two lists are open to them.
          { path: 'mano/pazymeti', lazy: page(() => import('../features/favorites/BookmarkedAdsPage.tsx')) },
          { path: 'mano/paslepti', lazy: page(() => import('../features/hiddens/HiddenAdsPage.tsx')) },
          {
            Component: GuestOnly,
            children: [
              { path: 'prisijungimas', lazy: page(() => import('../features/auth/LoginPage.tsx')) },
              { path: 'registracija', lazy: page(() => import('../features/auth/RegisterPage.tsx')) },
            ],
          },
          {
            Component: RequireAuth,
            children: [
              { path: 'new', lazy: page(() => import('../features/ads/NewAdPage.tsx')) },
              { path: 'mano/skelbimai', lazy: page(() => import('../features/ads/MyAdsPage.tsx')) },
              { path: 'mano/papildymai', lazy: page(() => import('../features/wallet/TopUpsPage.tsx')) },
              { path: 'mano/papildymas/:id?', lazy: page(() => import('../features/wallet/TopUpPage.tsx')) },
              { path: 'mano/uzsakymai', lazy: page(() => import('../features/orders/OrdersPage.tsx')) },
              { path: 'mano/uzsakymas/:id?', lazy: page(() => import('../features/orders/OrderPage.tsx')) },
              { path: 'mano/paskyra', lazy: page(() => import('../features/auth/AccountPage.tsx')) },
            ],
          },
          {
            Component: RequireRole,
            children: [
              { path: 'dashboard', lazy: page(() => import('../features/dashboard/DashboardPage.tsx')) },
              { path: 'dashboard/posts', lazy: page(() => import('../features/dashboard/DashboardPostsPage.tsx')) },
              // Moderators block users here; editing, roles and deletion are hidden from them (and refused by the API).
              { path: 'dashboard/users', lazy: page(() => import('../features/dashboard/DashboardUsersPage.tsx')) },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              { path: 'dashboard/orders', lazy: page(() => import('../features/dashboard/DashboardOrdersPage.tsx')) },
              {
                path: 'dashboard/payments',
                lazy: page(() => import('../features/dashboard/DashboardPaymentsPage.tsx')),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
