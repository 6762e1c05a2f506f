import {
  ADMIN_ROLE,
  addFieldOptionRequestSchema,
  addPostFieldRequestSchema,
  fieldAdminMessages,
  postFieldSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { listCategoryTree } from './categories.service.ts';
import { subCategoryFields } from './fields.service.ts';
import { addFieldOption, addPostField } from './fieldsAdmin.service.ts';
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

  const subCategoryParams = z.object({ subCategoryId: z.coerce.number().int().min(1).max(2_147_483_647) });
  const fieldsAnswer = okResponse(z.object({ fields: z.array(postFieldSchema) }));
  const refusals = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

  app.post(
    '/fields/:subCategoryId/options',
    {
      config: { access: ADMIN_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Nauja laukelio reikšmė (pvz. automobilio modelis; tik administratoriams)',
        params: subCategoryParams,
        body: addFieldOptionRequestSchema,
        response: { 200: fieldsAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, reply, ADMIN_ROLE);
      const fields = await addFieldOption(app.db, admin, request.params.subCategoryId, request.body);
      return ok({ fields }, [fieldAdminMessages.optionAdded]);
    },
  );

  app.post(
    '/fields/:subCategoryId',
    {
      config: { access: ADMIN_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Naujas subkategorijos laukelis (tik administratoriams)',
        params: subCategoryParams,
        body: addPostFieldRequestSchema,
        response: { 200: fieldsAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, reply, ADMIN_ROLE);
      const fields = await addPostField(app.db, admin, request.params.subCategoryId, request.body.field);
      return ok({ fields }, [fieldAdminMessages.fieldAdded]);
    },
  );
};
