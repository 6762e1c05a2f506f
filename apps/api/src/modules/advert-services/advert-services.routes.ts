import { advertServicePackSchema, advertServiceSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok, okResponse } from '../../http/envelope.ts';
import { listAdvertServicePacks, listAdvertServices } from './advert-services.service.ts';

/** /api/advertservices: the price list of paid ad promotions. */
export const advertServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getadvertservices',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['advert services'],
        summary: 'Mokamos skelbimų paslaugos',
        response: { 200: okResponse(z.array(advertServiceSchema)) },
      },
    },
    async () => ok(await listAdvertServices(app.db)),
  );
  app.get(
    '/getadvertservicepacks',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['advert services'],
        summary: 'Paslaugų paketai',
        response: { 200: okResponse(z.array(advertServicePackSchema)) },
      },
    },
    async () => ok(await listAdvertServicePacks(app.db)),
  );
};
