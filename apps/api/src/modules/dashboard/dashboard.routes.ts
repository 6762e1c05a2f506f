import { dashboardOverviewSchema, MODERATOR_ROLE } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { dashboardOverview } from './dashboard.service.ts';

/** /api/dashboard: the first screen of /dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary:
          'Administravimo apžvalga (moderatoriams): pranešimai, nauji skelbimai ir vartotojai; papildymai – administratoriams',
        response: { 200: okResponse(dashboardOverviewSchema), 401: failureResponse, 403: failureResponse },
      },
    },
    async (request, reply) => ok(await dashboardOverview(app.db, await requireRole(request, reply, MODERATOR_ROLE))),
  );
};
