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
import { failureResponse, goneResponse, ok, okResponse } from '../../http/envelope.ts';
import { apiMessages, postApiMessages } from '../../http/messages.ts';
import { MultipartProblemError, readPictureUpload, type UploadedFile } from '../../http/multipartUpload.ts';
import { postPictureUploadLimits } from '../../http/requestLimits.ts';
import { currentUser } from '../../http/session.ts';
import { listShowcase, renewPost } from './lifecycle.service.ts';
import { revealPhone } from './phone.ts';
import {
  displayFileName,
  enforcePostPictureUploadLimit,
  pictureFileError,
  uploadPostPicture,
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
      const file = await readPicture(request);
      await enforcePostPictureUploadLimit(app.db, reply, user);
      return ok(await uploadPostPicture(app.db, app.pictureStorage, user, file.data, file.filename));
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
    async (request, reply) =>
      ok(await revealPhone(app.db, app.pictureStorage, request, reply, await currentUser(request), request.params.id)),
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
      const post = await renewPost(app.db, app.pictureStorage, await requireActiveUser(request), request.params.id);
      return ok(post, [postApiMessages.renewed]);
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

/**
 * The picture of the multipart body (field PictureFile, any letter case), within the route's limits
 * (http/requestLimits.ts). Every problem is a 400 on PictureFile naming the file where there is one.
 */
async function readPicture(request: FastifyRequest): Promise<UploadedFile> {
  let file: UploadedFile | undefined;
  try {
    ({ file } = await readPictureUpload(request, POST_PICTURE_FIELD, postPictureUploadLimits));
  } catch (error) {
    if (!(error instanceof MultipartProblemError)) throw error;
    throw pictureFileError(
      {
        'not-multipart': postApiMessages.pictureRequired,
        'file-too-large': postApiMessages.pictureTooLarge(displayFileName(error.filename)),
        'too-many-parts': apiMessages.tooManyFiles,
        malformed: apiMessages.malformedUpload,
      }[error.problem],
    );
  }
  // A form sent without choosing a file has an empty part with no name; an empty file with a name is named.
  if (!file || (file.data.length === 0 && !file.filename)) throw pictureFileError(postApiMessages.pictureRequired);
  if (file.data.length === 0) throw pictureFileError(postApiMessages.pictureEmpty(displayFileName(file.filename)));
  return file;
}
