import { postFieldSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { listCategoryTree } from './categories.service.ts';
import { subCategoryFields } from './fields.service.ts';
import { treeAnswer, treeResponse } from './treeAnswer.ts';

/** /api/categories */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Kategorijų medis su subkategorijomis ir aktyvių skelbimų skaičiais',
        response: { 200: treeResponse },
      },
    },
    async () => treeAnswer(await listCategoryTree(app.db)),
  );

  app.get(
    '/fields/:subCategoryId',
    {
      schema: {
        tags: ['categories'],
        summary: 'Subkategorijos laukeliai (markė, metai, plotas…) formai ir filtrams',
        params: z.object({ subCategoryId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: {
          200: okResponse(z.object({ fields: z.array(postFieldSchema) })),
          404: failureResponse,
          400: failureResponse,
        },
      },
    },
    async (request) => ok({ fields: await subCategoryFields(app.db, request.params.subCategoryId) }),
  );
};
