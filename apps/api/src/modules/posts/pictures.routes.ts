import {
  holdMessages,
  idParamsSchema as idParams,
  postPhoneSchema,
  postPictureSchema,
  postSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireActiveUser } from '../../http/access.ts';
import { failureResponse, goneResponse, ok, okResponse } from '../../http/envelope.ts';
import { postApiMessages } from '../../http/messages.ts';
import { readPictureForm, requirePictureFile } from '../../http/pictureUpload.ts';
import { postPictureUploadLimits } from '../../http/requestLimits.ts';
import { currentUser } from '../../http/session.ts';
import { listShowcase, renewPost } from './lifecycle.service.ts';
import { revealPhone } from './phone.ts';
import { enforcePostPictureUploadLimit, uploadPostPicture } from './pictures.service.ts';

const failures = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/** /api/posts: pictures, the phone reveal, renewal and the showcase, beside posts.routes.ts. */
export const postExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/UploadPicture',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo nuotraukos įkėlimas (prieš išsaugant skelbimą)',
        description:
          'multipart/form-data: failas laukelyje PictureFile (JPEG, PNG, WebP, GIF ar AVIF, iki 10 MB ir 40 MP; didesnis – 413). ' +
          'Saugoma WebP be metaduomenų: didelė (iki 1600 px) ir miniatiūra (iki 400 px). Nuotrauka priskiriama ' +
          'skelbimui, kai jis sukuriamas ar pakeičiamas su pictureIds; nepriskirta ištrinama po 24 val.',
        consumes: ['multipart/form-data'],
        response: { 200: okResponse(postPictureSchema), ...failures, 429: failureResponse },
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      const file = requirePictureFile((await readPictureForm(request, postPictureUploadLimits)).file);
      await enforcePostPictureUploadLimit(app.db, user);
      return ok(await uploadPostPicture(app.db, app.pictureStorage, user, file));
    },
  );

  app.get(
    '/phone/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo kontaktinis tel. numeris (ribojamas užklausų skaičius)',
        params: idParams,
        response: { 200: okResponse(postPhoneSchema), 404: failureResponse, 410: goneResponse, 429: failureResponse },
      },
    },
    async (request) =>
      ok(await revealPhone(app.db, app.pictureStorage, request, await currentUser(request), request.params.id)),
  );

  app.post(
    '/renew/:id',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo galiojimo pratęsimas 30 dienų (savininkas arba moderatorius)',
        params: idParams,
        response: { 200: okResponse(postSchema), ...failures },
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      const { post, held } = await renewPost(app.db, app.pictureStorage, user, request.params.id, app.config.site);
      return ok(post, held ? [postApiMessages.renewed, holdMessages.heldOnSave] : [postApiMessages.renewed]);
    },
  );

  app.get(
    '/showcase',
    {
      schema: {
        tags: ['posts'],
        summary: 'Pradžios puslapio vitrina: iki 12 skelbimų su aktyvia paslauga',
        response: { 200: okResponse(z.array(postSchema)) },
      },
    },
    async () => ok(await listShowcase(app.db, app.pictureStorage)),
  );
};
