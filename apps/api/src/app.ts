import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { TErrorCode } from '@galim/shared/common/errors';
import { errorText, markLanguage, requestLanguage } from './lib/language';
import { loggerOptions, type LogStream } from './lib/logging';
import { openDatabase, type Database, type Db } from './db/client';
import { documentObject, documentRoute } from './lib/openapi';
import { authPlugin } from './plugins/auth';
import { errorBody, errorsPlugin } from './plugins/errors';
import { observabilityPlugin, requestIdFor } from './plugins/observability';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textGuardPlugin } from './plugins/text-guard';
import multipart from '@fastify/multipart';
import { adminJobsRoutes } from './modules/admin/jobs-routes';
import { adminRoutes } from './modules/admin/routes';
import { jobsPlugin } from './plugins/jobs/plugin';
import { accountPartsPlugin } from './plugins/account-parts';
import { reportTargetsPlugin } from './plugins/report-targets';
import { eventsPlugin } from './plugins/events/plugin';
import { alertsRoutes } from './modules/alerts/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { faqRoutes } from './modules/faq/routes';
import { listingsRoutes } from './modules/listings/routes';
import { myListingsRoutes } from './modules/listings/mine-routes';
import { forecastRoutes } from './modules/forecast/routes';
import { liveRoutes } from './modules/live/routes';
import { mapRoutes } from './modules/map/routes';
import { mapPlugin } from './modules/map/plugin';
import { meetingsPlugin } from './modules/meetings/plugin';
import { meetingsRoutes } from './modules/meetings/routes';
import { livePlugin } from './plugins/live/plugin';
import { imageRoutes } from './modules/images/routes';
import { createImageService, type ImageService } from './modules/images/service';
import { createStorage, type ImageStorage } from './modules/images/storage';
import { conversationsRoutes } from './modules/conversations/routes';
import { blocksRoutes } from './modules/blocks/routes';
import { reportsRoutes } from './modules/reports/routes';
import { sellerReviewsRoutes } from './modules/seller-reviews/routes';
import { beachReportsRoutes } from './modules/beach-reports/routes';
import { seoRoutes } from './modules/seo/routes';
import { servicesRoutes } from './modules/services/routes';
import { surfboardsAdminRoutes } from './modules/surfboards/admin-routes';
import { surfboardsRoutes } from './modules/surfboards/routes';
import { systemRoutes } from './modules/system/routes';
import { usersRoutes } from './modules/users/routes';
import { vitalsRoutes } from './modules/vitals/routes';
import { referenceRoutes } from './modules/reference/routes';
import { webAppPlugin } from './web/serve';
import { uploadQueuePlugin } from './modules/images/upload-queue';
import { readCachePlugin } from './plugins/read-cache';
import { activityPlugin } from './modules/activity/plugin';
import { adminPlugin } from './modules/admin/plugin';
import { authModulePlugin } from './modules/auth/plugin';
import { usersPlugin } from './modules/users/plugin';
import { alertsPlugin } from './modules/alerts/plugin';
import { beachReportsPlugin } from './modules/beach-reports/plugin';
import { blocksPlugin } from './modules/blocks/plugin';
import { contactPlugin } from './modules/contact/plugin';
import { conversationsPlugin } from './modules/conversations/plugin';
import { faqPlugin } from './modules/faq/plugin';
import { forecastPlugin } from './modules/forecast/plugin';
import { imagesPlugin } from './modules/images/plugin';
import { referencePlugin } from './modules/reference/plugin';
import { reportsPlugin } from './modules/reports/plugin';
import { searchPlugin } from './modules/search/plugin';
import { sellerReviewsPlugin } from './modules/seller-reviews/plugin';
import { servicesPlugin } from './modules/services/plugin';
import { surfboardsPlugin } from './modules/surfboards/plugin';
import { vitalsPlugin } from './modules/vitals/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    images: ImageService;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  /** An already-open database (tests share nothing between files); opened from config if absent. */
  database?: Database;
  /** Where images go; from config if absent (memory in tests, disk or S3 otherwise). */
  storage?: ImageStorage;
  /** Where log lines go instead of stdout (tests read them); logs at info when set. */
  logStream?: LogStream;
}

