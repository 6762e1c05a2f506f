/**
 * The portal's client routes (PRODUCT.md §2), once: the web's router (apps/web/src/app/routes.tsx) takes its
 * paths and guards from here, and the server (apps/api/src/modules/pages) matches the same table to answer
 * an unknown address with 404, fill each page's metadata, keep private pages out of search engines and
 * list the public ones in the sitemap. Zod-free, so the web's first load can import it.
 *
 * Patterns use React Router's syntax: `:name` is one segment, `:name?` an optional one. Matching ignores
 * letter case and a trailing slash, as React Router does.
 */

import { formatPrice } from './money.ts';

/** Who may open a route; the web's guards enforce it (guests only, signed in, any role, administrator). */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'role' | 'admin';

export interface ClientRoute {
  readonly path: string;
  readonly access: RouteAccess;
  /** The page's name in its title ('{title} – {site name}'); the home page's title is the site name alone. */
  readonly title: string;
  /** Open to anyone but still personal (a guest's saved sets, the payment test page): never indexed. */
  readonly personal?: boolean;
}

export const clientRoutes = {
  home: { path: '/', access: 'public', title: 'Pradžia' },
  allAds: { path: '/visi', access: 'public', title: 'Visi skelbimai' },
  category: { path: '/skelbimai/:categoryLogicalName?', access: 'public', title: 'Skelbimai' },
  subCategory: { path: '/skelbimai/:category/:subCategoryLogicalName', access: 'public', title: 'Skelbimai' },
  ad: { path: '/skelbimas/:id?', access: 'public', title: 'Skelbimas' },
  // A seller's public page: name, member since, confirmed contacts and their active ads.
  seller: { path: '/pardavejas/:userId', access: 'public', title: 'Pardavėjas' },
  information: { path: '/information', access: 'public', title: 'Informacija' },
  inspire: { path: '/inspire', access: 'public', title: 'Patarimai, kaip parašyti gerą skelbimą' },
  rules: { path: '/rules', access: 'public', title: 'Taisyklės ir privatumo politika' },
  pricing: { path: '/pricing', access: 'public', title: 'Kainos' },
  // It stands in for the payment provider's page, which needs no sign-in.
  paymentTest: { path: '/testing/payment', access: 'public', title: 'Mokėjimo testas', personal: true },
  // The one-click unsubscribe of every e-mail: the signed token is the only authority, no sign-in.
  unsubscribe: { path: '/atsisakyti', access: 'public', title: 'Laiškų atsisakymas', personal: true },
  // An expiry reminder's one-click renewal: signed token, no sign-in, works once.
  renewal: { path: '/pratesti', access: 'public', title: 'Skelbimo pratęsimas', personal: true },
  // A decision's statement and its appeal from the e-mail's signed link: a blocked account cannot sign in.
  appeal: { path: '/skundas', access: 'public', title: 'Sprendimo apskundimas', personal: true },
  // Guests keep favourites and hidden ads in the browser (PRODUCT.md §1), so these two lists are open to them.
  bookmarked: { path: '/mano/pazymeti', access: 'public', title: 'Pažymėti skelbimai', personal: true },
  hidden: { path: '/mano/paslepti', access: 'public', title: 'Paslėpti skelbimai', personal: true },
  login: { path: '/prisijungimas', access: 'guest', title: 'Prisijungimas' },
  register: { path: '/registracija', access: 'guest', title: 'Registracija' },
  newAd: { path: '/new', access: 'auth', title: 'Naujas skelbimas' },
  myAds: { path: '/mano/skelbimai', access: 'auth', title: 'Mano skelbimai' },
  // One ad's daily views, phone reveals and bookmarks for its owner (and moderators) (PRODUCT.md §15).
  adStatistics: { path: '/mano/skelbimai/:id/statistika', access: 'auth', title: 'Skelbimo statistika' },
  topUps: { path: '/mano/papildymai', access: 'auth', title: 'Mano papildymai' },
  topUp: { path: '/mano/papildymas/:id?', access: 'auth', title: 'Papildymas' },
  orders: { path: '/mano/uzsakymai', access: 'auth', title: 'Mano užsakymai' },
  order: { path: '/mano/uzsakymas/:id?', access: 'auth', title: 'Užsakymas' },
  account: { path: '/mano/paskyra', access: 'auth', title: 'Mano paskyra' },
  // Which kinds of e-mail the account gets; the unsubscribe link of each e-mail writes the same switches.
  notifications: { path: '/mano/pranesimai', access: 'auth', title: 'Pranešimai' },
  // The user's saved searches and their alerts' frequency.
  savedSearches: { path: '/mano/paieskos', access: 'auth', title: 'Išsaugotos paieškos' },
  // Messages between buyer and seller: the inbox and one conversation.
  messages: { path: '/mano/zinutes', access: 'auth', title: 'Žinutės' },
  conversation: { path: '/mano/zinutes/:id', access: 'auth', title: 'Pokalbis' },
  // The dashboard: every route for moderators ('role') or administrators only ('admin'), its tabs in this order.
  // Moderators work on ads and reports; users, orders and payments are the administrators' (DECISIONS #8).
  dashboard: { path: '/dashboard', access: 'role', title: 'Valdymo skydas' },
  dashboardPosts: { path: '/dashboard/posts', access: 'role', title: 'Skelbimai ir pranešimai' },
  // Notices about illegal content, from anyone.
  dashboardNotices: { path: '/dashboard/pranesimai', access: 'role', title: 'Pranešimai apie turinį' },
  dashboardUsers: { path: '/dashboard/users', access: 'role', title: 'Vartotojai' },
  // The search vocabulary: moderators add and delete synonyms, as on the overview's misses list.
  dashboardVocabulary: { path: '/dashboard/zodynas', access: 'role', title: 'Paieškos žodynas' },
  // Appeals of moderation decisions and the transparency report's counts (DSA).
  dashboardAppeals: { path: '/dashboard/skundai', access: 'role', title: 'Skundai' },
  dashboardTransparency: { path: '/dashboard/skaidrumas', access: 'role', title: 'Skaidrumo ataskaita' },
  // The words that hold an ad for review.
  dashboardWords: { path: '/dashboard/zodziai', access: 'role', title: 'Draudžiami žodžiai' },
  // The fields of each kind of ad: administrators add a choice (a new car model) or a field (PRODUCT.md §25).
  dashboardFields: { path: '/dashboard/laukai', access: 'admin', title: 'Skelbimų laukai' },
  dashboardPayments: { path: '/dashboard/payments', access: 'admin', title: 'Mokėjimai' },
  dashboardOrders: { path: '/dashboard/orders', access: 'admin', title: 'Užsakymai' },
  dashboardAudit: { path: '/dashboard/audit', access: 'admin', title: 'Veiksmų žurnalas' },
} as const satisfies Record<string, ClientRoute>;

