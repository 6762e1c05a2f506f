import {
  pushMessages,
  pushPublicKeySchema,
  pushSettingsSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
  updatePushSettingRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import { pushKindSettings, setPushWanted } from './preferences.service.ts';
import { deviceCount, subscribe, unsubscribe } from './subscriptions.service.ts';

const settingsOf = async (db: Database, userId: string) => ({
  kinds: await pushKindSettings(db, userId),
  devices: await deviceCount(db, userId),
});

/** /api/push: phone notifications (Web Push, PRODUCT.md §30; docs/API.md). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/publicKey',
    {
      schema: {
        tags: ['push'],
        summary: 'VAPID viešasis raktas (base64url) naršyklės pranešimų prenumeratai',
        response: { 200: okResponse(pushPublicKeySchema) },
      },
    },
    async () => ok({ publicKey: app.vapidKeys.publicKey }),
  );

  app.post(
    '/subscribe',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['push'],
        summary: 'Įjungti pranešimus šiame įrenginyje (PushSubscription: endpoint ir raktai; iki 10 paskyrai)',
        body: pushSubscribeRequestSchema,
        response: { 200: okResponse(z.null()), 400: failureResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await subscribe(app.db, user.id, request.body, app.config.push.extraOrigins);
      return ok(null, [pushMessages.subscribed]);
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['push'],
        summary: 'Išjungti pranešimus šiame įrenginyje',
        body: pushUnsubscribeRequestSchema,
        response: { 200: okResponse(z.null()), 400: failureResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await unsubscribe(app.db, user.id, request.body.endpoint);
      return ok(null, [pushMessages.unsubscribed]);
    },
  );

  app.get(
    '/settings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['push'],
        summary: 'Kurie pranešimai telefone siunčiami (kiekviena rūšis) ir keliuose įrenginiuose jie įjungti',
        response: { 200: okResponse(pushSettingsSchema), 401: failureResponse },
      },
    },
    async (request, reply) => ok(await settingsOf(app.db, (await requireUser(request, reply)).id)),
  );

  app.post(
    '/settings/update',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['push'],
        summary: 'Įjungti arba išjungti vienos rūšies pranešimus telefone',
        body: updatePushSettingRequestSchema,
        response: { 200: okResponse(pushSettingsSchema), 400: failureResponse, 401: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await setPushWanted(app.db, user.id, request.body.kind, request.body.enabled);
      return ok(await settingsOf(app.db, user.id));
    },
  );
};
