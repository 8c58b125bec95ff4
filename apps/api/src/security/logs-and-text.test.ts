import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { sql } from 'drizzle-orm';
import { UNSTORABLE_TEXT_MESSAGE } from '@galim/shared/i18n/he/validation/common';
import type { App } from '../app';
import { WRITES } from '../lib/write-scopes';
import { createTestApp } from '../test/helpers';
import { createTestUser, type TestUser } from '../test/factories';

const PHONE = '0521234567';
const EMAIL = 'private.person@example.com';

let app: App;
let user: TestUser;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  app = await createTestApp(
    { logLevel: 'info' },
    async (a) => {
      // Stands in for any query that fails with a user's data among its parameters.
      a.post('/test/failing-query', { config: { writes: WRITES.nothing } }, async () => {
        await a.db.execute(sql`select ${PHONE}::integer as n, ${EMAIL}::uuid as e`);
        return { ok: true };
      });
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  user = await createTestUser(app);
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL in a search answers 400 with a field message, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/surfboards?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details).toEqual([
      { path: 'querystring.search', message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  });

  it('a NUL in a contact name answers 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        type: 'general',
        name: 'דנה\u0000',
        email: 'dana@example.com',
        subject: 'שאלה',
        message: 'שלום',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.name', message: UNSTORABLE_TEXT_MESSAGE }]);
  });

  it('a NUL in a path parameter or a JSON key answers 400', async () => {
    const profile = await app.inject({ method: 'GET', url: '/api/public/profile/slug/a%00b' });
    expect(profile.statusCode).toBe(400);
    const key = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"bio\\u0000":"x"}',
    });
    expect(key.statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('a failing query is logged without its SQL parameters or personal data', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: hebrew.INTERNAL_ERROR,
      code: 'INTERNAL_ERROR',
    });
    const text = logText();
    expect(text).toContain('unhandled error');
    expect(text).toContain('22P02'); // the PostgreSQL code stays, for the operator
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toMatch(/params/i);
  });

  it('request bodies, query strings and tokens never reach the log', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        type: 'general',
        name: 'דנה',
        email: EMAIL,
        subject: `call me ${PHONE}`,
        message: 'שלום',
      },
    });
    await app.inject({ method: 'GET', url: `/api/surfboards?search=${encodeURIComponent(EMAIL)}` });
    await app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: user.headers });
    await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer x' },
    });
    const text = logText();
    expect(text).toContain('/api/contact'); // requests are logged ...
    expect(text).not.toContain(EMAIL); // ... without their bodies or query strings
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(user.token);
  });
});
