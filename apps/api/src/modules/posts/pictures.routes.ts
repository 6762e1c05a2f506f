import {
  idParamsSchema as idParams,
  POST_PICTURE_FIELD,
  postPhoneSchema,
  postPictureSchema,
  postSchema,
} from '@skelbimai/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { MAX_PICTURE_BYTES } from '../../adapters/images/index.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { postApiMessages } from '../../http/messages.ts';
import { currentUser } from '../../http/session.ts';
import { listShowcase, renewPost } from './lifecycle.service.ts';
import { revealPhone } from './phone.ts';
import {
  displayFileName,
  enforcePostPictureUploadLimit,
  pictureFileError,
  uploadPostPicture,
  withPictures,
  withPicturesOf,
} from './pictures.service.ts';
import { requireActiveUser } from './requireActiveUser.ts';

const failures = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };

/** /api/posts: pictures, the phone reveal, renewal and the showcase (issue 4), beside posts.routes.ts. */
export const postExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/UploadPicture',
    {
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo nuotraukos įkėlimas (prieš išsaugant skelbimą)',
        description:
          'multipart/form-data: failas laukelyje PictureFile (JPEG, PNG, WebP, AVIF ar GIF, iki 10 MB ir 40 MP). ' +
          'Saugoma WebP be metaduomenų: didelė (iki 1600 px) ir miniatiūra (iki 400 px). Nuotrauka priskiriama ' +
          'skelbimui, kai jis sukuriamas ar pakeičiamas su pictureIds; nepriskirta ištrinama po 24 val.',
        consumes: ['multipart/form-data'],
        response: { 200: okResponse(postPictureSchema), ...failures, 429: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const { file, filename } = await readPicture(request);
      if (!file || file.length === 0) throw pictureFileError(postApiMessages.pictureRequired);
      await enforcePostPictureUploadLimit(app.db, reply, user);
      return ok(await uploadPostPicture(app.db, app.pictureStorage, user, file, filename));
    },
  );

  app.get(
    '/phone/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo kontaktinis tel. numeris (ribojamas užklausų skaičius)',
        params: idParams,
        response: { 200: okResponse(postPhoneSchema), 404: failureResponse, 429: failureResponse },
      },
    },
    async (request, reply) =>
      ok(await revealPhone(app.db, request, reply, await currentUser(request), request.params.id)),
  );

  app.post(
    '/renew/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Skelbimo galiojimo pratęsimas 30 dienų (savininkas arba moderatorius)',
        params: idParams,
        response: { 200: okResponse(postSchema), ...failures },
      },
    },
    async (request) => {
      const post = await renewPost(app.db, await requireActiveUser(request), request.params.id);
      return ok(await withPicturesOf(app.db, app.pictureStorage, post), [postApiMessages.renewed]);
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
    async () => ok(await withPictures(app.db, app.pictureStorage, await listShowcase(app.db))),
  );
};

/**
 * Reads the multipart body: the first file of field PictureFile (any letter case) into memory, at most
 * MAX_PICTURE_BYTES; other parts are drained. A larger file is a 400 naming it, never a bare 413.
 */
async function readPicture(
  request: FastifyRequest,
): Promise<{ file: Buffer | undefined; filename: string | undefined }> {
  if (!request.isMultipart()) throw pictureFileError(postApiMessages.pictureRequired);
  let file: Buffer | undefined;
  let filename: string | undefined;
  let current: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PICTURE_BYTES } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname.toLowerCase() === POST_PICTURE_FIELD.toLowerCase() && file === undefined) {
        current = part.filename;
        file = await part.toBuffer();
        filename = part.filename;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      // Read and drop the rest of the upload, so the browser receives the 400 instead of a reset connection.
      request.raw.resume();
      throw pictureFileError(postApiMessages.pictureTooLarge(displayFileName(current)));
    }
    throw error;
  }
  return { file, filename };
}
