import { envelopeSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok } from '../../http/envelope.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/errorHandler.ts';
import { apiMessages } from '../../http/messages.ts';
import { databaseIsReady } from './health.service.ts';

const healthSchema = z.object({
  /** The process answers HTTP (liveness): always 'ok' when there is an answer at all. */
  status: z.literal('ok'),
  /** Whether the database answers (readiness). */
  database: z.enum(['ok', 'unavailable']),
});

/**
 * /api/health for process managers and load balancers: 200 when the database answers, 503 (same body,
 * succeeded false, Retry-After) when it does not. Never cached, no session, no rate limit.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Gyvumo ir duomenų bazės parengties patikra (200 arba 503)',
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await databaseIsReady(app.db)) {
        return ok({ status: 'ok' as const, database: 'ok' as const });
      }
      reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return {
        ...ok({ status: 'ok' as const, database: 'unavailable' as const }),
        succeeded: false,
        messages: [apiMessages.serviceUnavailable],
      };
    },
  );
};
