import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventRequest, successOf, ZSuccess } from '@galim/shared/common/api';
import { ZHealth, ZNotReady, ZPublicConfig, ZReadiness } from '@galim/shared/system/schemas';
import { rateLimit } from '../../lib/limits';
import { databaseUnavailableCause } from '../../plugins/errors';
import { WRITES } from '../../lib/write-scopes';

/** Health, readiness and the client's page-view events. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: ZHealth },
      },
    },
    async () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'The database answers (503 when not). `redis` is degraded while REDIS_URL is set but Redis does not answer: rate limits then count in memory.',
        response: {
          200: ZReadiness,
          503: ZNotReady,
        },
      },
    },
    async (request, reply) => {
      const redis = await app.redisStatus();
      try {
        await app.database.ping();
      } catch (err) {
        const cause = databaseUnavailableCause(err);
        request.log.warn({ db: cause ?? { reason: 'ping failed' } }, 'database not ready');
        return reply.status(503).send({
          success: false,
          error: 'Database unavailable',
          code: 'DB_UNAVAILABLE',
          redis,
        });
      }
      return { success: true as const, database: app.database.kind, redis };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime settings the web app needs (contact details, sign-in options)',
        response: {
          200: successOf(ZPublicConfig),
        },
      },
    },
    async () => ({
      success: true as const,
      data: {
        contactEmail: app.config.contact.email,
        contactPhone: app.config.contact.phone || null,
        googleClientId: app.config.google.clientId ?? null,
        devLogin: app.config.devLogin,
        forecastDemo: app.config.openMeteo.demo,
        publicUrl: app.config.publicUrl,
      },
    }),
  );

  app.post(
    '/events',
    {
      config: { writes: WRITES.nothing, rateLimit: rateLimit('pageEvent') },
      schema: {
        tags: ['system'],
        summary: 'Record a page view (sent by the web app on each route change)',
        body: ZEventRequest,
        response: { 202: ZSuccess },
      },
    },
    async (request, reply) => {
      await app.activity.recordPageView({
        path: request.body.path,
        userId: request.user?.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.status(202).send({ success: true as const });
    },
  );
};
