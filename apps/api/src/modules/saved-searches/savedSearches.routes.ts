import {
  createSavedSearchRequestSchema,
  openedSavedSearchSchema,
  savedSearchIdRequestSchema,
  savedSearchMessages,
  savedSearchSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  updateSavedSearchRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { describeUnsubscribe, unsubscribe } from '../notifications/index.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  updateSavedSearch,
} from './savedSearches.service.ts';

const failures = { 400: failureResponse, 401: failureResponse, 404: failureResponse };

/** /api/savedsearches: a user's saved searches and their alerts. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = () => app.config.site.places;
  // RFC 8058: a mail program's one-click POST is a form ('List-Unsubscribe=One-Click'); the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  app.post(
    '/create',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['savedsearches'],
        summary: 'Išsaugoti paiešką (query – sąrašo užklausos eilutė; iki 50)',
        body: createSavedSearchRequestSchema,
        response: { 200: okResponse(savedSearchSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const saved = await createSavedSearch(app.db, user, request.body, places());
      return ok(saved, [savedSearchMessages.created]);
    },
  );

  app.get(
    '/list',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['savedsearches'],
        summary: 'Mano išsaugotos paieškos su naujų skelbimų skaičiumi',
        response: { 200: okResponse(z.array(savedSearchSchema)), 401: failureResponse },
      },
    },
    async (request, reply) => ok(await listSavedSearches(app.db, await requireUser(request, reply), places())),
  );

  app.post(
    '/update',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['savedsearches'],
        summary: 'Pakeisti išsaugotos paieškos pavadinimą ar pranešimų dažnumą',
        body: updateSavedSearchRequestSchema,
        response: { 200: okResponse(savedSearchSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await updateSavedSearch(app.db, user, request.body, places()), [savedSearchMessages.updated]);
    },
  );

  app.post(
    '/delete',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['savedsearches'],
        summary: 'Ištrinti išsaugotą paiešką',
        body: savedSearchIdRequestSchema,
        response: { 200: okResponse(z.object({ id: z.number().int() })), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await deleteSavedSearch(app.db, user, request.body.id), [savedSearchMessages.deleted]);
    },
  );

  app.post(
    '/open',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['savedsearches'],
        summary: 'Atverti išsaugotą paiešką: nuo kada skelbimai nauji; naujų skaičius nunulinamas',
        body: savedSearchIdRequestSchema,
        response: { 200: okResponse(openedSavedSearchSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await openSavedSearch(app.db, user, request.body.id, places()));
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['savedsearches'],
        summary: 'Ką atsisakymo nuoroda sustabdytų (nieko nekeičia; puslapis /atsisakyti klausia pirma)',
        querystring: unsubscribeQuerySchema,
        response: { 200: okResponse(unsubscribeResultSchema), 400: failureResponse },
      },
    },
    async (request) => ok(await describeUnsubscribe(app.db, request.query.token)),
  );

  app.post(
    '/unsubscribe',
    {
      // Mail programs call it from their own servers (RFC 8058); the signed token is the only authority.
      config: { crossSite: 'allow' },
      schema: {
        tags: ['savedsearches'],
        summary: 'Atsisakyti laiškų vienu paspaudimu (RFC 8058; pasirašyta nuoroda, prisijungti nereikia)',
        querystring: unsubscribeQuerySchema,
        response: { 200: okResponse(unsubscribeResultSchema), 400: failureResponse },
      },
    },
    async (request) => ok(await unsubscribe(app.db, request.query.token), [savedSearchMessages.unsubscribed]),
  );
};
