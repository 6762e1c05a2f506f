import { ADMIN_ROLE, auditLogQuerySchema, auditLogResponseSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, okPage } from '../../http/envelope.ts';
import { requireRole } from '../../http/roles.ts';
import { listAuditLog } from './audit.service.ts';

/** /api/audit: what administrators and moderators did (Administrator only). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetAuditLog',
    {
      config: { access: ADMIN_ROLE },
      schema: {
        tags: ['administration'],
        summary: 'Administravimo veiksmų žurnalas (tik administratoriams), naujausi pirmi, po 20',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 401: failureResponse, 403: failureResponse },
      },
    },
    async (request, reply) => {
      await requireRole(request, reply, ADMIN_ROLE);
      const { entries, totalCount } = await listAuditLog(app.db, request.query);
      return okPage(entries, request.query.page, totalCount);
    },
  );
};
