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
import { registerAccessGuards } from './http/access.ts';
import { registerCompression } from './http/compression.ts';
import { registerCrossSiteRefusal } from './http/crossSite.ts';
import { registerDeviceCookieKey } from './http/deviceCookie.ts';
import { errorHandler, registerRetryAfterGuarantee } from './http/errorHandler.ts';
import type { LogStream } from './http/logStream.ts';
import { registerOpenApi } from './http/openapi.ts';
import { multipartDefaults, registerJsonLimits } from './http/requestLimits.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSessionHint } from './http/session.ts';
import { registerSharedAnswers } from './http/sharedAnswer.ts';
import { registerSharedCacheSync } from './http/sharedCacheSync.ts';
import { registerWebApp } from './http/webApp.ts';
import { registerModules } from './modules/index.ts';
import { registerMessageHub } from './modules/messages/index.ts';
import { registerOutbox } from './modules/outbox/index.ts';
import { createPages, loadPageRenderer } from './modules/pages/index.ts';
import { testPaymentSecret } from './modules/payments/index.ts';
import { registerVapidKeys } from './modules/push/index.ts';
import { databaseRateLimitStore } from './modules/rate-limits/index.ts';

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
  /** Where the log goes instead of JSON lines on stdout (main.ts: a readable form at a terminal). */
  logStream?: LogStream;
}

/** The whole HTTP application without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ config, database, logStream }: AppDependencies) {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    // Behind a reverse proxy every request comes from the proxy: believe its X-Forwarded-For, and only its.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: {
      // The original API's paths mix cases (GetTopUpOptions, postreportreasons) and one ends in a slash
      // (GetPayment/); match them however a client spells them.
      caseSensitive: false,
      ignoreTrailingSlash: true,
    },
    // A malformed path (say '%E0%A4%A') or a too long path parameter fails in the router, before any
    // route: the same error path answers it, so it is the envelope too, not Fastify's own JSON.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerRetryAfterGuarantee(app);
  app.decorate('config', config);
  app.decorate('db', database.db);
  registerDeviceCookieKey(app, config.deviceCookieSecret);
  registerVapidKeys(app, config.push.vapidKeys);
  registerDelivery(app, config);
  registerOutbox(app);
  // The test provider's secret may be the database's own, generated at its first start (DECISIONS #102): read
  // once the app is ready, since the production start builds the app before it migrates.
  let testSecret: string | undefined;
  registerPaymentProvider(app, config, () => {
    if (!testSecret) throw new Error('test payment secret used before the app was ready');
    return testSecret;
  });
  if (config.payments.provider === 'test') {
    app.addHook('onReady', async () => {
      testSecret = await testPaymentSecret(database.db, config.payments.testSecret);
    });
  }
  app.addHook('onClose', async () => database.close());

  await registerSecurityHeaders(app, config);
  registerCrossSiteRefusal(app, config);
  registerJsonLimits(app);
  // Before any route: its hooks apply to the routes registered after it. ETags first: they tag the JSON before
  // it is compressed.
  registerSharedAnswers(app);
  await registerSharedCacheSync(app, database);
  await registerMessageHub(app, database);
  await registerCompression(app);
  await app.register(cookie);
  registerSessionHint(app);
  // Opt-in per route (config.rateLimit); counted in the shared database rows, so every process sees one count.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(multipart, { limits: multipartDefaults });
  await registerPictureStorage(app, config);
  // Before the routes and the OpenAPI plugin: every guarded route's check runs before its body is validated.
  registerAccessGuards(app);
  await registerOpenApi(app, config);
  await registerModules(app);

  const web = await registerWebApp(app, config.webDistDir);
  const pages = web ? createPages(app, web, await loadPageRenderer(app, config.webSsrEntry)) : undefined;
  // Static files and API routes are matched first; what remains is a page of the app (404 when no route has
  // it: modules/pages) or a missing file or API path (the raw 404 envelope).
  app.setNotFoundHandler(async (request, reply) => {
    if (pages && web?.wantsPage(request)) return pages.send(request, reply);
    return reply.status(404).send(failure([errorMessages.notFoundRaw]));
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
