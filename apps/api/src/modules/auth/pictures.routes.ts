import {
  changeProfilePictureRequestSchema,
  changeProfilePictureResponseSchema,
  deleteProfilePictureRequestSchema,
  envelopeSchema,
  uploadProfilePictureResponseSchema,
  userSchema,
} from '@skelbimai/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { apiMessages, authMessages } from '../../http/messages.ts';
import { MultipartProblemError, readPictureUpload } from '../../http/multipartUpload.ts';
import { profilePictureUploadLimits } from '../../http/requestLimits.ts';
import { requireUser } from '../../http/session.ts';
import { loadUserDto, toUserDto } from '../users/users.mapper.ts';
import {
  changeProfilePictureSource,
  deleteProfilePicture,
  enforceUploadLimit,
  PICTURE_FIELD,
  pictureFieldError,
  resolvePictureTarget,
  uploadProfilePicture,
} from './pictures.service.ts';

/** SPEC.md §7 names ChangeProfilePicture's answer fields at the top level; data holds them too (the web reads it). */
const changePictureResponse = envelopeSchema(changeProfilePictureResponseSchema).extend(
  changeProfilePictureResponseSchema.shape,
);

const failures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  404: failureResponse,
};

/**
 * /api/auth: the profile picture (SPEC.md §4 'Profile picture', §7). Signed-in only; `UserId` /
 * `targetUserId` acts on another account, for administrators only. Upload and delete take effect at once;
 * ChangeProfilePicture chooses which of the pictures (local, Google, Facebook) is shown.
 */
export const picturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/UploadProfilePicture',
    {
      schema: {
        tags: ['auth'],
        summary: 'Profilio nuotraukos įkėlimas',
        description:
          'multipart/form-data: failas laukelyje PictureFile (JPEG, PNG, WebP, GIF ar AVIF, iki 10 MB ir 40 MP), ' +
          'UserId tik administratoriui keičiant kito vartotojo nuotrauką. Saugoma 512 px kvadratinė WebP be metaduomenų.',
        consumes: ['multipart/form-data'],
        response: {
          200: okResponse(uploadProfilePictureResponseSchema),
          ...failures,
          413: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { file, userId } = await readUpload(request);
      const target = await resolvePictureTarget(app.db, actor, userId);
      if (!file || file.length === 0) throw pictureFieldError(400, authMessages.pictureRequired);
      await enforceUploadLimit(app.db, reply, actor);
      const user = toUserDto(await uploadProfilePicture(app.db, app.pictureStorage, target, file), 0);
      return ok({ pictureUrl: user.pictureUrl, localPictureUrl: user.localPictureUrl }, [authMessages.pictureUploaded]);
    },
  );

  app.post(
    '/DeleteProfilePicture',
    {
      schema: {
        tags: ['auth'],
        summary: 'Įkeltos profilio nuotraukos ištrynimas',
        description: 'Rodant įkeltą nuotrauką, jos vietoje rodoma Google ar Facebook nuotrauka, jei tokia yra.',
        body: deleteProfilePictureRequestSchema,
        response: { 200: okResponse(userSchema), ...failures },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const target = await resolvePictureTarget(app.db, actor, request.body.targetUserId);
      const user = await deleteProfilePicture(app.db, app.pictureStorage, target);
      return ok(await loadUserDto(app.db, user), [authMessages.pictureDeleted]);
    },
  );

  app.post(
    '/ChangeProfilePicture',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rodomos profilio nuotraukos pasirinkimas',
        body: changeProfilePictureRequestSchema,
        response: { 200: changePictureResponse, ...failures },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const target = await resolvePictureTarget(app.db, actor, request.body.targetUserId);
      const user = toUserDto(
        await changeProfilePictureSource(app.db, target, request.body.profilePictureSourceType),
        0,
      );
      const choice = { profilePictureSourceType: user.profilePictureSourceType, pictureUrl: user.pictureUrl };
      return { ...ok(choice, [authMessages.pictureSourceChanged]), ...choice };
    },
  );
};

/**
 * The picture (field PictureFile, any letter case) and the optional UserId of the multipart body, within the
 * route's limits (http/requestLimits.ts). A file over 10 MB is 413; every other problem 400, on PictureFile.
 */
async function readUpload(request: FastifyRequest): Promise<{ file: Buffer | undefined; userId: string | undefined }> {
  try {
    const { file, fields } = await readPictureUpload(request, PICTURE_FIELD, profilePictureUploadLimits);
    return { file: file?.data, userId: fields.get('userid') };
  } catch (error) {
    if (!(error instanceof MultipartProblemError)) throw error;
    if (error.problem === 'file-too-large') throw pictureFieldError(413, authMessages.pictureTooLarge);
    throw pictureFieldError(
      400,
      {
        'not-multipart': authMessages.pictureRequired,
        'too-many-parts': apiMessages.tooManyFiles,
        malformed: apiMessages.malformedUpload,
      }[error.problem],
    );
  }
}
