import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '../api/index.ts';
import {
  fetchPostPage,
  firstListPageKey,
  newestPostsQuery,
  type PostListParams,
  showcaseQuery,
  similarPostsQuery,
} from '../features/ads/index.ts';
import { listQuery } from '../features/ads/list/listQuery.ts';
import { goneAdOf, parsePostId, postKeys, singlePostQuery } from '../features/ads/postApi.ts';
import { type AuthState, authState, profileQuery } from '../features/auth/index.ts';
import { categoriesQuery, findCategory } from '../features/categories/index.ts';
import { parseSellerId, sellerAdsQuery, sellerQuery } from '../features/sellers/index.ts';
import { siteInfoQuery } from '../features/site/index.ts';
import { loginPath, paths } from '../lib/paths.ts';
import type { RouteLoaders } from './routes.tsx';

/**
 * The server render's loaders (entry-server.tsx): they put into the query cache what the screens will ask for,
 * under the same keys, so the HTML shows the page's content and the browser starts from the same cache. A
 * failed prefetch is left to the browser (both sides then render the screen's loading state); only a missing
 * ad becomes the router's 404 and only a guard's refusal a redirect. `queryClientOf` answers the render's own
 * cache: one set of loaders serves every render.
 */
export function serverLoaders(queryClientOf: () => QueryClient): RouteLoaders {
  const firstListPage = async (query: PostListParams) => {
    const queryClient = queryClientOf();
    const listKey = JSON.stringify(query);
    await queryClient.prefetchQuery({ queryKey: firstListPageKey(listKey), queryFn: () => fetchPostPage(query, 1) });
  };
  const searchOf = (request: Request) => new URL(request.url).searchParams;
  const done = () => null;

  const categoryList = async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.categoryLogicalName ?? params.category;
    if (!slug) return firstListPage(listQuery(searchOf(request))).then(done);
    const queryClient = queryClientOf();
    await queryClient.prefetchQuery(categoriesQuery);
    const categories = queryClient.getQueryData(categoriesQuery.queryKey);
    const { category, subCategory } = findCategory(categories ?? [], slug, params.subCategoryLogicalName);
    // An unknown category is the screen's own 404 display (the API sets the status).
    if (!category || (params.subCategoryLogicalName !== undefined && !subCategory)) return null;
    const fixed = { categoryName: category.logicalName, subCategoryName: subCategory?.logicalName };
    await firstListPage(listQuery(searchOf(request), fixed));
    return null;
  };

  const screens: RouteLoaders['screens'] = {
    home: () => {
      const queryClient = queryClientOf();
      return Promise.all([queryClient.prefetchQuery(showcaseQuery), queryClient.prefetchQuery(newestPostsQuery)]).then(
        done,
      );
    },
    allAds: ({ request }) => firstListPage(listQuery(searchOf(request))).then(done),
    category: categoryList,
    subCategory: categoryList,
    ad: async ({ params }) => {
      const id = parsePostId(params.id);
      if (id === null) return null;
      const queryClient = queryClientOf();
      try {
        const post = await queryClient.fetchQuery(singlePostQuery(id));
        // The seller block's 'Visi pardavėjo skelbimai (N)' asks for the seller's card.
        await Promise.all([
          queryClient.prefetchQuery(similarPostsQuery(post)),
          post.seller ? queryClient.prefetchQuery(sellerQuery(post.seller.id)) : null,
        ]);
      } catch (error) {
        // It existed (deleted, expired, blocked): the screen shows it gone, from what the 410 said (the status
        // comes from the API's page resolver). A failed query is not sent to the browser, so it goes under a key.
        const gone = goneAdOf(error);
        if (gone) {
          queryClient.setQueryData(postKeys.gone(id), gone);
          await queryClient.prefetchQuery(similarPostsQuery(gone));
          return null;
        }
        // Missing or not the viewer's to see: the error page with the API's status.
        if (isApiError(error) && error.status >= 400 && error.status < 500) throw data(null, { status: 404 });
        throw error;
      }
      return null;
    },
    seller: async ({ params }) => {
      const id = parseSellerId(params.userId);
      if (id === null) return null;
      const queryClient = queryClientOf();
      try {
        await Promise.all([queryClient.fetchQuery(sellerQuery(id)), firstListPage(sellerAdsQuery(id))]);
      } catch (error) {
        // Unknown, deleted or blocked: the error page with the API's status.
        if (isApiError(error) && error.status >= 400 && error.status < 500) throw data(null, { status: 404 });
        throw error;
      }
      return null;
    },
  };

  const viewer = async (): Promise<AuthState> => {
    const user = await queryClientOf().ensureQueryData(profileQuery);
    const none = async () => {};
    return authState(user, user ? 'logged' : 'login', { setUser: () => {}, logout: none, refresh: none });
  };

  /** The guards' rules (guards.tsx), answered before rendering: the server knows who is signed in. */
  const guard =
    (access: 'guest' | 'auth' | 'role' | 'admin'): LoaderFunction =>
    async ({ request }) => {
      const auth = await viewer();
      const url = new URL(request.url);
      if (access === 'auth' && !auth.isAuthenticated) throw redirect(loginPath(`${url.pathname}${url.search}`));
      if (access === 'guest' && auth.isAuthenticated) throw redirect(paths.home);
      if (access === 'role' && !auth.hasRole) throw redirect(paths.home);
      if (access === 'admin' && !auth.isAdmin) throw redirect(paths.home);
      return null;
    };

  // The layout's own calls (settings, categories for the drawer and tiles, who is signed in), in parallel.
  const root = () => {
    const queryClient = queryClientOf();
    return Promise.all([
      queryClient.prefetchQuery(siteInfoQuery),
      queryClient.prefetchQuery(categoriesQuery),
      queryClient.prefetchQuery(profileQuery),
    ]).then(done);
  };

  return { root, guard, screens };
}
