import {
  acceptedOfferSchema,
  chatOfferSchema,
  createOfferRequestSchema,
  OFFERS_OPEN_MAX,
  offerIdRequestSchema,
  offerMessages,
  sentMessageSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireActiveUser } from '../../http/access.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { acceptedOffersOfSeller, answerOffer, createOffer } from './offers.service.ts';

const failures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  404: failureResponse,
  409: failureResponse,
};

/** /api/offers: price offers in a conversation (PRODUCT.md §28, decision 0090). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['messages'],
        summary: 'Pasiūlyti kainą pokalbyje (tik pirkėjas)',
        description:
          'Suma eurais: daugiau nei 0, ne daugiau kaip didžiausia skelbimo kaina, iki 2 skaitmenų po kablelio. ' +
          'Pardavėjas – 403; svetimas pokalbis – 404; užblokavęs ar užblokuotas – 403; skelbimas nebegalioja ar ' +
          `jau ${OFFERS_OPEN_MAX} neatsakyti pasiūlymai – 409; per daug žinučių – 429.`,
        body: createOfferRequestSchema,
        response: { 200: okResponse(sentMessageSchema), ...failures, 429: failureResponse },
      },
    },
    async (request) => {
      const buyer = await requireActiveUser(request);
      return ok(await createOffer(app.db, app.messageHub, buyer, request.body, app.config.messages), [
        offerMessages.sent,
      ]);
    },
  );

  for (const [path, answer, done] of [
    ['/accept', 'accepted', offerMessages.accepted],
    ['/decline', 'declined', offerMessages.declined],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'activeUser' },
        schema: {
          tags: ['messages'],
          summary:
            answer === 'accepted'
              ? 'Priimti kainos pasiūlymą (tik pardavėjas)'
              : 'Atmesti kainos pasiūlymą (tik pardavėjas)',
          description: 'Pirkėjas – 403; svetimas ar nežinomas pasiūlymas – 404; jau atsakytas – 409.',
          body: offerIdRequestSchema,
          response: { 200: okResponse(chatOfferSchema), ...failures },
        },
      },
      async (request) => {
        const user = await requireActiveUser(request);
        return ok(await answerOffer(app.db, app.messageHub, user, request.body.offerId, answer), [done]);
      },
    );
  }

  app.get(
    '/accepted',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Priimti pasiūlymai mano skelbimams: naujausias kiekvienam skelbimui',
        response: { 200: okResponse(z.array(acceptedOfferSchema)), 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await acceptedOffersOfSeller(app.db, user.id));
    },
  );
};
