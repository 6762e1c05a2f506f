import {
  changePasswordRequestSchema,
  changeProfileNameRequestSchema,
  envelopeSchema,
  loginRequestSchema,
  publicProfileSchema,
  registerRequestSchema,
  registrationCodeSchema,
  setPasswordRequestSchema,
  updateProfileRequestSchema,
  userIdText,
  userSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { authMessages } from '../../http/messages.ts';
import { endSession, requireUser } from '../../http/session.ts';
import { loadUserDto } from '../user-records/index.ts';
import {
  changePassword,
  changeProfileName,
  login,
  publicProfile,
  register,
  setPassword,
  updateProfile,
} from './auth.service.ts';

const tags = ['auth'];
/** A call that signs in: the user, or a field error, a block (403) or too many attempts (429). */
const signInResponses = {
  200: okResponse(userSchema),
  400: failureResponse,
  403: failureResponse,
  429: failureResponse,
};
/** register: the user in data, and beside it the confirmation code sent to the new address (its prefix). */
const registerResponses = {
  ...signInResponses,
  200: envelopeSchema(userSchema).extend({ registrationCode: registrationCodeSchema }),
};
/** A signed-in-only call answering with the user. */
const userResponses = { 200: okResponse(userSchema), 400: failureResponse, 401: failureResponse };
/** updateProfile: PRODUCT.md §7 names the answer `user`; data holds the same user, like the other profile calls. */
const updateProfileResponses = {
  ...userResponses,
  200: envelopeSchema(userSchema).extend({ user: userSchema }),
};
/**
 * /api/auth: password sign-in and registration, sign-out, the own and public profile, name and password.
 * Codes, social sign-in and pictures are sibling plugins under the same prefix.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Registracija el. paštu ar tel. numeriu ir slaptažodžiu; prisijungia ir siunčia patvirtinimo kodą',
        body: registerRequestSchema,
        response: registerResponses,
      },
    },
    async (request, reply) => {
      const { user, code } = await register(request, reply, request.body);
      return { ...ok(user), registrationCode: code };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Prisijungimas el. paštu ar tel. numeriu ir slaptažodžiu',
        body: loginRequestSchema,
        response: signInResponses,
      },
    },
    async (request, reply) => ok(await login(request, reply, request.body)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Atsijungimas: sesija panaikinama serveryje, slapukas išvalomas',
        // 400: a body that is not JSON (the call needs none).
        response: { 200: okResponse(z.null()), 400: failureResponse },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return ok(null, [authMessages.signedOut]);
    },
  );

  app.get(
    '/myProfile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Prisijungusio vartotojo profilis',
        response: { 200: okResponse(userSchema), 401: failureResponse },
      },
    },
    async (request, reply) => ok(await loadUserDto(app.db, await requireUser(request, reply))),
  );

  app.get(
    '/profile/:id',
    {
      schema: {
        tags,
        summary: 'Viešas vartotojo profilis (be el. pašto ir tel. numerio)',
        params: z.object({ id: userIdText() }),
        response: { 200: okResponse(publicProfileSchema), 404: failureResponse },
      },
    },
    async (request) => ok(await publicProfile(app.db, request.params.id)),
  );

  app.patch(
    '/updateProfile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Vardo, pavardės ir rodomo vardo keitimas',
        body: updateProfileRequestSchema,
        response: updateProfileResponses,
      },
    },
    async (request, reply) => {
      const updated = await updateProfile(app.db, await requireUser(request, reply), request.body);
      return { ...ok(updated, [authMessages.profileSaved]), user: updated };
    },
  );

  app.post(
    '/ChangeProfileName',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Rodomo vardo (Vardas / Slapyvardis) keitimas',
        body: changeProfileNameRequestSchema,
        response: userResponses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await changeProfileName(app.db, user, request.body.newFullName), [authMessages.nameChanged]);
    },
  );

  app.post(
    '/ChangePassword',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Slaptažodžio keitimas (be slaptažodžio paskyrai currentPassword yra tuščias); kiti įrenginiai atjungiami',
        body: changePasswordRequestSchema,
        response: { ...userResponses, 429: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await changePassword(request, user, request.body), [authMessages.passwordChanged]);
    },
  );

  app.post(
    '/setPassword',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Slaptažodžio sukūrimas paskyrai, kuri jo neturi (sukurtai per Google ar Facebook)',
        body: setPasswordRequestSchema,
        response: userResponses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await setPassword(app.db, user, request.body.newPassword), [authMessages.passwordCreated]);
    },
  );
};
