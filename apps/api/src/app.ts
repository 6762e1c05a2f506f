import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { errorMessages, failure } from '@skelbimai/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDelivery } from './adapters/delivery.ts';
import { registerPaymentProvider } from './adapters/payments/index.ts';
import { registerPictureStorage } from './adapters/storage/index.ts';
import type { AppConfig } from './config.ts';
import type { Database, DatabaseConnection } from './db/client.ts';
import { errorHandler } from './http/errorHandler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerWebApp } from './http/webApp.ts';
import { registerModules } from './modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

export interface AppDependencies {
  config: AppConfig;
  /** Opened (and migrated) by the caller; the app owns it from here and closes it on app.close(). */
  database: DatabaseConnection;
}

/** The whole HTTP application without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ config, database }: AppDependencies) {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: {
      // The original API's paths mix cases (GetTopUpOptions, postreportreasons) and one ends in a slash
      // (GetPayment/); match them however a client spells them.
      caseSensitive: false,
      ignoreTrailingSlash: true,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  registerDelivery(app, config);
  registerPaymentProvider(app, config);
  app.addHook('onClose', async () => database.close());

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Opt-in per route (config.rateLimit); counters in memory until sessions move them to the database.
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: config.maxPostPictureCount } });
  await registerPictureStorage(app, config);
  await registerOpenApi(app, config);
  await registerModules(app);

  const web = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (web?.wantsSpa(request)) web.sendIndex(reply);
    else reply.status(404).send(failure([errorMessages.notFoundRaw]));
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
