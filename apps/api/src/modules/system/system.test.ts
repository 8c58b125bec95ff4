import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { pageViews } from '../../db/schema';
import type { App } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { apiError } from '../../lib/errors';
import { WRITES } from '../../lib/write-scopes';
import { createTestApp } from '../../test/helpers';
import { createTestUser } from '../../test/factories';

let app: App;

beforeAll(async () => {
  // Routes that exist only to exercise the error envelope.
  app = await createTestApp({}, async (app) => {
    await app.register(async (scope) => {
      scope.get('/api/__test/boom', async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
      scope.get('/api/__test/forbidden', async () => {
        throw apiError('FORBIDDEN');
      });
      scope.post(
        '/api/__test/echo',
        {
          config: { writes: WRITES.nothing },
          schema: { body: z.object({ n: z.number().int().min(1) }) },
        },
        async (req) => req.body,
      );
    });
  });
});

describe('health and readiness', () => {
  it('reports the process up and the database reachable', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ success: true, status: 'ok' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().success).toBe(true);
  });
});

describe('error envelope', () => {
  it('answers 404 JSON for unknown API paths', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
  it('hides internals on 500', async () => {
    const res = await app.inject('/api/__test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: hebrew.INTERNAL_ERROR,
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('postgres://');
  });
  it('maps AppErrors to their status', async () => {
    const res = await app.inject('/api/__test/forbidden');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      error: hebrew.FORBIDDEN,
      code: 'FORBIDDEN',
    });
  });
  it('gives 400 with field details for invalid bodies and malformed JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__test/echo', payload: { n: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.n');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"n":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });
  it('answers 413 for an oversized JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ n: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('security and docs', () => {
  it('sends security headers and no CORS grant to other origins by default', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
  it('serves an OpenAPI 3 document generated from the zod schemas', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/brands']).toBeDefined();
    expect(
      doc.paths['/api/brands'].post.requestBody.content['application/json'].schema.properties.title,
    ).toBeDefined();
  });
});

describe('page-view events', () => {
  it('stores a page view with the signed-in user', async () => {
    const user = await createTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: user.headers,
      payload: { type: 'page_view', path: '/forecast' },
    });
    expect(res.statusCode).toBe(202);
    const rows = await app.db
      .select({ path: pageViews.path, userId: pageViews.userId })
      .from(pageViews)
      .where(eq(pageViews.path, '/forecast'));
    expect(rows).toEqual([{ path: '/forecast', userId: user.id }]);
  });
  it('rejects events that are not paths', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { type: 'page_view', path: 'https://elsewhere' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'nonsense' })).toThrow(/DATABASE_URL/);
  });
  it('refuses the development sign-in in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_LOGIN: 'true' })).toThrow(/DEV_LOGIN/);
    expect(loadConfig({ NODE_ENV: 'development', DEV_LOGIN: 'true' }).devLogin).toBe(true);
  });
  it('refuses laptop-only settings in production, naming each variable', () => {
    const prod = {
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      PUBLIC_URL: 'https://galim.example',
    };
    expect(loadConfig(prod).env).toBe('production');
    expect(() => loadConfig({ ...prod, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ...prod, GOOGLE_CLIENT_ID: '' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://galim.example' })).toThrow(
      /PUBLIC_URL: must be an https/,
    );
    expect(() => loadConfig({ ...prod, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
  });
  it('defaults to port 8080, ./data and the Google issuers', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.google.issuers).toEqual(['accounts.google.com', 'https://accounts.google.com']);
  });
});

describe('public config', () => {
  it('gives no contact phone until one is configured (#42 item 33)', async () => {
    const res = await app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contactPhone).toBeNull();
    expect(loadConfig({ CONTACT_PHONE: '+972-3-555-1234' }).contact.phone).toBe('+972-3-555-1234');
  });
});
