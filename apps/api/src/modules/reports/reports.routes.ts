import { postReportReasonSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok, okResponse } from '../../http/envelope.ts';
import { listReportReasons } from './reports.service.ts';

/** /api/postreports: the reasons now; the moderation issue adds createpostreport and ResolveReport. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postreportreasons',
    {
      schema: {
        tags: ['reports'],
        summary: 'Skelbimo pranešimo priežastys',
        response: { 200: okResponse(z.array(postReportReasonSchema)) },
      },
    },
    async () => ok(await listReportReasons(app.db)),
  );
};
