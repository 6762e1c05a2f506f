import {
  ADMIN_ROLE,
  envelopeSchema,
  paginationSchema,
  transactionSchema,
  transactionsQuerySchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { rawQueryIs } from '../../http/access.ts';
import { failureResponse, okPage } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { requireUser } from '../../http/session.ts';
import { listTransactions } from './transactions.service.ts';

const pagedResponse = envelopeSchema(z.array(transactionSchema)).extend({ pagination: paginationSchema });

/**
 * /api/transactions: the signed-in user's top-ups and orders (PRODUCT.md §7: data plus pagination); with
 * scope=all, everyone's (or `userId`'s) for the dashboard: administrators only (moderators see no payments).
 */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetTransactions',
    {
      // Everyone's (scope=all) is for administrators: decided from the raw query, before it is validated.
      config: { access: (request) => (rawQueryIs(request, 'scope', 'all') ? ADMIN_ROLE : 'signedIn') },
      schema: {
        tags: ['transactions'],
        summary: 'Sąskaitos istorija: papildymai ir užsakymai, po 20 puslapyje (scope=all: visų, administratoriams)',
        querystring: transactionsQuerySchema,
        response: { 200: pagedResponse, 400: failureResponse, 401: failureResponse, 403: failureResponse },
      },
    },
    async (request, reply) => {
      // null: everyone's (the dashboard).
      let owner: string | null;
      if (request.query.scope === 'all') {
        await requireRole(request, reply, 'Administrator');
        owner = request.query.userId ?? null;
      } else {
        owner = (await requireUser(request, reply)).id;
      }
      const { items, totalCount } = await listTransactions(app.db, owner, request.query);
      return okPage(items, request.query.page, totalCount);
    },
  );
};
