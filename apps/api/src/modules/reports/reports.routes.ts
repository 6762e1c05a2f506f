import {
  adminMessages,
  adminPostReportSchema,
  createdPostReportSchema,
  createPostReportRequestSchema,
  MODERATOR_ROLE,
  postReportLimits,
  postReportReasonSchema,
  reportMessages,
  resolveReportRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { requireUser } from '../../http/session.ts';
import { createPostReport } from './createReport.service.ts';
import { listReportReasons } from './reports.service.ts';
import { resolveReport } from './resolveReport.service.ts';

/** /api/postreports: the reasons, a user's report, and a moderator's resolution. */
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

  app.post(
    '/createpostreport',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['reports'],
        summary: 'Pranešti apie skelbimą (tik prisijungusiems)',
        description:
          'Priežastis privaloma; priežasčiai „Kita“ – ir komentaras. Vienas neišnagrinėtas pranešimas vienam ' +
          `skelbimui iš vieno vartotojo (409), ne daugiau kaip ${postReportLimits.perHour} pranešimų per valandą (429), ` +
          'apie savo skelbimą – 403.',
        body: createPostReportRequestSchema,
        response: {
          200: okResponse(createdPostReportSchema),
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
          404: failureResponse,
          409: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const reporter = await requireUser(request, reply);
      return ok(await createPostReport(app.db, reply, reporter, request.body), [reportMessages.sent]);
    },
  );

  app.post(
    '/ResolveReport',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['reports'],
        summary: 'Pranešimo išnagrinėjimas (moderatoriams): resolve, dismiss arba blockPost (skelbimas užblokuojamas)',
        description:
          'Grąžina atnaujintą pranešimą (state, resolvedBy, resolvedAt, note). Jau išnagrinėtas pranešimas – 409.',
        body: resolveReportRequestSchema,
        response: {
          200: okResponse(adminPostReportSchema),
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
          404: failureResponse,
          409: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      const result = await resolveReport(app.db, actor, request.body, app.config.site);
      if (request.body.outcome === 'blockPost') app.outbox.wake();
      return ok(result, [adminMessages.reportResolved]);
    },
  );
};
