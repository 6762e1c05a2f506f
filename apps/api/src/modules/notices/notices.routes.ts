import {
  adminNoticeSchema,
  createdNoticeSchema,
  createNoticeRequestSchema,
  handleNoticeRequestSchema,
  MODERATOR_ROLE,
  noticeLimits,
  noticeListQuerySchema,
  noticeListSchema,
  noticeMessages,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { currentUser } from '../../http/session.ts';
import { createNotice } from './createNotice.service.ts';
import { handleNotice, listNotices } from './handleNotice.service.ts';

/** /api/notices/create: anyone's notice about illegal content. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      schema: {
        tags: ['notices'],
        summary: 'Pranešti apie neteisėtą turinį skelbime (ir neprisijungus)',
        description:
          `Paaiškinimas ${noticeLimits.explanationMin}–${noticeLimits.explanationMax} simbolių; neprisijungusiam ` +
          'privalomas el. paštas (prisijungusiam naudojamas paskyros). Patvirtinimas siunčiamas el. paštu. ' +
          `Ne daugiau kaip ${noticeLimits.perHour} pranešimų per valandą iš vieno adreso (429).`,
        body: createNoticeRequestSchema,
        response: {
          200: okResponse(createdNoticeSchema),
          400: failureResponse,
          404: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return ok(await createNotice(app.db, request.ip, user, request.body), [noticeMessages.sent]);
    },
  );
};

/** /api/moderation/notices and /handleNotice: the moderators' queue of notices. */
export const noticeModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Pranešimai apie neteisėtą turinį (moderatoriams)',
        querystring: noticeListQuerySchema,
        response: {
          200: okResponse(noticeListSchema),
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
        },
      },
    },
    async (request) => ok(await listNotices(app.db, request.query)),
  );

  app.post(
    '/handleNotice',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary:
          'Išnagrinėti pranešimą: dismiss arba block (skelbimas užblokuojamas); pranešėjui – atsakymas el. paštu',
        body: handleNoticeRequestSchema,
        response: {
          200: okResponse(adminNoticeSchema),
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
      return ok(await handleNotice(app.db, actor, request.body, app.config.site), [noticeMessages.handled]);
    },
  );
};
