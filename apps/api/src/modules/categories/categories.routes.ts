import { categorySchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok, okResponse } from '../../http/envelope.ts';
import { listCategoryTree } from './categories.service.ts';

/** /api/categories */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get',
    {
      schema: {
        tags: ['categories'],
        summary: 'Kategorijų medis su subkategorijomis ir aktyvių skelbimų skaičiais',
        response: { 200: okResponse(z.array(categorySchema)) },
      },
    },
    async () => ok(await listCategoryTree(app.db)),
  );
};
