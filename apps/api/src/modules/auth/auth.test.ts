import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ devLogin: true, adminEmails: ['boss@galim.example'] });
});

const devLogin = (email: string, name = 'Dana Levi') =>
  app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email, name } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('development sign-in and sessions', () => {
  it('creates the user on first sign-in and answers like google-login', async () => {
    const res = await devLogin('Dana@Example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(body.user).toMatchObject({
      email: 'dana@example.com',
      firstName: 'Dana',
      lastName: 'Levi',
      role: 'user',
      profile_completed: false,
    });
    // Signing in again finds the same account, whatever the e-mail's case.
    const again = (await devLogin('dana@example.com')).json();
    expect(again.user._id).toBe(body.user._id);
  });

  it('makes ADMIN_EMAILS accounts admins', async () => {
    const body = (await devLogin('boss@galim.example', 'The Boss')).json();
    expect(body.user.role).toBe('admin');
  });

  it('validates a token, rotates it on refresh and revokes it on logout', async () => {
    const { token } = (await devLogin('surfer@example.com')).json();
    const valid = await app.inject({ url: '/api/auth/validate', headers: bearer(token) });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().user.email).toBe('surfer@example.com');

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token;
    expect(next).not.toBe(token);
    expect(
      (await app.inject({ url: '/api/auth/validate', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/auth/validate', headers: bearer(next) })).statusCode,
    ).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(next),
    });
    expect(out.json()).toEqual({ success: true });
    const after = await app.inject({ url: '/api/auth/validate', headers: bearer(next) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: hebrew.UNAUTHORIZED, code: 'UNAUTHORIZED' });
  });

  it('refuses a malformed e-mail', async () => {
    const res = await devLogin('not-an-email');
    expect(res.statusCode).toBe(400);
  });
});

describe('development sign-in switched off', () => {
  it('answers 404', async () => {
    const off = await createTestApp({ devLogin: false });
    const res = await off.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'a@b.co', name: 'A' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
