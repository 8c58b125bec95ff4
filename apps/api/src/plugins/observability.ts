import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { markLanguage, requestLanguage } from '../lib/language';
import { listedError } from './errors';

/** The counters other modules record into; one set per app (tests build many apps). */
export interface AppMetrics {
  registry: Registry;
  forecastUpstream: Counter<'api' | 'result'>;
  forecastCache: Counter<'result'>;
  jobRuns: Counter<'job' | 'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** A caller's request id is kept when it is a plain token; anything else gets a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when safe, else a random UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `x-request-id` on every answer, and Prometheus metrics at `GET /metrics`: requests by route
 * and status, their durations, the database pool, forecast upstream calls and cache hits, job
 * runs, and the process's own figures. With METRICS_TOKEN set, /metrics wants that bearer.
 */
export const observabilityPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'galim_' });

  const requests = new Counter({
    name: 'galim_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'galim_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = app.database.poolStats;
  new Gauge({
    name: 'galim_db_pool_connections',
    help: 'Database pool connections by state (in use, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = pool?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const metrics: AppMetrics = {
    registry,
    forecastUpstream: new Counter({
      name: 'galim_forecast_upstream_requests_total',
      help: 'Requests to Open-Meteo, by API (marine, weather) and result (ok, error)',
      labelNames: ['api', 'result'] as const,
      registers: [registry],
    }),
    forecastCache: new Counter({
      name: 'galim_forecast_cache_total',
      help: 'Forecast cache look-ups by result (hit, shared-hit, miss, stale)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'galim_job_runs_total',
      help: 'Background job runs by job and result (ok, error)',
      labelNames: ['job', 'result'] as const,
      registers: [registry],
    }),
  };
  app.decorate('metrics', metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids in paths would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token) {
      const header = request.headers.authorization ?? '';
      const given = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
      if (!given || !sameSecret(given, token)) {
        const language = requestLanguage(request);
        markLanguage(reply, language);
        return reply.status(401).send(listedError('UNAUTHORIZED', language));
      }
    }
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
