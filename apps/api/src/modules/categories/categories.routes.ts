import { categorySchema, envelopeSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok } from '../../http/envelope.ts';
import { listCategoryTree } from './categories.service.ts';

// SPEC.md §7 names the answer `categories`; `data` carries the same tree, as the web and older clients read it
// (DECISIONS #28).
export const treeResponse = envelopeSchema(z.array(categorySchema)).extend({ categories: z.array(categorySchema) });

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
    async () => {
      const tree = await listCategoryTree(app.db);
      return { ...ok(tree), categories: tree };
    },
  );
};
