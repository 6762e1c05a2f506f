import { deleteAccountRequestSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ensureDevice } from '../../http/deviceCookie.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { accountMessages } from '../../http/messages.ts';
import { requireUser } from '../../http/session.ts';
import { codeDeps, codeRateLimits, enforceRateLimit } from '../auth/codes.service.ts';
import { deleteOwnAccount, requestDeleteCode } from './selfDelete.service.ts';

const failures = { 400: failureResponse, 401: failureResponse, 429: failureResponse };

/** /api/account: the signed-in user's rights over their own account (issue 29). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = codeDeps(app);

  app.post(
    '/deleteCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'Paskyros ištrynimo kodas į paskyros el. paštą (ar tel. numerį), kai paskyra neturi slaptažodžio',
        response: { 200: okResponse(z.string().describe('Kodo priešdėlis, pvz. AB')), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await enforceRateLimit(app.db, `codes:request:ip:${request.ip}`, codeRateLimits.requestsPerIp);
      const prefix = await requestDeleteCode(deps, user, ensureDevice(request, reply));
      return ok(prefix, [accountMessages.deleteCodeSent]);
    },
  );

  app.post(
    '/delete',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'Savo paskyros ištrynimas: slaptažodis arba kodas; visos sesijos baigiamos, laiškas patvirtina',
        body: deleteAccountRequestSchema,
        response: { 200: okResponse(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deleteOwnAccount(request, reply, user, request.body);
      return ok(null, [accountMessages.deleted]);
    },
  );
};