export type ClientRouteId = keyof typeof clientRoutes;
export const clientRouteIds = Object.keys(clientRoutes) as ClientRouteId[];

const isDashboardAccess = (access: RouteAccess) => access === 'role' || access === 'admin';

/** The dashboard's pages: the routes for moderators or administrators only, in the order of its tabs. */
export type DashboardRouteId = {
  [Id in ClientRouteId]: (typeof clientRoutes)[Id]['access'] extends 'role' | 'admin' ? Id : never;
}[ClientRouteId];
export const dashboardRouteIds = clientRouteIds.filter((id): id is DashboardRouteId =>
  isDashboardAccess(clientRoutes[id].access),
);

/** The parameter names of a pattern: 'userId' of '/pardavejas/:userId', 'id' of '/skelbimas/:id?'. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? (Name extends `${infer Bare}?` ? Bare : Name) | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name extends `${infer Bare}?`
      ? Bare
      : Name
    : never;

/** The routes whose path has no parameter: their address is the path itself. */
export type StaticRouteId = {
  [Id in ClientRouteId]: ParamNames<(typeof clientRoutes)[Id]['path']> extends never ? Id : never;
}[ClientRouteId];

export type RouteParams<Id extends ClientRouteId> = Record<
  ParamNames<(typeof clientRoutes)[Id]['path']>,
  string | number
>;

/** A route's address with its parameters filled in, each percent-encoded: routePath('ad', { id: 42 }) is '/skelbimas/42'. */
export function routePath<Id extends ClientRouteId>(id: Id, params: RouteParams<Id>): string {
  const values: Record<string, string | number | undefined> = params;
  const segments = segmentsOf(clientRoutes[id].path).flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const value = values[segment.replace(/^:|\?$/g, '')];
    if (value !== undefined) return [encodeURIComponent(String(value))];
    if (segment.endsWith('?')) return [];
    throw new Error(`${id}: ${segment} has no value`);
  });
  return `/${segments.join('/')}`;
}

/** Not for search engines: anything behind a guard, and the personal pages open to guests. */
export function isPrivateRoute(route: ClientRoute): boolean {
  return route.access !== 'public' || route.personal === true;
}

export interface RouteMatch {
  id: ClientRouteId;
  route: ClientRoute;
  /** Decoded values of the pattern's parameters that the path has. */
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchPattern(pattern: string, pathSegments: string[]): Record<string, string> | null {
  const patternSegments = segmentsOf(pattern);
  const required = patternSegments.filter((segment) => !segment.endsWith('?')).length;
  if (pathSegments.length < required || pathSegments.length > patternSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const value = pathSegments[index];
    if (segment.startsWith(':')) {
      if (value !== undefined) params[segment.replace(/^:|\?$/g, '')] = value;
    } else if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The client route a path (without the query) belongs to, or null: the 404 page. */
export function matchClientRoute(pathname: string): RouteMatch | null {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // A malformed %-escape is no page of ours.
  }
  for (const id of clientRouteIds) {
    const route: ClientRoute = clientRoutes[id];
    const params = matchPattern(route.path, segments);
    if (params) return { id, route, params };
  }
  return null;
}

/** ' – ' between a page's name and the portal's in the document title (PRODUCT.md §2). */
export const TITLE_SEPARATOR = ' – ';

/** '{page} – {site name}', or the site name alone (the home page). */
export function documentTitle(page: string | null | undefined, siteName: string): string {
  return page ? `${page}${TITLE_SEPARATOR}${siteName}` : siteName;
}

/** What a seller is called: their display name, or 'Pardavėjas' for one who gave none. */
export function sellerName(displayName: string | null | undefined): string {
  return displayName?.trim() || clientRoutes.seller.title;
}

/** An ad page's name: its title, price and town ('Dviratis, 120,00 €, Kėdainiai'), as a shared link shows it. */
export function adPageName(post: { title: string; price: number | null; location: string }): string {
  return [post.title, formatPrice(post.price), post.location.trim()].filter(Boolean).join(', ');
}
