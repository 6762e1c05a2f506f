import { markReservedRequestSchema, markSoldRequestSchema, postSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActiveUser } from '../../http/access.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { postApiMessages } from '../../http/messages.ts';
import { markReserved, markSold } from './soldReserved.service.ts';

const failures = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/** /api/posts: 'Rezervuota' and 'Parduota', by the ad's owner only. */
export const postSaleStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/MarkReserved',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimas rezervuotas arba ne (tik savininkas; lieka sąrašuose)',
        body: markReservedRequestSchema,
        response: { 200: okResponse(postSchema), ...failures },
      },
    },
    async (request) => {
      const { postId, reserved } = request.body;
      const user = await requireActiveUser(request);
      const post = await markReserved(app.db, app.pictureStorage, user, postId, reserved);
      return ok(post, [reserved ? postApiMessages.reserved : postApiMessages.unreserved]);
    },
  );

  app.post(
    '/MarkSold',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimas parduotas (tik savininkas): dingsta iš sąrašų ir paieškos, puslapis 30 d. sako „Parduota“',
        body: markSoldRequestSchema,
        response: { 200: okResponse(postSchema), ...failures },
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await markSold(app.db, app.pictureStorage, user, request.body.postId), [postApiMessages.sold]);
    },
  );
};
