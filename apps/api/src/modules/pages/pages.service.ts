import {
  adPageName,
  type Category,
  type ClientRoute,
  clientRoutes,
  documentTitle,
  errorMessages,
  type GoneAd,
  isPrivateRoute,
  matchClientRoute,
  type Post,
  postListQuerySchema,
  postSchema,
  type Seller,
  sellerIdSchema,
  sellerName,
  sellerSchema,
  siteInfoSchema,
} from '@skelbimai/contract';
import * as z from 'zod';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { listCategoryTree, treeAnswer, treeResponse } from '../categories/index.ts';
import { summary } from '../html/index.ts';
import { getPost, listPostsForViewer } from '../posts/index.ts';
import { getSiteInfo } from '../settings/index.ts';
import { getSeller } from '../users/index.ts';
import { adKindData } from './adStructuredData.ts';
import {
  adBodyHtml,
  adListHtml,
  adPath,
  categoryLinksHtml,
  categoryPath,
  goneAdBodyHtml,
  headingHtml,
  sellerBodyHtml,
  sellerPath,
  withNotice,
} from './pageBody.ts';
import type { PageHead } from './pageHtml.ts';

export interface PageDeps {
  db: Database;
  storage: PictureStorage;
  site: AppConfig['site'];
  viewer: UserRow | null;
}

export interface ResolvedPage {
  status: 200 | 404 | 410 | 500;
  head: PageHead;
  /**
   * The crawler text (inside <noscript>), asked for only when the page goes out without the web's render:
   * with the render, the lists it would read are not read at all.
   */
  body: () => Promise<string>;
  /**
   * API answers this resolver already read, by the API path the web's render asks for (serialised as the
   * route does): the render takes them instead of reading the same rows again (DECISIONS #115).
   */
  answers?: ReadonlyMap<string, string>;
}

const textOf = (html: string) => () => Promise.resolve(html);

/**
 * The shared answers every page's layout asks for (the settings, the category tree), read from the shared
 * cache (sharedCache.ts) and serialised as their routes send them, so the render takes them without an
 * in-process request each (DECISIONS #148). The cache hands out the same object until it is
 * forgotten, so each is serialised once per cached copy.
 */
export async function sharedLayoutAnswers(db: Database, config: AppConfig): Promise<[string, string][]> {
  const [info, tree] = await Promise.all([getSiteInfo(db, config), listCategoryTree(db)]);
  return [
    ['/api/settings/get', serializedOnce(info, () => serializedOk(siteInfoSchema, info))],
    [
      '/api/categories/get',
      serializedOnce(tree, () => JSON.stringify(z.encode(treeResponse, treeAnswer(withoutFields(tree))))),
    ],
  ];
}

/**
 * The tree a page embeds leaves the subcategories' fields out (the car models alone are tens of kilobytes on
 * every page): the ad form and the filters read them from GET /api/categories/fields/{id} (PRODUCT.md §25).
 */
const withoutFields = (tree: Category[]): Category[] =>
  tree.map((main) => ({
    ...main,
    fields: [],
    childCategories: main.childCategories.map((child) => ({ ...child, fields: [] })),
  }));

const serialized = new WeakMap<object, string>();
function serializedOnce(value: object, serialize: () => string): string {
  let text = serialized.get(value);
  if (text === undefined) {
    text = serialize();
    serialized.set(value, text);
  }
  return text;
}

/** `data` as its route's answer goes out (okResponse(schema) through the zod serialiser: encoded, unknown keys left out). */
function serializedOk<T extends z.ZodType>(schema: T, data: z.output<T>): string {
  return JSON.stringify(z.encode(okResponse(schema), ok(data)));
}

/** What the portal is, for pages that have no description of their own (as index.html says it). */
export const SITE_DESCRIPTION =
  'Miesto ir rajono skelbimų portalas: nekilnojamasis turtas, transportas, darbas, paslaugos, buitis ir kiti skelbimai.';
const NOT_FOUND_TITLE = 'Puslapis nerastas';
const NOT_FOUND_TEXT = '404: Puslapis nerastas.';
const ERROR_TITLE = 'Klaida';
const ERROR_TEXT = 'Įvyko serverio klaida.';
const DESCRIPTION_MAX = 200;

export const siteOrigin = (site: AppConfig['site']) => `${site.protocol}://${site.domain}`;
/** A path or an already absolute URL (pictures from object storage) as an absolute URL. */
const absolute = (site: AppConfig['site'], url: string) =>
  /^https?:\/\//i.test(url) ? url : `${siteOrigin(site)}${url}`;

function head(site: AppConfig['site'], page: string | null, fields: Partial<PageHead> & { path?: string }): PageHead {
  const { path, ...rest } = fields;
  const noindex = rest.noindex ?? false;
  return {
    title: documentTitle(page, site.name),
    shareTitle: page ?? site.name,
    description: SITE_DESCRIPTION,
    siteName: site.name,
    type: 'website',
    // The portal's icon (apps/web/public/icon-512.png, 512 × 512), so a shared link to any page shows something of ours.
    image: { url: absolute(site, '/icon-512.png'), alt: site.name, width: 512, height: 512, large: false },
    structuredData: [],
    ...rest,
    noindex,
    canonicalUrl: noindex || path === undefined ? undefined : absolute(site, path),
  };
}

