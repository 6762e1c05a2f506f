import {
  changeProfilePictureRequestSchema,
  changeProfilePictureResponseSchema,
  deleteProfilePictureRequestSchema,
  envelopeSchema,
  uploadProfilePictureResponseSchema,
  userSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { authMessages } from '../../http/messages.ts';
import { readPictureForm, requirePictureFile } from '../../http/pictureUpload.ts';
import { profilePictureUploadLimits } from '../../http/requestLimits.ts';
import { requireUser } from '../../http/session.ts';
import { loadUserDto, toUserDto } from '../user-records/index.ts';
import {
  changeProfilePictureSource,
  deleteProfilePicture,
  enforceUploadLimit,
  resolvePictureTarget,
  uploadProfilePicture,
} from './pictures.service.ts';

/** PRODUCT.md §7 names ChangeProfilePicture's answer fields at the top level; data holds them too (the web reads it). */
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
 * /api/auth: the profile picture (PRODUCT.md §4 'Profile picture', §7). Signed-in only; `UserId` /
 * `targetUserId` acts on another account, for administrators only. Upload and delete take effect at once;
 * ChangeProfilePicture chooses which of the pictures (local, Google, Facebook) is shown.
 */
export const picturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/UploadProfilePicture',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Profilio nuotraukos įkėlimas',
        description:
          'multipart/form-data: failas laukelyje PictureFile (JPEG, PNG, WebP, GIF ar AVIF, iki 10 MB ir 40 MP; didesnis – 413), ' +
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
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPictureForm(request, profilePictureUploadLimits);
      const target = await resolvePictureTarget(app.db, actor, form.fields.get('userid'));
      const file = requirePictureFile(form.file);
      await enforceUploadLimit(app.db, actor);
      const user = toUserDto(await uploadProfilePicture(app.db, app.pictureStorage, target, file), 0);
      return ok({ pictureUrl: user.pictureUrl, localPictureUrl: user.localPictureUrl }, [authMessages.pictureUploaded]);
    },
  );

  app.post(
    '/DeleteProfilePicture',
    {
      config: { access: 'signedIn' },
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
      config: { access: 'signedIn' },
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
