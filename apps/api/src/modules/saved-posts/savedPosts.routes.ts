import {
  envelopeSchema,
  favoriteStateSchema,
  savedPostParamsSchema as postIdParams,
  savedPostSchema,
  savePostRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import type { SavedKind } from '../posts/index.ts';
import { favoriteStates } from './favoriteStates.ts';
import { addSavedPost, listSavedPosts, removeSavedPost } from './savedPosts.service.ts';

// PRODUCT.md §7 puts the answer beside the envelope: GET gives `postIds`, POST and DELETE give `postId`; data is null.
const listResponse = envelopeSchema(z.null()).extend({ postIds: z.array(savedPostSchema) });
const oneResponse = envelopeSchema(z.null()).extend({ postId: z.number().int() });

const texts: Record<SavedKind, { tag: string; list: string; add: string; remove: string }> = {
  favorites: {
    tag: 'favorites',
    list: 'Mano pažymėti skelbimai (naujausi pirmi)',
    add: 'Pažymėti skelbimą',
    remove: 'Atžymėti skelbimą',
  },
  hidden: {
    tag: 'hiddens',
    list: 'Mano paslėpti skelbimai (naujausi pirmi)',
    add: 'Paslėpti skelbimą',
    remove: 'Vėl rodyti skelbimą',
  },
};

/**
 * /api/favorites and /api/hiddens: one plugin registered twice with its `kind`. Signed-in users only (guests keep
 * their sets in the browser); each user reads and changes only their own set.
 */
export const savedPostsRoutes: FastifyPluginAsyncZod<{ kind: SavedKind }> = async (app, { kind }) => {
  const text = texts[kind];

  app.get(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: [text.tag],
        summary: text.list,
        response: { 200: listResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return { ...ok(null), postIds: await listSavedPosts(app.db, user, kind) };
    },
  );

  if (kind === 'favorites') {
    app.get(
      '/states',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: [text.tag],
          summary:
            'Visi pažymėti skelbimai su būsena (galioja, parduotas, nebegalioja, pašalintas) ir kaina pažymint (/mano/pazymeti)',
          response: { 200: okResponse(z.array(favoriteStateSchema)), 401: failureResponse },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request, reply);
        return ok(await favoriteStates(app.db, app.pictureStorage, user));
      },
    );
  }

  app.post(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: [text.tag],
        summary: `${text.add}; pakartotinai – nieko nekeičia`,
        body: savePostRequestSchema,
        response: { 200: oneResponse, 400: failureResponse, 401: failureResponse, 404: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return { ...ok(null), postId: await addSavedPost(app.db, user, kind, request.body.postId) };
    },
  );

  app.delete(
    '/:postId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: [text.tag],
        summary: `${text.remove}; jei jo nėra – nieko nekeičia`,
        params: postIdParams,
        response: { 200: oneResponse, 400: failureResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return { ...ok(null), postId: await removeSavedPost(app.db, user, kind, request.params.postId) };
    },
  );
};