/** Builds the whole API (and the web app when a build exists) without listening. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  // A hop count trusts that many proxies in front of us (Fastify itself fails closed on numbers).
  const hops = config.trustProxy;
  const trustProxy =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: loggerOptions(config, opts.logStream),
    // Fastify logs two lines per request; onResponse below logs one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    // A plugin may migrate the database or seed the demo, drawing its pictures: on a busy
    // two-core machine that outran Fastify's 10 s and the server died at start ("Plugin did not
    // start in time", CI's fuzz and server tests). Minutes, as a slow start is still a start.
    pluginTimeout: 300_000,
    // Errors Fastify raises before routing (a malformed %-escape in the path): the envelope too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 400;
      const language = requestLanguage(request);
      markLanguage(reply, language);
      const body = errorBody(status, error.message);
      if (language !== 'en') body.error = errorText(body.code as TErrorCode, language);
      void reply
        .code(status as never)
        .type('application/json')
        .send(JSON.stringify(body) as never);
    },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // One line per request: method, route, status, time and request id, as fields (JSON in
  // production) and in the message (read in development).
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms },
      `${request.method} ${route} ${reply.statusCode} ${ms}ms ${request.id}`,
    );
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase(config, (err) =>
      app.log.warn(
        { code: (err as { code?: string }).code, reason: err.message },
        'database connection lost',
      ),
    ));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'images',
    createImageService(database.db, opts.storage ?? (await createStorage(config))),
  );
  app.addHook('onClose', async () => {
    await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(observabilityPlugin);
  await app.register(textGuardPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(securityHeadersPlugin);
  // Same-origin by default: the API serves the web app. Other origins only when listed.
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: false,
  });
  // JSON and the HTML document are compressed per answer (brotli at a fast level, or gzip);
  // the built assets are sent precompressed by the static handler, which sets
  // Content-Encoding, so they are never compressed twice.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(redisPlugin);
  await app.register(readCachePlugin);
  await app.register(rateLimitPlugin);
  await app.register(uploadQueuePlugin);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Galim API',
        description: 'Surfboard marketplace, surf services and wave forecast for Israel',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: documentRoute,
    transformObject: documentObject(config.publicUrl),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Files are read by each route with its own limits (modules/images/multipart.ts).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 8 } });
  // The auth module's sessions say who a bearer token signs in (app.auth, decorated with the
  // modules below, before any request comes).
  await app.register(authPlugin, {
    signedInUser: (token) => app.auth.sessions.signedInUser(token),
  });
  // What each module adds to an account (export, erasure) and what a report can be about: the
  // modules register theirs as they register (the users and reports modules ask for them all).
  await app.register(accountPartsPlugin);
  await app.register(reportTargetsPlugin);
  // Domain events: before the job runner, so that on close it stops first (plugins/events).
  await app.register(eventsPlugin, { bus: config.events });
  await app.register(jobsPlugin);
  // Live events: the hub the modules publish to (notifications), before the modules register.
  await app.register(livePlugin);
  // Every module's plugin, after the infrastructure above and before any route (docs/code-map.md,
  // "Service shape"): each builds its service once and decorates the app with it
  // (`app.<module>`), and registers its jobs, the events it hears, its part of an account and its
  // report targets; the routes only read `app.<module>`. The order matters: a plugin that uses
  // another module's service comes after it (alerts after forecast, users after auth, surfboards
  // after reference); the admins' jobs page lists the jobs in the order they were defined; and the
  // report kinds are listed in the order their modules registered them.
  await app.register(forecastPlugin);
  await app.register(alertsPlugin);
  await app.register(imagesPlugin);
  await app.register(searchPlugin);
  await app.register(activityPlugin);
  await app.register(authModulePlugin);
  await app.register(usersPlugin);
  await app.register(referencePlugin);
  await app.register(surfboardsPlugin);
  await app.register(servicesPlugin);
  await app.register(faqPlugin);
  await app.register(contactPlugin);
  await app.register(meetingsPlugin);
  await app.register(conversationsPlugin);
  await app.register(blocksPlugin);
  await app.register(reportsPlugin);
  await app.register(sellerReviewsPlugin);
  await app.register(beachReportsPlugin);
  await app.register(adminPlugin);
  await app.register(vitalsPlugin);
  await app.register(mapPlugin);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(surfboardsRoutes, { prefix: '/api' });
  await app.register(surfboardsAdminRoutes, { prefix: '/api' });
  await app.register(listingsRoutes, { prefix: '/api' });
  await app.register(myListingsRoutes, { prefix: '/api' });
  await app.register(servicesRoutes, { prefix: '/api' });
  await app.register(forecastRoutes, { prefix: '/api' });
  await app.register(faqRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(conversationsRoutes, { prefix: '/api' });
  await app.register(blocksRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(sellerReviewsRoutes, { prefix: '/api' });
  await app.register(beachReportsRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(alertsRoutes, { prefix: '/api' });
  await app.register(adminJobsRoutes, { prefix: '/api' });
  await app.register(vitalsRoutes, { prefix: '/api' });
  await app.register(liveRoutes, { prefix: '/api' });
  await app.register(mapRoutes, { prefix: '/api' });
  await app.register(meetingsRoutes, { prefix: '/api' });
  await app.register(imageRoutes);
  await app.register(seoRoutes);

  await app.register(webAppPlugin);
  return app;
}
