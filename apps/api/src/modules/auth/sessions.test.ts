import { and, eq, isNull } from 'drizzle-orm';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessions } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { hashToken } from './tokens';

// Sessions (ASVS 7): atomic refresh rotation, reuse detection, idle timeout and absolute
// lifetime, and the user's own list of signed-in devices. Time is moved by back-dating rows.

let app: App;
beforeAll(async () => {
  app = await createTestApp({ devLogin: true });
});

const DAY = 24 * 3600 * 1000;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function signIn(email: string, userAgent = LAPTOP_UA) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/dev-login',
    headers: { 'user-agent': userAgent },
    payload: { email, name: 'Yam Cohen' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; expiresAt: string; user: { _id: string } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
const validate = (token: string) =>
  app.inject({ url: '/api/auth/validate', headers: bearer(token) });

async function liveTokens(userId: string) {
  return app.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

async function backdate(token: string, values: Partial<typeof sessions.$inferInsert>) {
  await app.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashToken(token)));
}

describe('refresh rotation', () => {
  it('8 simultaneous refreshes of one session: one 200, seven 409, exactly one live token', async () => {
    const { token, user } = await signIn('racer@example.com');
    const res = await Promise.all(Array.from({ length: 8 }, () => refresh(token)));
    const codes = res.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(7).fill(409)]);
    const live = await liveTokens(user._id);
    expect(live).toHaveLength(1);
    const winner = res.find((r) => r.statusCode === 200)!.json().token as string;
    expect(live[0]!.tokenHash).toBe(hashToken(winner));
    expect((await validate(winner)).statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(401);
    // The losers' 409 is a lost race, not theft: the sign-in survives it.
    expect((await validate(winner)).statusCode).toBe(200);
  });

  it('presenting a rotated-out token again ends every token of that sign-in', async () => {
    const { token: first, user } = await signIn('victim@example.com');
    const other = await signIn('victim@example.com', PHONE_UA); // another device
    const second = (await refresh(first)).json().token as string;
    const third = (await refresh(second)).json().token as string;
    expect((await validate(third)).statusCode).toBe(200);

    // Some minutes later an attacker replays the stolen first token.
    await backdate(first, { revokedAt: new Date(Date.now() - 5 * 60_000) });
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'SESSION_REUSED' });
    expect(replay.json().error).toBe(hebrew.SESSION_REUSED);
    // The legitimate holder's current token is gone too; the other device is untouched.
    expect((await validate(third)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
    expect((await validate(other.token)).statusCode).toBe(200);
    const live = await liveTokens(user._id);
    expect(live.map((s) => s.tokenHash)).toEqual([hashToken(other.token)]);
  });

  it('a replayed token on any endpoint (not only refresh) also ends the sign-in', async () => {
    const { token: first } = await signIn('victim2@example.com');
    const second = (await refresh(first)).json().token as string;
    await backdate(first, { revokedAt: new Date(Date.now() - 60_000) });
    expect((await validate(first)).statusCode).toBe(401);
    expect((await validate(second)).statusCode).toBe(401);
  });

  it('logout is not reuse: a logged-out token is refused without side effects', async () => {
    const { token } = await signIn('leaver@example.com');
    const other = await signIn('leaver@example.com', PHONE_UA);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await validate(other.token)).statusCode).toBe(200);
  });
});

describe('idle timeout (14 days) and absolute lifetime (60 days)', () => {
  it('a sign-in unused for 14 days is over, even for refresh', async () => {
    const { token } = await signIn('sleeper@example.com');
    await backdate(token, {
      lastUsedAt: new Date(Date.now() - 15 * DAY),
      expiresAt: new Date(Date.now() - 8 * DAY),
    });
    expect((await validate(token)).statusCode).toBe(401);
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(hebrew.SESSION_ENDED);
  });

  it('a token past its 7-day life can still be refreshed within the idle timeout', async () => {
    const { token } = await signIn('weekly@example.com');
    await backdate(token, {
      lastUsedAt: new Date(Date.now() - 10 * DAY),
      expiresAt: new Date(Date.now() - 3 * DAY),
      familyCreatedAt: new Date(Date.now() - 10 * DAY),
    });
    expect((await validate(token)).statusCode).toBe(401);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    expect((await validate(res.json().token)).statusCode).toBe(200);
  });

  it('a sign-in ends 60 days after it began, however often it was refreshed', async () => {
    const { token } = await signIn('marathon@example.com');
    // 57 days in: a refresh gets a token that ends with the sign-in, not 7 days later.
    const began = Date.now() - 57 * DAY;
    await backdate(token, { familyCreatedAt: new Date(began) });
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const expiresAt = Date.parse(res.json().expiresAt);
    expect(expiresAt).toBeLessThanOrEqual(began + 60 * DAY);
    expect(expiresAt).toBeGreaterThan(Date.now() + 2 * DAY);

    const next = res.json().token as string;
    await backdate(next, { familyCreatedAt: new Date(Date.now() - 61 * DAY) });
    expect((await validate(next)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
  });
});

describe('my sessions', () => {
  it('lists my devices with this one marked, and keeps a device the same across refreshes', async () => {
    const laptop = await signIn('owner@example.com', LAPTOP_UA);
    const phone = await signIn('owner@example.com', PHONE_UA);
    const list = await app.inject({ url: '/api/auth/sessions', headers: bearer(laptop.token) });
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { _id: string; userAgent: string; current: boolean }[];
    expect(data).toHaveLength(2);
    expect(data.find((s) => s.current)?.userAgent).toBe(LAPTOP_UA);
    expect(data.find((s) => !s.current)?.userAgent).toBe(PHONE_UA);

    const rotated = (await refresh(phone.token)).json().token as string;
    const after = (await app.inject({ url: '/api/auth/sessions', headers: bearer(rotated) })).json()
      .data as { _id: string; current: boolean; createdAt: string }[];
    expect(after.map((s) => s._id).sort()).toEqual(data.map((s) => s._id).sort());
    expect(after.find((s) => s.current)?._id).toBe(data.find((s) => !s.current)?._id);
  });

  it('signs out one device, or every device but this one; never another user’s', async () => {
    const a = await signIn('many@example.com', LAPTOP_UA);
    const b = await signIn('many@example.com', PHONE_UA);
    const c = await signIn('many@example.com', 'curl/8.0');
    const stranger = await signIn('stranger@example.com');

    const mine = (await app.inject({ url: '/api/auth/sessions', headers: bearer(a.token) })).json()
      .data as { _id: string; userAgent: string }[];
    const phoneId = mine.find((s) => s.userAgent === PHONE_UA)!._id;

    // Someone else cannot see or end my sessions.
    const theirs = (
      await app.inject({ url: '/api/auth/sessions', headers: bearer(stranger.token) })
    ).json().data as { _id: string }[];
    expect(theirs.map((s) => s._id)).not.toContain(phoneId);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await validate(b.token)).statusCode).toBe(200);

    const one = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(a.token),
    });
    expect(one.statusCode).toBe(200);
    expect((await validate(b.token)).statusCode).toBe(401);
    expect((await validate(c.token)).statusCode).toBe(200);

    const others = await app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: bearer(a.token),
    });
    expect(others.json()).toEqual({ success: true, data: { revoked: 1 } });
    expect((await validate(c.token)).statusCode).toBe(401);
    expect((await validate(a.token)).statusCode).toBe(200);
    expect((await validate(stranger.token)).statusCode).toBe(200);
  });

  it('requires a session', async () => {
    const res = await app.inject({ url: '/api/auth/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
