import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategoryTree } from './categories.service.ts';
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
};
