import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok, okResponse } from '../../http/envelope.ts';
import { getMaxPostPictureCount } from '../settings/settings.service.ts';

/** /api/posts: only the picture limit for now; the ads issue adds list, single, create, update, delete. */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetMaxPostPictureCount',
    {
      schema: {
        tags: ['posts'],
        summary: 'Didžiausias nuotraukų skaičius viename skelbime',
        response: { 200: okResponse(z.number().int()) },
      },
    },
    async () => ok(await getMaxPostPictureCount(app.db)),
  );
};
