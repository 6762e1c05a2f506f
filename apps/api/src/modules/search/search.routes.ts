import { limits, MODERATOR_ROLE, searchMissesQuerySchema, searchMissesResponseSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, okPage } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { listSearchMisses } from './searchMisses.service.ts';

/** /api/search: what people searched for and did not find (Moderator or Administrator). */
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
};