export function notFoundPage(site: AppConfig['site']): ResolvedPage {
  return {
    status: 404,
    head: head(site, NOT_FOUND_TITLE, { noindex: true }),
    body: textOf(withNotice(headingHtml(NOT_FOUND_TEXT))),
  };
}

export function errorPage(site: AppConfig['site']): ResolvedPage {
  return {
    status: 500,
    head: head(site, ERROR_TITLE, { noindex: true }),
    body: textOf(withNotice(headingHtml(ERROR_TEXT))),
  };
}

/** The first page of a public list, as the list's screen asks for it (PRODUCT.md §9: 20 an answer). */
async function firstListPage(deps: PageDeps, categoryName?: string, subCategoryName?: string): Promise<Post[]> {
  const query = postListQuerySchema.parse({ listTarget: 'public', categoryName, subCategoryName, page: 1 });
  return (await listPostsForViewer(deps.db, deps.storage, deps.viewer, query)).posts;
}

/** How many similar ads a gone ad's page lists (as the ad page's 'Panašūs skelbimai'). */
const GONE_SIMILAR_MAX = 8;

/**
 * /skelbimas/{id} of an ad that existed (410): not indexed, but its links lead on. No picture, price or contact
 * of it: only the notice, its title (unless blocked) and category, and the newest active ads of its subcategory.
 */
async function goneAdPage(deps: PageDeps, gone: GoneAd, notice: string): Promise<ResolvedPage> {
  const { category, subCategory } = gone;
  return {
    status: 410,
    head: head(deps.site, errorMessages.goneAdTitle, {
      noindex: true,
      followLinks: true,
      description: gone.title ? `${notice} ${gone.title}` : notice,
    }),
    body: async () => {
      const similar = await firstListPage(deps, category.logicalName, subCategory.logicalName);
      return goneAdBodyHtml(gone, notice, similar.slice(0, GONE_SIMILAR_MAX));
    },
  };
}

/**
 * /skelbimas/{id}: 404 for a bad id and an id no ad ever had, 410 for an ad the viewer may no longer see
 * (deleted, expired, blocked; its owner still sees an expired or blocked one).
 */
async function adPage(deps: PageDeps, rawId: string | undefined): Promise<ResolvedPage> {
  const { site } = deps;
  const id = rawId && /^\d{1,10}$/.test(rawId) ? Number(rawId) : 0;
  if (id < 1 || id > 2_147_483_647) return notFoundPage(site);
  let post: Post;
  try {
    post = await getPost(deps.db, deps.storage, deps.viewer, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFoundPage(site);
    if (error instanceof AppError && error.status === 410) {
      return goneAdPage(deps, error.data as GoneAd, error.messages.join(' '));
    }
    throw error;
  }
  const name = adPageName(post);
  const cover = post.pictureUploads[0];
  const coverUrl = cover ? absolute(site, cover.url) : undefined;
  const url = absolute(site, adPath(post.id));
  const available = post.status === 'active' && new Date(post.expiresAt).getTime() > Date.now();
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
  // 'Sutartinė' has no price to state; 'Nemokamai' is a price of 0.
  if (post.price !== null) Object.assign(offer, { price: post.price.toFixed(2), priceCurrency: 'EUR' });
  const description = summary(post.description, DESCRIPTION_MAX) || name;
  const kind = adKindData(post);
  return {
    status: 200,
    head: head(site, name, {
      path: adPath(post.id),
      description,
      // Its owner may open an expired or blocked ad; nobody else can, so no search engine should keep it.
      noindex: !available,
      type: 'product',
      // The picture's words are the ad's title: what a screen reader of the shared post says (docs/ACCESSIBILITY.md).
      ...(cover && coverUrl
        ? { image: { url: coverUrl, alt: post.title, width: cover.width, height: cover.height, large: true } }
        : {}),
      structuredData: [
        {
          '@context': 'https://schema.org',
          // Product and, where it fits, Car, Apartment or House (adStructuredData.ts).
          '@type': kind.types.length > 0 ? ['Product', ...kind.types] : 'Product',
          name: post.title,
          description: summary(post.description, 5000) || post.title,
          url,
          image: post.pictureUploads.map((picture) => absolute(site, picture.url)),
          category: `${post.category.name} > ${post.subCategory.name}`,
          ...kind.properties,
          offers: offer,
        },
      ],
    }),
    body: textOf(adBodyHtml(post, coverUrl)),
    answers: new Map([[`/api/posts/single/${post.id}`, serializedOk(postSchema, post)]]),
  };
}

/**
 * /pardavejas/{userId}: 404 for an id that is no uuid and for a seller GetSeller does not show
 * (unknown, deleted, blocked); else the seller's name as the title, their first 20 ads, a ProfilePage.
 */
async function sellerPage(deps: PageDeps, rawId: string | undefined): Promise<ResolvedPage> {
  const { site } = deps;
  const id = sellerIdSchema.safeParse(rawId ?? '');
  if (!id.success) return notFoundPage(site);
  let seller: Seller;
  try {
    seller = await getSeller(deps.db, id.data);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  const name = sellerName(seller.displayName);
  const path = sellerPath(seller.id);
  return {
    status: 200,
    head: head(site, name, {
      path,
      type: 'profile',
      description: `${name}: skelbimai portale ${site.name}. Aktyvių skelbimų: ${seller.activeAdCount}.`,
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: absolute(site, path),
          dateCreated: seller.memberSince,
          mainEntity: { '@type': 'Person', name, identifier: seller.id },
        },
      ],
    }),
    body: async () => {
      const query = postListQuerySchema.parse({ listTarget: 'public', sellerId: seller.id, page: 1 });
      const { posts } = await listPostsForViewer(deps.db, deps.storage, deps.viewer, query);
      return sellerBodyHtml(name, seller, posts);
    },
    answers: new Map([[`/api/users/GetSeller/${encodeURIComponent(seller.id)}`, serializedOk(sellerSchema, seller)]]),
  };
}

