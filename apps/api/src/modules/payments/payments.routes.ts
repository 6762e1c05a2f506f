import { topUpOptionSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok, okResponse } from '../../http/envelope.ts';
import { listTopUpOptions } from './payments.service.ts';

/** /api/payments: top-up options now; the wallet issue adds createPayment and GetPayment. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetTopUpOptions',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sąskaitos papildymo pasirinkimai (eurais)',
        response: { 200: okResponse(z.array(topUpOptionSchema)) },
      },
    },
    async () => ok(await listTopUpOptions(app.db)),
  );
};
