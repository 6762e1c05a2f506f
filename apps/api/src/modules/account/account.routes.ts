import { accountExportSchema, accountExportTokenParamsSchema, deleteAccountRequestSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ensureDevice } from '../../http/deviceCookie.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { accountMessages } from '../../http/messages.ts';
import { requireUser } from '../../http/session.ts';
import { codeDeps, codeRateLimits, enforceRateLimit } from '../auth/index.ts';
import { downloadExport, startExport } from './accountExport.ts';
import { deleteOwnAccount, requestDeleteCode } from './selfDelete.service.ts';

const failures = { 400: failureResponse, 401: failureResponse, 429: failureResponse };

/** /api/account: the signed-in user's rights over their own account. */
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

  app.get(
    '/export',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'Mano duomenų archyvas (ZIP): pradeda ruošti arba grąžina ruošiamą; nuoroda atsiunčiama el. paštu',
        response: { 200: okResponse(accountExportSchema), 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await startExport(app, user), [accountMessages.exportStarted]);
    },
  );

  app.get(
    '/export/download/:token',
    {
      schema: {
        tags: ['account'],
        summary: 'Duomenų archyvo atsisiuntimas pagal el. laiško nuorodą: vieną kartą, 7 dienas',
        params: accountExportTokenParamsSchema,
        response: { 200: z.any().describe('ZIP archyvas'), 400: failureResponse, 410: failureResponse },
      },
    },
    async (request, reply) => {
      const archive = await downloadExport(app, request.params.token);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="mano-duomenys.zip"')
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
