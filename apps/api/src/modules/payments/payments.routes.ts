import {
  createdPaymentSchema,
  createPaymentRequestSchema,
  getPaymentQuerySchema,
  paymentSchema,
  topUpOptionSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { createPayment, getPayment, listTopUpOptions } from './payments.service.ts';

/** /api/payments: top-up options, starting a top-up and reading one (PRODUCT.md §7). Callbacks: callbacks.routes.ts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetTopUpOptions',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['payments'],
        summary: 'Sąskaitos papildymo pasirinkimai (eurais)',
        response: { 200: okResponse(z.array(topUpOptionSchema)) },
      },
    },
    async () => ok(await listTopUpOptions(app.db)),
  );

  app.post(
    '/createPayment',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        summary: 'Pradėti sąskaitos papildymą: nuoroda į mokėjimo sistemos puslapį',
        body: createPaymentRequestSchema,
        response: {
          200: okResponse(createdPaymentSchema),
          400: failureResponse,
          401: failureResponse,
          502: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await createPayment(app, user, request.body.TopUpOptionId));
    },
  );

  app.get(
    '/GetPayment',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        summary: 'Vienas mokėjimas (savo; administratoriui – bet kuris)',
        querystring: getPaymentQuerySchema,
        response: { 200: okResponse(paymentSchema), 400: failureResponse, 401: failureResponse, 404: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await getPayment(app.db, user, request.query.Id));
    },
  );
};