/** /skelbimai/{category}[/{subcategory}]: 404 for an unknown one, else its first 20 ads and breadcrumbs. */
async function categoryPage(deps: PageDeps, slug: string, subSlug: string | undefined): Promise<ResolvedPage> {
  const { site } = deps;
  const tree = await listCategoryTree(deps.db);
  const category = tree.find((candidate) => candidate.logicalName === slug);
  const sub = subSlug === undefined ? undefined : category?.childCategories.find((c) => c.logicalName === subSlug);
  if (!category || (subSlug !== undefined && !sub)) return notFoundPage(site);
  const shown: Category = sub ?? category;
  const path = categoryPath(category.logicalName, sub?.logicalName);
  const trail = [
    { name: clientRoutes.allAds.title, path: clientRoutes.allAds.path },
    { name: category.name, path: categoryPath(category.logicalName) },
    ...(sub ? [{ name: sub.name, path }] : []),
  ];
  const description = summary(shown.text, DESCRIPTION_MAX) || `${shown.name}: skelbimai, ${site.townName} ir rajonas.`;
  return {
    status: 200,
    head: head(site, shown.name, {
      path,
      description,
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: absolute(site, item.path),
          })),
        },
      ],
    }),
    body: async () =>
      withNotice(
        headingHtml(shown.name),
        adListHtml(await firstListPage(deps, category.logicalName, sub?.logicalName)),
      ),
  };
}

/** A page without data of its own: its title from the route table; private ones are not indexed. */
function plainPage(site: AppConfig['site'], route: ClientRoute, pathname: string): ResolvedPage {
  const page = route.path === '/' ? null : route.title;
  return {
    status: 200,
    head: head(site, page, { path: pathname, noindex: isPrivateRoute(route) }),
    body: textOf(withNotice(headingHtml(page ?? site.name))),
  };
}

/**
 * The status, head and crawler text of the page at `pathname`: 404 for an address no route has and for a
 * missing ad or category; the data a page shows comes from the same services as the API's.
 */
export async function resolvePage(deps: PageDeps, pathname: string): Promise<ResolvedPage> {
  const { site } = deps;
  const match = matchClientRoute(pathname);
  if (!match) return notFoundPage(site);
  switch (match.id) {
    case 'ad':
      return adPage(deps, match.params.id);
    case 'seller':
      return sellerPage(deps, match.params.userId);
    case 'subCategory':
      return categoryPage(deps, match.params.category ?? '', match.params.subCategoryLogicalName);
    case 'category': {
      const slug = match.params.categoryLogicalName;
      if (slug !== undefined) return categoryPage(deps, slug, undefined);
      return listPage(deps, clientRoutes.allAds.title, clientRoutes.allAds.path);
    }
    case 'allAds':
      return listPage(deps, clientRoutes.allAds.title, clientRoutes.allAds.path);
    case 'home':
      return {
        status: 200,
        head: head(site, null, { path: '/' }),
        body: async () => {
          const [tree, posts] = await Promise.all([listCategoryTree(deps.db), firstListPage(deps)]);
          return withNotice(headingHtml(site.name), categoryLinksHtml(tree), adListHtml(posts));
        },
      };
    default:
      return plainPage(site, match.route, pathname);
  }
}

/** /visi (and /skelbimai, the same list): the newest ads. */
async function listPage(deps: PageDeps, title: string, path: string): Promise<ResolvedPage> {
  return {
    status: 200,
    head: head(deps.site, title, { path }),
    body: async () => withNotice(headingHtml(title), adListHtml(await firstListPage(deps))),
  };
}
