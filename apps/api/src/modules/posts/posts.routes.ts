import {
  categorySuggestionSchema,
  createPostRequestSchema,
  envelopeSchema,
  fieldCountsSchema,
  holdMessages,
  idParamsSchema as idParams,
  MODERATOR_ROLE,
  paginationSchema,
  postListQuerySchema,
  postSchema,
  routePath,
  updatePostRequestSchema,
} from '@skelbimai/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { type Access, rawQueryIs, requireActiveUser } from '../../http/access.ts';
import { failureResponse, goneResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { rawQueryOf } from '../../http/rawQuery.ts';
import { currentUser } from '../../http/session.ts';
import { forgetGuestPage } from '../guest-pages/index.ts';
import { getMaxPostPictureCount } from '../settings/index.ts';
import { withAdminReports } from './adminReports.service.ts';
import { attributeFiltersOf } from './list/attributes.ts';
import { countElsewhere } from './list/elsewhere.ts';
import { fieldCounts } from './list/fieldCounts.ts';
import { listPostsForViewer } from './list/guestLists.ts';
import { postModerationRoutes } from './moderation.routes.ts';
import { withOwners } from './owners.ts';
import { postExtrasRoutes } from './pictures.routes.ts';
import { createPost, deletePost, getPost, updatePost } from './posts.service.ts';
import { searchHelp } from './searchHelp.ts';
import { postSaleStateRoutes } from './soldReserved.routes.ts';
import { postStatisticsRoutes } from './statistics.routes.ts';
import { withStatisticsTotals } from './statistics.service.ts';
import { countView, fromPersonsBrowser, visitorKey } from './views.service.ts';

/**
 * The list: non-paged answers { posts } beside the envelope; paged answers data plus pagination (PRODUCT.md §3).
 * suggestion: "Ar turėjote omenyje …?" for a public search that found little or nothing, else null.
 * categorySuggestion: a category whose name says the whole query, to narrow to (PRODUCT.md §20), else null.
 * topPosts (public list only): the TOP block shown above the list, apart from it (DECISIONS #104).
 */
const listResponse = envelopeSchema(z.array(postSchema)).extend({
  posts: z.array(postSchema).optional(),
  topPosts: z.array(postSchema).optional(),
  pagination: paginationSchema.optional(),
  suggestion: z.string().nullable().optional(),
  categorySuggestion: categorySuggestionSchema.nullable().optional(),
});

/** The failures of the ad calls, for the OpenAPI document (all answer the envelope with data null). */
const invalid = { 400: failureResponse };
const signedOut = { 401: failureResponse };
const forbidden = { 403: failureResponse };
const notFound = { 404: failureResponse };
const failures = { ...invalid, ...signedOut, ...forbidden, ...notFound };

/** Who may ask for a list: from the raw listTarget, before the query is validated (http/access.ts). */
function listAccess(request: FastifyRequest): Access | undefined {
  if (rawQueryIs(request, 'listTarget', 'admin')) return MODERATOR_ROLE;
  if (['my', 'favorites', 'hidden'].some((target) => rawQueryIs(request, 'listTarget', target))) return 'signedIn';
  return undefined;
}

/** /api/posts */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postExtrasRoutes);
  await app.register(postModerationRoutes);
  await app.register(postStatisticsRoutes);
  await app.register(postSaleStateRoutes);

  app.get(
    '/GetMaxPostPictureCount',
    {
      schema: {
        tags: ['posts'],
        summary: 'Didžiausias nuotraukų skaičius viename skelbime',
        response: { 200: okResponse(z.number().int()) },
      },
    },
    async () => ok(await getMaxPostPictureCount(app.db)),
  );

  app.get(
    '/list',
    {
      // The admin target is the moderators' (PRODUCT.md §6); my, favorites and hidden the signed-in viewer's.
      config: { access: listAccess },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimų sąrašas su filtrais; su page – puslapiais po 20',
        querystring: postListQuerySchema,
        // 401: favourites or hidden ads of a guest; 403: the admin target for someone without a role.
        response: { 200: listResponse, ...invalid, ...signedOut, ...forbidden },
      },
    },
    async (request) => {
      const viewer = await currentUser(request);
      // attr.* filters (PRODUCT.md §25): not in the schema's keys, read from the address as sent.
      const attributes = await attributeFiltersOf(app.db, request.query.subCategoryName, rawQueryOf(request));
      const query = attributes.filters.length > 0 ? { ...request.query, attributes } : request.query;
      const result = await listPostsForViewer(app.db, app.pictureStorage, viewer, query, {
        log: (error) => request.log.error({ err: error }, 'search_words rebuild failed'),
        places: app.config.site.places,
      });
      const { categorySuggestion = null } = result;
      const suggestion = await searchHelp(app.db, request, visitorKey(request, viewer), result.totalCount);
      // Moderators see each ad's reports (AdminPostReport items) to resolve them in the ad's row.
      if (request.query.listTarget === 'admin') {
        result.posts = await withOwners(app.db, await withAdminReports(app.db, result.posts));
      }
      // The owner's list shows each ad's totals: its views, phone reveals, bookmarks, conversations.
      if (request.query.listTarget === 'my') result.posts = await withStatisticsTotals(app.db, result.posts);
      if (request.query.page === undefined) {
        return {
          succeeded: true,
          data: null,
          messages: [],
          errors: [],
          posts: result.posts,
          ...(result.topPosts ? { topPosts: result.topPosts } : {}),
          suggestion,
          categorySuggestion,
        };
      }
      return {
        ...okPage(result.posts, request.query.page, result.totalCount, result.totalCountCapped),
        ...(result.topPosts ? { topPosts: result.topPosts } : {}),
        suggestion,
        categorySuggestion,
      };
    },
  );

  app.get(
    '/elsewhereCount',
    {
      schema: {
        tags: ['posts'],
        summary:
          'Paieška kategorijoje: kiek atitinkančių skelbimų yra kitose kategorijose (null – ne paieška kategorijoje)',
        querystring: postListQuerySchema,
        response: {
          200: okResponse(z.object({ count: z.number().int(), capped: z.boolean() }).nullable()),
          ...invalid,
        },
      },
    },
    async (request) => {
      const viewer = await currentUser(request);
      return ok(
        await countElsewhere(app.db, viewer, request.query, {
          log: (error) => request.log.error({ err: error }, 'search_words rebuild failed'),
          places: app.config.site.places,
        }),
      );
    },
  );

  app.get(
    '/fieldCounts',
    {
      config: { access: listAccess },
      schema: {
        tags: ['posts'],
        summary: 'Kiek sąrašo skelbimų turi kiekvieną laukelio reikšmę („Dyzelinas (23)“)',
        querystring: postListQuerySchema,
        response: { 200: okResponse(fieldCountsSchema), ...invalid, ...signedOut, ...forbidden },
      },
    },
    async (request) => {
      const viewer = await currentUser(request);
      const attributes = await attributeFiltersOf(app.db, request.query.subCategoryName, rawQueryOf(request));
      const query = { ...request.query, attributes };
      return ok(await fieldCounts(app.db, viewer, query, { places: app.config.site.places }));
    },
  );

  app.get(
    '/single/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Vienas skelbimas (410 – nebegaliojantis: pavadinimas ir kategorija)',
        params: idParams,
        response: { 200: okResponse(postSchema), ...invalid, ...notFound, 410: goneResponse },
      },
    },
    async (request) => {
      const viewer = await currentUser(request);
      return ok(await getPost(app.db, app.pictureStorage, viewer, request.params.id));
    },
  );

  app.post(
    '/view/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo peržiūra, kai puslapį rodo žmogaus naršyklė',
        params: idParams,
        response: { 200: okResponse(z.object({ viewCount: z.number().int().nullable() })), ...invalid },
      },
    },
    async (request) => {
      // At most once per visitor per UTC day, only from a person's browser, never the seller's own look.
      if (!fromPersonsBrowser(request)) return ok({ viewCount: null });
      const viewer = await currentUser(request);
      const viewCount = await countView(app.db, request.params.id, visitorKey(request, viewer), viewer?.id ?? null);
      // The guests' copy of the ad's page shows the count before this view (DECISIONS #115).
      if (viewCount !== null) forgetGuestPage(app, routePath('ad', { id: request.params.id }));
      return ok({ viewCount });
    },
  );

  app.post(
    '/create',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Naujas skelbimas (409 – toks pat skelbimas jau yra)',
        body: createPostRequestSchema,
        response: {
          200: okResponse(z.object({ id: z.number().int() })),
          ...invalid,
          ...signedOut,
          ...forbidden,
          409: failureResponse,
        },
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      const { id, held } = await createPost(app.db, user, request.body, app.config.site);
      // A held ad (a word of the moderators' list) is saved but not published: the form says so.
      return ok({ id }, held ? [holdMessages.heldOnSave] : undefined);
    },
  );

  app.patch(
    '/update',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo keitimas (savininkas arba moderatorius)',
        body: updatePostRequestSchema,
        response: { 200: okResponse(postSchema), ...failures },
      },
    },
    async (request) => {
      const { held, ...post } = await updatePost(
        app.db,
        app.pictureStorage,
        await requireActiveUser(request),
        request.body,
        app.config.site,
      );
      return ok(post, held ? [holdMessages.heldOnSave] : undefined);
    },
  );

  app.delete(
    '/delete/:id',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo ištrynimas (savininkas arba moderatorius)',
        params: idParams,
        response: { 200: okResponse(z.object({ id: z.number().int() })), ...failures },
      },
    },
    async (request) => ok(await deletePost(app.db, await requireActiveUser(request), request.params.id)),
  );
};
