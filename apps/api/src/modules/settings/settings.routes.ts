import { siteInfoSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../http/envelope.ts';
import { getSiteInfo } from './settings.service.ts';

/** /api/settings: the global settings and portal details the web reads once at start. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['settings'],
        summary: 'Portalo nustatymai: pavadinimas, miestas, kontaktai, nuorodos, nuotraukų riba',
        response: { 200: okResponse(siteInfoSchema) },
      },
    },
    async () => ok(await getSiteInfo(app.db, app.config)),
  );
};
