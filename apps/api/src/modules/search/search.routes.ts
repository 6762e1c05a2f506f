import {
  addVocabularyRequestSchema,
  idParamsSchema,
  limits,
  MODERATOR_ROLE,
  searchMissesQuerySchema,
  searchMissesResponseSchema,
  searchSuggestionSchema,
  searchSuggestQuerySchema,
  vocabularyEntrySchema,
  vocabularyListResponseSchema,
  vocabularyQuerySchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { cachedSharedFor } from '../../http/sharedCache.ts';
import { registerRateLimits } from '../rate-limits/index.ts';
import { listSearchMisses } from './searchMisses.service.ts';
import { keepSearchWordsFresh } from './searchWords.service.ts';
import { suggestSearches } from './suggest.service.ts';
import { addVocabulary, deleteVocabulary, listVocabulary } from './vocabulary.service.ts';

/**
 * Suggestion requests per visitor (IP) a minute: a fast typist with the 150 ms debounce sends a few a second
 * at most, and only while typing; a script asking for every prefix is slowed down. Counted in the shared
 * database rows, like every route limit.
 */
const suggestLimit = registerRateLimits('search', { suggestPerIp: { limit: 120, windowMs: 60_000 } }).suggestPerIp;
/** The route's @fastify/rate-limit options, from the registered rule. */
export const SUGGEST_RATE_LIMIT = { max: suggestLimit.limit, timeWindow: suggestLimit.windowMs } as const;

/**
 * /api/search: suggestions while typing (everyone); what people searched for and did not find, and the
 * vocabulary that fixes it (Moderator or Administrator).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suggest',
    {
      // The same text gets the same answer for everyone: an ETag and the process's shared cache.
      config: { sharedAnswer: true, rateLimit: SUGGEST_RATE_LIMIT },
      schema: {
        tags: ['search'],
        summary: 'Pasiūlymai rašant paieškos tekstą: kategorijos ir skelbimų pavadinimų žodžiai (iki 8)',
        querystring: searchSuggestQuerySchema,
        response: { 200: okResponse(z.array(searchSuggestionSchema)), 400: failureResponse, 429: failureResponse },
      },
    },
    async (request) => {
      const typed = request.query.q;
      // Spacing does not change the answer (the earlier words are shown as typed, so case and letters do).
      const key = typed.replace(/\s+/g, ' ');
      const suggestions = await cachedSharedFor(app.db, 'searchSuggestions', key, async () => {
        await keepSearchWordsFresh(
          app.db,
          (error) => request.log.error({ err: error }, 'search_words rebuild failed'),
          {
            places: app.config.site.places,
          },
        );
        return suggestSearches(app.db, typed);
      });
      return ok(suggestions);
    },
  );

  app.get(
    '/misses',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Paieškos, kurios nieko nerado: dažniausios pirmos, po 20 (moderatoriams ir administratoriams)',
        querystring: searchMissesQuerySchema,
        response: { 200: searchMissesResponseSchema, 401: failureResponse, 403: failureResponse },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      const { misses, totalCount } = await listSearchMisses(app.db, request.query.page, limits.pageSize);
      return okPage(misses, request.query.page, totalCount);
    },
  );

  const refused = { 401: failureResponse, 403: failureResponse };

  app.get(
    '/vocabulary',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Paieškos žodynas: naujausi pirmi, po 20; term – įrašai, kurių ieškomas žodis prasideda juo',
        querystring: vocabularyQuerySchema,
        response: { 200: vocabularyListResponseSchema, 400: failureResponse, ...refused },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      const { page, term } = request.query;
      const { entries, totalCount } = await listVocabulary(app.db, page, limits.pageSize, term);
      return okPage(entries, page, totalCount);
    },
  );

  app.post(
    '/vocabulary',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Pridėti sinonimą: paieška pagal term ras ir skelbimus su meaning (galioja iškart)',
        body: addVocabularyRequestSchema,
        response: { 200: okResponse(vocabularyEntrySchema), 400: failureResponse, ...refused, 409: failureResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      return ok(await addVocabulary(app.db, actor, request.body));
    },
  );

  app.delete(
    '/vocabulary/:id',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Ištrinti paieškos žodyno įrašą (ištrintas pradinio žodyno įrašas negrįžta)',
        params: idParamsSchema,
        response: { 200: okResponse(z.null()), 400: failureResponse, ...refused, 404: failureResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      await deleteVocabulary(app.db, actor, request.params.id);
      return ok(null);
    },
  );
};
