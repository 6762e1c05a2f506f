import {
  ADMIN_ROLE,
  adminMessages,
  adminUsersResponseSchema,
  blockedUserSchema,
  blockUserRequestSchema,
  deletedUserSchema,
  deleteUserRequestSchema,
  getUsersQuerySchema,
  MODERATOR_ROLE,
  sellerParamsSchema,
  sellerSchema,
  updatedUserSchema,
  updateUserRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { hasRole, requireRole } from '../../http/roles.ts';
import { getSeller } from './seller.service.ts';
import { blockUser, updateUser } from './userAdmin.service.ts';
import { deleteUser } from './userDelete.service.ts';
import { listUsers } from './userList.service.ts';

const refusals = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/**
 * /api/users: a seller's public card (anyone), and the dashboard's user administration (docs/API.md
 * 'Administration' has the role table).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetSeller/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Pardavėjo vieša kortelė: vardas, narys nuo, patvirtinti kontaktai, aktyvių skelbimų skaičius',
        params: sellerParamsSchema,
        response: { 200: okResponse(sellerSchema), 400: failureResponse, 404: failureResponse },
      },
    },
    async (request) => ok(await getSeller(app.db, request.params.id)),
  );

  app.get(
    '/getusers',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Vartotojų sąrašas (moderatoriams ir administratoriams), po 20; balansas – tik administratoriams',
        querystring: getUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, 401: failureResponse, 403: failureResponse },
      },
    },
    async (request, reply) => {
      const viewer = await requireRole(request, reply, MODERATOR_ROLE);
      const { users, totalCount } = await listUsers(app.db, request.query, hasRole(viewer, ADMIN_ROLE));
      return okPage(users, request.query.page, totalCount);
    },
  );

  app.post(
    '/UpdateUser',
    {
      config: { access: ADMIN_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Vartotojo vardo, el. pašto, tel. numerio ir rolės keitimas (tik administratoriams)',
        body: updateUserRequestSchema,
        response: { 200: okResponse(updatedUserSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, ADMIN_ROLE);
      return ok(await updateUser(app.db, actor, request.body), [adminMessages.userUpdated]);
    },
  );

  app.post(
    '/BlockUser',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary:
          'Vartotojo blokavimas iki datos ar neribotai su priežastimi (ji siunčiama el. paštu), atblokavimas (moderatoriai – tik paprastų vartotojų)',
        body: blockUserRequestSchema,
        response: { 200: okResponse(blockedUserSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      const result = await blockUser(app.db, actor, request.body, app.config.site);
      if (result.isBlocked) app.outbox.wake();
      return ok(result, [result.isBlocked ? adminMessages.userBlocked : adminMessages.userUnblocked]);
    },
  );

  app.post(
    '/DeleteUser',
    {
      config: { access: ADMIN_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Vartotojo ištrynimas (tik administratoriams): asmens duomenys, sesijos ir nuotraukos pašalinami',
        body: deleteUserRequestSchema,
        response: { 200: okResponse(deletedUserSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, ADMIN_ROLE);
      return ok(await deleteUser(app.db, app.pictureStorage, actor, request.body.TargetUserId), [
        adminMessages.userDeleted,
      ]);
    },
  );
};
