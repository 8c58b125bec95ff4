import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../app';
import {
  openMeteoConfigFor,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../test/open-meteo-stand-in';
import { createTestApp } from '../test/helpers';
import { metricSample } from '../test/metrics';

let upstream: OpenMeteoStandIn;
let app: App;

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
  app = await createTestApp({
    metricsToken: 'a-long-scrape-token-for-tests',
    openMeteo: openMeteoConfigFor(upstream),
  });
});
afterAll(async () => {
  await upstream.close();
});

const scrape = () =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer a-long-scrape-token-for-tests' },
  });

describe('x-request-id', () => {
  it('is on every answer, generated when the caller sent none', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/health' });
    const b = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps the proxy's id, and replaces one that could forge log lines", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a.42');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('wants the bearer token when METRICS_TOKEN is set', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-scrape-token-for-tesTS' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status, never by raw id', async () => {
    const before = await scrape();
    const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: `/api/surfboards/${id}` })).statusCode).toBe(
        404,
      );
    }
    const text = (await scrape()).body;
    const labels = { method: 'GET', route: '/api/surfboards/:id', status: '404' };
    const was = metricSample(before.body, 'galim_http_requests_total', labels) ?? 0;
    expect(metricSample(text, 'galim_http_requests_total', labels)).toBe(was + 3);
    expect(text).not.toContain(id);
    expect(
      metricSample(text, 'galim_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(3);
    // The process's own figures.
    expect(text).toMatch(/^galim_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^galim_nodejs_eventloop_lag_seconds /m);
  });

  it('counts forecast upstream calls and cache hits', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/forecast/haifa-bat-galim' })).statusCode,
      ).toBeLessThan(500);
    }
    const text = (await scrape()).body;
    expect(
      metricSample(text, 'galim_forecast_upstream_requests_total', { api: 'marine', result: 'ok' }),
    ).toBe(1);
    expect(
      metricSample(text, 'galim_forecast_upstream_requests_total', {
        api: 'weather',
        result: 'ok',
      }),
    ).toBe(1);
    expect(metricSample(text, 'galim_forecast_cache_total', { result: 'miss' })).toBe(1);
    expect(metricSample(text, 'galim_forecast_cache_total', { result: 'hit' })).toBe(2);
  });

  it('reports the database pool on PostgreSQL', async () => {
    const pool = async () => {
      const text = (await scrape()).body;
      const state = (s: string) => metricSample(text, 'galim_db_pool_connections', { state: s });
      return { inUse: state('in_use'), idle: state('idle'), waiting: state('waiting') };
    };
    if (app.database.kind !== 'postgres') {
      // No pool: the gauge is declared, with no samples.
      expect((await scrape()).body).toContain('# TYPE galim_db_pool_connections gauge');
      expect(await pool()).toEqual({ inUse: undefined, idle: undefined, waiting: undefined });
      return;
    }
    // While a query runs, its connection is in use ...
    // (Long enough for a slow machine's scrapes to see it.)
    const running = app.db.execute(sql`select pg_sleep(5)`);
    await expect.poll(async () => (await pool()).inUse, { timeout: 4_500 }).toBeGreaterThan(0);
    await running;
    // ... and back in the pool, idle, once it ended.
    const after = await pool();
    expect(after.idle).toBeGreaterThan(0);
    expect(after.waiting).toBe(0);
  });
});
