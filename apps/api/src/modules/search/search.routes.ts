import {
  addVocabularyRequestSchema,
  idParamsSchema,
  limits,
  MODERATOR_ROLE,
  searchMissesQuerySchema,
  searchMissesResponseSchema,
  vocabularyEntrySchema,
  vocabularyListResponseSchema,
  vocabularyQuerySchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { listSearchMisses } from './searchMisses.service.ts';
import { addVocabulary, deleteVocabulary, listVocabulary } from './vocabulary.service.ts';

/** /api/search: what people searched for and did not find, and the vocabulary that fixes it (Moderator or Administrator). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/misses',
    {
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
      schema: {
        tags: ['administration'],
        summary: 'Paieškos žodynas: naujausi pirmi, po 20; term – vieno ieškomo žodžio įrašai',
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
      schema: {
        tags: ['administration'],
        summary: 'Ištrinti paieškos žodyno įrašą (pradinis žodynas grįžta kitą paleidimą)',
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
