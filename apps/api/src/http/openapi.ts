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
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppConfig } from '../config.ts';
import { SESSION_SCHEME } from './access.ts';
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
