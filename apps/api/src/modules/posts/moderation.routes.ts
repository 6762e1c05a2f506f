import {
  adminMessages,
  blockPostRequestSchema,
  MODERATOR_ROLE,
  postModerationResultSchema,
  unblockPostRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { blockPost, unblockPost } from './moderation.service.ts';

const refusals = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/** /api/posts/BlockPost and /UnblockPost: moderators take an ad down (with a reason its owner sees) and back. */
export const postModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/BlockPost',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['posts', 'administration'],
        summary: 'Skelbimo blokavimas su priežastimi, kurią mato savininkas (moderatoriams)',
        body: blockPostRequestSchema,
        response: { 200: okResponse(postModerationResultSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      const { postId, reason, ruleId } = request.body;
      const result = await blockPost(app.db, actor, postId, { reason, ruleId }, app.config.site);
      app.outbox.wake();
      return ok(result, [adminMessages.postBlocked]);
    },
  );

  app.post(
    '/UnblockPost',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['posts', 'administration'],
        summary: 'Skelbimo atblokavimas (moderatoriams)',
        body: unblockPostRequestSchema,
        response: { 200: okResponse(postModerationResultSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      return ok(await unblockPost(app.db, actor, request.body.postId), [adminMessages.postUnblocked]);
    },
  );
};
