import { idParamsSchema, postStatisticsSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { getPostStatistics } from './statistics.service.ts';

/** /api/posts/GetStatistics/{id}: the seller's statistics of one ad. */
export const postStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetStatistics/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo statistika: 30 dienų peržiūros, tel. numerio parodymai, įsiminimai ir pokalbiai',
        description: 'Tik skelbimo savininkui, moderatoriams ir administratoriams.',
        params: idParamsSchema,
        response: {
          200: okResponse(postStatisticsSchema),
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
          404: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request, reply);
      return ok(await getPostStatistics(app.db, viewer, request.params.id));
    },
  );
};
