import { emailSettingSchema, updateEmailSettingRequestSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { emailSettings, setEmailWanted } from './preferences.service.ts';

/** /api/notifications: which e-mails the account wants (/mano/pranesimai). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Kurie laiškai siunčiami (kiekviena rūšis įjungta arba ne)',
        response: { 200: okResponse(z.array(emailSettingSchema)), 401: failureResponse },
      },
    },
    async (request, reply) => ok(await emailSettings(app.db, (await requireUser(request, reply)).id)),
  );

  app.post(
    '/update',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Įjungti arba išjungti vienos rūšies laiškus',
        body: updateEmailSettingRequestSchema,
        response: { 200: okResponse(z.array(emailSettingSchema)), 400: failureResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await setEmailWanted(app.db, user.id, request.body.kind, request.body.enabled);
      return ok(await emailSettings(app.db, user.id));
    },
  );
};
