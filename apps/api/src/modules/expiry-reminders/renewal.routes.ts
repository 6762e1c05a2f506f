import { holdMessages, renewalInfoSchema, renewalMessages, renewalQuerySchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { describeRenewal, renewByLink } from './renewalLink.service.ts';

const responses = { 200: okResponse(renewalInfoSchema), 400: failureResponse, 409: failureResponse };

/** /api/renewal: an expiry reminder's one-click renewal link; the signed token is the authority. */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['posts'],
        summary: 'Kurį skelbimą pratęsimo nuoroda pratęstų (nieko nekeičia; puslapis /pratesti klausia pirma)',
        querystring: renewalQuerySchema,
        response: responses,
      },
    },
    async (request) => ok(await describeRenewal(app.db, request.query.token)),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['posts'],
        summary: 'Pratęsti skelbimą priminimo nuoroda (pasirašyta, prisijungti nereikia, veikia vieną kartą)',
        querystring: renewalQuerySchema,
        response: responses,
      },
    },
    async (request) => {
      const { info, held } = await renewByLink(app.db, app.pictureStorage, request.query.token, app.config.site);
      return ok(info, held ? [renewalMessages.renewed, holdMessages.heldOnSave] : [renewalMessages.renewed]);
    },
  );
};
