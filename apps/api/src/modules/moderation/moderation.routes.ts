import {
  adminAppealSchema,
  adminAppealsResponseSchema,
  appealRequestSchema,
  appealSummarySchema,
  appealsQuerySchema,
  decideAppealRequestSchema,
  decisionStatementSchema,
  MODERATOR_ROLE,
  moderationMessages,
  ratingMessages,
  removeRatingRequestSchema,
  statementQuerySchema,
  transparencyQuerySchema,
  transparencyReportSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import { myDecisions } from '../decisions/index.ts';
import { createAppeal, decideAppeal, listAppeals, statementByToken } from './appeals.service.ts';
import { removeRating } from './ratingRemoval.service.ts';
import { transparencyCsv, transparencyReport } from './transparency.service.ts';

const staffRefusals = { 400: failureResponse, 401: failureResponse, 403: failureResponse };

/**
 * /api/moderation (DSA Art. 17, 20 and 24): the user's statements of reasons and appeals, and the
 * dashboard's appeals queue and transparency counts.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/myDecisions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['moderation'],
        summary: 'Mano skelbimų ir paskyros apribojimų sprendimai su priežastimis (naujausi pirmi, iki 100)',
        response: { 200: okResponse(z.array(decisionStatementSchema)), 401: failureResponse },
      },
    },
    async (request, reply) => ok(await myDecisions(app.db, (await requireUser(request, reply)).id)),
  );

  app.get(
    '/statement',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Sprendimo priežastys pagal pasirašytą nuorodą iš laiško (be prisijungimo)',
        querystring: statementQuerySchema,
        response: { 200: okResponse(decisionStatementSchema), 400: failureResponse, 404: failureResponse },
      },
    },
    async (request) => ok(await statementByToken(app.db, request.query.token)),
  );

  app.post(
    '/appeal',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Apskųsti sprendimą (tik jo paliestas vartotojas: prisijungęs arba su nuoroda iš laiško)',
        description:
          'Vieną kartą per 6 mėnesius nuo sprendimo (kitaip 409 arba 400); kito vartotojo sprendimas – 404. ' +
          'Užblokuota paskyra negali prisijungti, todėl pateikia laiško nuorodos `token`.',
        body: appealRequestSchema,
        response: {
          200: okResponse(appealSummarySchema),
          400: failureResponse,
          404: failureResponse,
          409: failureResponse,
        },
      },
    },
    async (request) => {
      const caller = request.body.token ? null : await currentUser(request);
      return ok(await createAppeal(app.db, caller, request.body), [moderationMessages.appealSent]);
    },
  );

  app.get(
    '/appeals',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['moderation', 'administration'],
        summary: 'Skundai dėl sprendimų (moderatoriams): laukiantys seniausi pirmi, išnagrinėti naujausi pirmi',
        querystring: appealsQuerySchema,
        response: { 200: adminAppealsResponseSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      const { items, totalCount } = await listAppeals(app.db, request.query);
      return okPage(items, request.query.page, totalCount);
    },
  );

  app.post(
    '/removeRating',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['moderation', 'administration'],
        summary: 'Pašalinti įvertinimą su sprendimo priežastimis (moderatoriams)',
        description:
          'Įvertinimas nebematomas, jo atviri pranešimai išnagrinėti; autorius gauna sprendimo paaiškinimą el. paštu ' +
          'ir gali jį apskųsti (PRODUCT.md §17, §27). Nėra – 404; jau pašalintas – 409.',
        body: removeRatingRequestSchema,
        response: {
          200: okResponse(z.object({ id: z.number().int() })),
          ...staffRefusals,
          404: failureResponse,
          409: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      const result = await removeRating(app.db, actor, request.body, app.config.site);
      app.outbox.wake();
      return ok(result, [ratingMessages.removed]);
    },
  );

  app.post(
    '/decideAppeal',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['moderation', 'administration'],
        summary: 'Išnagrinėti skundą: palikti (upheld) arba atšaukti (reversed) sprendimą (moderatoriams)',
        description:
          'Nagrinėja ne tas, kuris priėmė sprendimą, jei yra kitas moderatorius ar administratorius (kitaip 403). ' +
          'Atšaukus apribojimas panaikinamas; vartotojas gauna atsakymą el. paštu.',
        body: decideAppealRequestSchema,
        response: { 200: okResponse(adminAppealSchema), ...staffRefusals, 404: failureResponse, 409: failureResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      const result = await decideAppeal(app.db, actor, request.body, app.config.site);
      app.outbox.wake();
      return ok(result, [moderationMessages.appealDecided]);
    },
  );

  app.get(
    '/transparency',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['moderation', 'administration'],
        summary: 'Skaidrumo ataskaitos skaičiai už laikotarpį (moderatoriams)',
        querystring: transparencyQuerySchema,
        response: { 200: okResponse(transparencyReportSchema), ...staffRefusals },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      return ok(await transparencyReport(app.db, request.query));
    },
  );

  app.get(
    '/transparency.csv',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['moderation', 'administration'],
        summary: 'Skaidrumo ataskaita CSV formatu (UTF-8 su BOM; moderatoriams)',
        description:
          'CSV, kai užklausos Accept leidžia text/csv (text/csv, text/*, */* – naršyklė ir curl); be Accept ' +
          'antraštės – tie patys duomenys JSON voke, kaip /transparency (DECISIONS #135).',
        querystring: transparencyQuerySchema,
        response: {
          200: okResponse(transparencyReportSchema).describe('CSV arba JSON vokas pagal Accept'),
          ...staffRefusals,
        },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, MODERATOR_ROLE);
      const report = await transparencyReport(app.db, request.query);
      // A browser's download is a navigation: it wants the file whatever its Accept says.
      const navigation = request.headers['sec-fetch-mode'] === 'navigate';
      if (!navigation && !acceptsCsv(request.headers.accept)) return ok(report);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="skaidrumo-ataskaita-${report.from}-${report.to}.csv"`)
          .header('cache-control', 'no-store')
          // A Buffer is sent as it is (Fastify serialises only objects): the schema describes the JSON answer.
          .send(Buffer.from(transparencyCsv(report), 'utf8') as never)
      );
    },
  );
};

/**
 * Whether the client takes CSV: an Accept naming text/csv, any text type or any type (a browser's download, curl).
 * Without an Accept header the route answers the portal's JSON envelope, as every other API route does.
 */
function acceptsCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => /^(text\/csv|text\/\*|\*\/\*)(\s*;|$)/.test(part) && !/;\s*q=0(\.0*)?\s*(;|$)/.test(part));
}
