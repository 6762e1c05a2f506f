import {
  envelopeSchema,
  limits,
  paginationSchema,
  transactionSchema,
  transactionsQuerySchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { listTransactions } from './transactions.service.ts';

const pagedResponse = envelopeSchema(z.array(transactionSchema)).extend({ pagination: paginationSchema });

/** /api/transactions: the signed-in user's top-ups and orders (SPEC.md §7: data plus pagination). */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetTransactions',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Mano sąskaitos istorija: papildymai ir užsakymai, po 20 puslapyje',
        querystring: transactionsQuerySchema,
        response: { 200: pagedResponse, 400: failureResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { items, totalCount } = await listTransactions(app.db, user.id, request.query);
      return {
        ...ok(items),
        pagination: {
          page: request.query.page,
          pageSize: limits.pageSize,
          totalPageCount: Math.max(1, Math.ceil(totalCount / limits.pageSize)),
          totalCount,
        },
      };
    },
  );
};
