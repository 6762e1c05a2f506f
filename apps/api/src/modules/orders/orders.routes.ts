import {
  activePromotionSchema,
  completeTaskRequestSchema,
  createOrderRequestSchema,
  orderSchema,
  waitingTaskSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { activePromotions } from './activePromotions.service.ts';
import { createOrder, getOrder } from './orders.service.ts';
import { completeTask, listWaitingTasks } from './tasks.service.ts';

const orderIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** /api/orders: buying a service or a pack for one's own ad from the wallet, and reading an order. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/createOrder',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'Pirkti paslaugą arba paketą savo skelbimui (iš sąskaitos likučio)',
        description: 'Nepakankamas likutis – 402 ir niekas neįrašoma; svetimas skelbimas – 403.',
        body: createOrderRequestSchema,
        response: {
          200: okResponse(orderSchema),
          400: failureResponse,
          401: failureResponse,
          402: failureResponse,
          403: failureResponse,
          404: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const buyer = await requireUser(request, reply);
      return ok(await createOrder(app.db, buyer, request.body));
    },
  );

  app.get(
    '/getOrder/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'Vienas užsakymas (savo; moderatoriams ir administratoriams – bet kuris)',
        params: orderIdParams,
        response: { 200: okResponse(orderSchema), 400: failureResponse, 401: failureResponse, 404: failureResponse },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request, reply);
      return ok(await getOrder(app.db, viewer, request.params.id));
    },
  );

  app.get(
    '/GetActivePromotions',
    {
      schema: {
        tags: ['orders'],
        summary: 'Mano skelbimų šiuo metu veikiančios paslaugos ir kada kiekviena baigiasi',
        response: { 200: okResponse(z.array(activePromotionSchema)), 401: failureResponse },
      },
    },
    async (request, reply) => {
      const owner = await requireUser(request, reply);
      return ok(await activePromotions(app.db, owner.id));
    },
  );

  app.get(
    '/GetWaitingTasks',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'Administratoriui: nupirktos paslaugos, kurias reikia atlikti (Facebook grupė)',
        response: { 200: okResponse(z.array(waitingTaskSchema)), 401: failureResponse, 403: failureResponse },
      },
    },
    async (request, reply) => ok(await listWaitingTasks(app.db, await requireUser(request, reply))),
  );

  app.post(
    '/CompleteTask',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'Administratoriui: pažymėti užduotį atlikta',
        body: completeTaskRequestSchema,
        response: {
          200: okResponse(z.null()),
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
          404: failureResponse,
        },
      },
    },
    async (request, reply) => {
      await completeTask(app.db, await requireUser(request, reply), request.body.orderItemId);
      return ok(null);
    },
  );
};
