import {
  answerRatingRequestSchema,
  conversationRatingSchema,
  createRatingRequestSchema,
  envelopeSchema,
  MODERATOR_ROLE,
  myRatingSchema,
  paginationSchema,
  publicRatingSchema,
  RATING_COMMENT_MAX,
  RATING_PAGE_SIZE,
  ratingConversationParamsSchema,
  ratingListQuerySchema,
  ratingMessages,
  ratingReportSchema,
  ratingUserParamsSchema,
  reportRatingRequestSchema,
  resolveRatingReportRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireActiveUser } from '../../http/access.ts';
import { failureResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { requireUser } from '../../http/session.ts';
import { answerRating, conversationRating, createRating, listRatings } from './ratings.service.ts';
import { listRatingReports, reportRating, resolveRatingReport } from './reports.service.ts';

const failures = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/** /api/ratings: ratings between the two people of a conversation about an ad (PRODUCT.md §27, docs/API.md). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['ratings'],
        summary: 'Įvertinti pokalbio pašnekovą: 1–5 žvaigždutės ir komentaras (nebūtinas)',
        description:
          `Tik pokalbio dalyviui (kitiems – 404), kai abu parašė bent po žinutę; komentaras iki ${RATING_COMMENT_MAX} ` +
          'simbolių; vieną kartą (409). Paskelbiama, kai įvertina abu arba po 14 dienų.',
        body: createRatingRequestSchema,
        response: { 200: okResponse(myRatingSchema), ...failures, 409: failureResponse },
      },
    },
    async (request) => {
      const rater = await requireActiveUser(request);
      return ok(await createRating(app.db, rater, request.body), [ratingMessages.created]);
    },
  );

  app.get(
    '/conversation/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['ratings'],
        summary: 'Ar galiu įvertinti šio pokalbio pašnekovą, ir mano įvertinimas',
        params: ratingConversationParamsSchema,
        response: { 200: okResponse(conversationRatingSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await conversationRating(app.db, user, request.params.id));
    },
  );

  app.get(
    '/user/:userId',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['ratings'],
        summary: `Paskelbti vartotojo įvertinimai, naujausi pirmi, po ${RATING_PAGE_SIZE}`,
        params: ratingUserParamsSchema,
        querystring: ratingListQuerySchema,
        response: {
          200: envelopeSchema(z.array(publicRatingSchema)).extend({ pagination: paginationSchema }),
          400: failureResponse,
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { items, totalCount } = await listRatings(app.db, request.params.userId, page);
      return okPage(items, page, totalCount);
    },
  );

  app.post(
    '/answer',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['ratings'],
        summary: 'Atsakyti į apie mane paskelbtą įvertinimą (vieną kartą)',
        body: answerRatingRequestSchema,
        response: { 200: okResponse(publicRatingSchema), ...failures, 409: failureResponse },
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await answerRating(app.db, user, request.body), [ratingMessages.answered]);
    },
  );

  app.post(
    '/report',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['ratings'],
        summary: 'Pranešti apie įvertinimą (skelbimų pranešimų priežastys)',
        body: reportRatingRequestSchema,
        response: { 200: okResponse(z.object({ id: z.number().int() })), ...failures, 409: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await reportRating(app.db, user, request.body), [ratingMessages.reported]);
    },
  );

  app.get(
    '/reports',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['ratings', 'administration'],
        summary: 'Neišnagrinėti pranešimai apie įvertinimus (moderatoriams)',
        response: { 200: okResponse(z.array(ratingReportSchema)), ...failures },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      return ok(await listRatingReports(app.db));
    },
  );

  app.post(
    '/resolveReport',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['ratings', 'administration'],
        summary: 'Pranešimas išnagrinėtas, įvertinimas paliekamas (moderatoriams)',
        body: resolveRatingReportRequestSchema,
        response: { 200: okResponse(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      await resolveRatingReport(app.db, request.body.reportId);
      return ok(null, [ratingMessages.reportResolved]);
    },
  );
};
