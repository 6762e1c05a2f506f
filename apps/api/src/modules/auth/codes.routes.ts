import {
  codeConfirmationSchema,
  confirmEmailChangeRequestSchema,
  confirmPhoneChangeRequestSchema,
  getChangeEmailCodeRequestSchema,
  getChangePhoneCodeRequestSchema,
  recoveryLoginRequestSchema,
  recoveryLoginResponseSchema,
  resetPasswordRequestSchema,
  setNewPasswordRequestSchema,
  userSchema,
} from '@skelbimai/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ensureDevice, readDevice } from '../../http/deviceCookie.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { authMessages } from '../../http/messages.ts';
import { requireUser, SESSION_COOKIE } from '../../http/session.ts';
import { loadUserDto } from '../user-records/index.ts';
import { codeDeps, codeRateLimits, enforceRateLimit } from './codes.service.ts';
import { confirmChange, confirmVerify, requestChangeCode, requestVerifyCode } from './contacts.service.ts';
import { issueResetToken, requestRecoveryCode, setNewPassword, verifyRecoveryCode } from './recovery.service.ts';
import { completeSignIn } from './signIn.ts';

const prefixResponse = okResponse(z.string().describe('Kodo priešdėlis, pvz. AB'));
const failures = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 429: failureResponse };

/**
 * /api/auth: one-time codes. Recovery sign-in (resetpassword → recoverylogin → setNewPassword) and the
 * signed-in user's e-mail and phone verification and change (PRODUCT.md §4, §7).
 */
export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = codeDeps(app);
  // Per client: how many codes it may ask for and how many it may try, whatever the address.
  const limitRequests = (request: FastifyRequest) =>
    enforceRateLimit(app.db, `codes:request:ip:${request.ip}`, codeRateLimits.requestsPerIp);
  const limitChecks = (request: FastifyRequest) =>
    enforceRateLimit(app.db, `codes:check:ip:${request.ip}`, codeRateLimits.checksPerIp);
  // Which browser enters a code: only its own code's wrong entries can void it (DECISIONS #100).
  const deviceIdOf = (request: FastifyRequest) => readDevice(request)?.id ?? null;

  app.post(
    '/resetpassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Prisijungimo kodas el. paštu ar SMS (atsakymas tas pats, ar paskyra yra, ar ne)',
        body: resetPasswordRequestSchema,
        response: { 200: prefixResponse, ...failures, 503: failureResponse },
      },
    },
    async (request, reply) => {
      await limitRequests(request);
      const prefix = await requestRecoveryCode(deps, request.body.emailOrPhone, ensureDevice(request, reply));
      return ok(prefix, [authMessages.recoveryCodeSent]);
    },
  );

  app.post(
    '/recoverylogin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Prisijungimas su kodu; grąžina vartotoją ir vienkartinį slaptažodžio keitimo raktą',
        body: recoveryLoginRequestSchema,
        response: { 200: okResponse(recoveryLoginResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      await limitChecks(request);
      const user = await verifyRecoveryCode(app.db, request.body, deviceIdOf(request));
      const dto = await completeSignIn(request, reply, user, request.body.rememberMe);
      const resetPasswordToken = await issueResetToken(app.db, user.id);
      return ok({ user: dto, resetPasswordToken });
    },
  );

  app.post(
    '/setNewPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Naujas slaptažodis po prisijungimo su kodu; kiti įrenginiai atjungiami',
        body: setNewPasswordRequestSchema,
        // No limit of its own: the token comes from a limited code entry and works once.
        response: { 200: okResponse(userSchema), 400: failureResponse, 401: failureResponse, 403: failureResponse },
      },
    },
    async (request) => {
      const user = await setNewPassword(app.db, request.body, request.cookies[SESSION_COOKIE]);
      return ok(await loadUserDto(app.db, user), [authMessages.newPasswordSaved]);
    },
  );

  for (const channel of ['email', 'phone'] as const) {
    const names =
      channel === 'email'
        ? { getVerify: 'GetVerifyEmailCode', confirmVerify: 'ConfirmEmailVerify', getChange: 'GetChangeEmailCode' }
        : {
            getVerify: 'GetVerifyPhoneCode',
            confirmVerify: 'ConfirmPhoneVerify',
            getChange: 'GetChangePhoneNumberCode',
          };
    const done = channel === 'email' ? authMessages.emailConfirmed : authMessages.phoneConfirmed;
    const what = channel === 'email' ? 'el. pašto' : 'tel. numerio';

    app.post(
      `/${names.getVerify}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['auth'],
          summary: `Savo ${what} patvirtinimo kodas (tuščias užklausos turinys)`,
          response: { 200: prefixResponse, ...failures, 503: failureResponse },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        await limitRequests(request);
        const prefix = await requestVerifyCode(deps, user, channel, ensureDevice(request, reply));
        return ok(prefix, [authMessages.verificationCodeSent]);
      },
    );

    app.post(
      `/${names.confirmVerify}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['auth'],
          summary: `Savo ${what} patvirtinimas kodu`,
          body: codeConfirmationSchema,
          response: { 200: okResponse(userSchema), ...failures },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await limitChecks(request);
        const updated = await confirmVerify(app.db, user, channel, { ...request.body, deviceId: deviceIdOf(request) });
        return ok(await loadUserDto(app.db, updated), [done]);
      },
    );
  }

  app.post(
    '/GetChangeEmailCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Kodas naujam el. pašto adresui',
        body: getChangeEmailCodeRequestSchema,
        response: { 200: prefixResponse, ...failures, 503: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitRequests(request);
      const prefix = await requestChangeCode(deps, user, 'email', request.body.newEmail, ensureDevice(request, reply));
      return ok(prefix, [authMessages.verificationCodeSent]);
    },
  );

  app.post(
    '/ConfirmEmailChange',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'El. pašto keitimas: naujo adreso patvirtinimas kodu',
        body: confirmEmailChangeRequestSchema,
        response: { 200: okResponse(userSchema), ...failures },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await limitChecks(request);
      const { newEmail, ...code } = request.body;
      const updated = await confirmChange(app.db, user, 'email', {
        ...code,
        newValue: newEmail,
        deviceId: deviceIdOf(request),
      });
      return ok(await loadUserDto(app.db, updated), [authMessages.emailChanged]);
    },
  );

  app.post(
    '/GetChangePhoneNumberCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Kodas naujam tel. numeriui',
        body: getChangePhoneCodeRequestSchema,
        response: { 200: prefixResponse, ...failures, 503: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitRequests(request);
      const prefix = await requestChangeCode(deps, user, 'phone', request.body.newPhone, ensureDevice(request, reply));
      return ok(prefix, [authMessages.verificationCodeSent]);
    },
  );

  app.post(
    '/ConfirmPhoneNumberChange',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Tel. numerio keitimas: naujo numerio patvirtinimas kodu',
        body: confirmPhoneChangeRequestSchema,
        response: { 200: okResponse(userSchema), ...failures },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await limitChecks(request);
      const { newPhone, ...code } = request.body;
      const updated = await confirmChange(app.db, user, 'phone', {
        ...code,
        newValue: newPhone,
        deviceId: deviceIdOf(request),
      });
      return ok(await loadUserDto(app.db, updated), [authMessages.phoneChanged]);
    },
  );
};
