import {
  addWordRequestSchema,
  bannedWordSchema,
  holdMessages,
  MODERATOR_ROLE,
  postModerationResultSchema,
  releasePostRequestSchema,
  removeWordRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { forgetPostCounts } from '../../http/sharedCache.ts';
import { addBannedWord, listBannedWords, removeBannedWord } from './bannedWords.service.ts';
import { releaseHeldPost } from './holdPost.ts';

const refusals = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/** /api/moderation: held ads' release and the list of words that hold an ad (moderators, admins). */
export const holdsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/releasePost',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Patvirtinti patikrinimo laukiantį skelbimą (moderatoriams): jis vėl matomas visiems',
        description: 'Atviri pranešimai apie skelbimą uždaromi (atmesti), kad tie patys nesustabdytų jo vėl.',
        body: releasePostRequestSchema,
        response: { 200: okResponse(postModerationResultSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      const row = await app.db.transaction((tx) => releaseHeldPost(tx, actor, request.body.postId));
      forgetPostCounts(app.db);
      return ok({ id: row.id, status: row.status, blockedReason: null }, [holdMessages.released]);
    },
  );

  app.get(
    '/words',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Draudžiami žodžiai ir frazės (moderatoriams)',
        response: { 200: okResponse(z.array(bannedWordSchema)), 401: failureResponse, 403: failureResponse },
      },
    },
    async () => ok(await listBannedWords(app.db)),
  );

  app.post(
    '/addWord',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Įtraukti draudžiamą žodį ar frazę (moderatoriams)',
        description:
          'Lyginama be didžiųjų raidžių ir diakritikų, visais žodžiais; žodis atitinka teksto žodį, kuris juo ' +
          'prasideda ir yra ne daugiau kaip 4 raidėmis ilgesnis (lietuviškos galūnės). Jau esantis – 409.',
        body: addWordRequestSchema,
        response: { 200: okResponse(bannedWordSchema), ...refusals, 409: failureResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      return ok(await addBannedWord(app.db, actor, request.body.text), [holdMessages.wordAdded]);
    },
  );

  app.post(
    '/removeWord',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Pašalinti draudžiamą žodį (moderatoriams)',
        body: removeWordRequestSchema,
        response: { 200: okResponse(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, reply, MODERATOR_ROLE);
      return ok(await removeBannedWord(app.db, actor, request.body.id), [holdMessages.wordRemoved]);
    },
  );
};
