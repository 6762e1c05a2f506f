import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  advertServicePackSchema,
  advertServiceSchema,
  categoryRefSchema,
  categorySchema,
  fieldErrorSchema,
  postReportReasonSchema,
  siteInfoSchema,
  topUpOptionSchema,
  userSchema,
} from '@skelbimai/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppConfig } from '../config.ts';
import { SESSION_SCHEME } from './access.ts';
import { failureResponse } from './envelope.ts';
import { SESSION_COOKIE } from './session.ts';

export const docsPrefix = '/api/docs';

/**
 * The contract's DTOs under their own names in the document's components (instead of schema0, schema1...).
 * A registry of the API's own, so naming them here never changes the contract's schemas for anyone else.
 */
const schemaRegistry = z.registry<{ id: string }>();
const named: [z.ZodType, string][] = [
  [categorySchema, 'Category'],
  [categoryRefSchema, 'CategoryRef'],
  [advertServiceSchema, 'AdvertService'],
  [advertServicePackSchema, 'AdvertServicePack'],
  [topUpOptionSchema, 'TopUpOption'],
  [postReportReasonSchema, 'PostReportReason'],
  [siteInfoSchema, 'SiteInfo'],
  [userSchema, 'User'],
  [fieldErrorSchema, 'FieldError'],
];
for (const [schema, id] of named) schemaRegistry.add(schema, { id });

/**
 * The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from what the API
 * validates and returns. Registered before the modules: @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  app.addHook('onRoute', (route) => {
    if (route.schema && !route.schema.hide) route.schema = { ...route.schema, response: withCommonAnswers(route) };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.site.name} API`,
        description:
          'Every answer is the envelope { succeeded, data, messages, errors }; messages are Lithuanian. ' +
          'Money is in euros (stored as cents).',
        version: '1.0.0',
      },
      components: {
        // The guarded routes name it in `security`, with the role they need as its scope (http/access.ts).
        securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    // No call to the public validator: the CSP allows connections to our own origin only.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers the server itself gives before or around a route's handler, added to each route's documented
 * responses (as the failure envelope) where the route does not document them itself, so the document lists
 * every status a route can answer (the fuzz holds every answer to it):
 * - 400: a path, query or body that fails the route's schema, or a body that is not JSON;
 * - 403: a write from another site (http/crossSite.ts), on routes that do not allow it;
 * - 404: a path parameter that names nothing, or a path the router cannot read as the route's;
 * - 413 and 415: a body over the size limit (http/requestLimits.ts) or of a type the route does not read;
 * - 414: a path parameter longer than the router takes;
 * - 503: the database is unreachable (http/errorHandler.ts, with Retry-After).
 */
function withCommonAnswers(route: RouteOptions): Record<string, unknown> {
  const schema = route.schema ?? {};
  const documented = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const hasPathParameters = route.url.includes(':');
  const common: number[] = [503];
  if (takesBody || schema.params || schema.querystring || schema.body || schema.headers) common.push(400);
  if (takesBody && route.config?.crossSite !== 'allow') common.push(403);
  if (hasPathParameters) common.push(404, 414);
  if (takesBody) common.push(413, 415);
  for (const status of common) {
    if (!(status in documented) && !(String(status) in documented)) documented[status] = failureResponse;
  }
  return documented;
}
