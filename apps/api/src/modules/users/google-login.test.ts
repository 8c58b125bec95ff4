import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { users } from '../../db/schema';

// Google stand-in: a local JWKS server publishing a test RSA key generated here.
const CLIENT_ID = 'galim-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';

let server: http.Server;
let app: App;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  server = http.createServer((req, res) => {
    jwksRequests += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  app = await createTestApp({
    google: {
      clientId: CLIENT_ID,
      jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
      issuers: ['accounts.google.com', ISSUER],
    },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface TokenOptions {
  claims?: Record<string, unknown>;
  aud?: string | string[];
  iss?: string;
  exp?: number;
  iat?: number;
  kid?: string;
  key?: CryptoKey;
  sub?: string;
}

const now = () => Math.floor(Date.now() / 1000);

function googleToken(o: TokenOptions = {}) {
  return new SignJWT({
    email: 'surfer@gmail.com',
    email_verified: true,
    name: 'Gal Surfer',
    given_name: 'Gal',
    family_name: 'Surfer',
    picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    ...o.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'test-key' })
    .setSubject(o.sub ?? 'google-sub-123')
    .setIssuer(o.iss ?? ISSUER)
    .setAudience(o.aud ?? CLIENT_ID)
    .setIssuedAt(o.iat ?? now())
    .setExpirationTime(o.exp ?? now() + 3600)
    .sign(o.key ?? signingKey);
}

/** In English: the refusals name why (the token's issuer, audience...) for developers. */
const login = (googleToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/google-login',
    headers: { 'accept-language': 'en' },
    payload: { googleToken },
  });

async function userCount() {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe('POST /api/users/google-login', () => {
  it.each([
    ['wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, /another application/],
    ['wrong issuer', { iss: 'https://evil.example.com' }, /untrusted issuer/],
    ['expired', { iat: now() - 7200, exp: now() - 3600 }, /expired/],
    ['issued in the future', { iat: now() + 3600, exp: now() + 7200 }, /future/],
    ['bad signature', { key: 'stranger' as const }, /signature is invalid/],
    ['unverified e-mail', { claims: { email_verified: false } }, /not verified/],
    ['unknown key id', { kid: 'rotated-away' }, /unknown key/],
  ])('refuses a token with %s (401, nothing created)', async (_, opts, message) => {
    const before = await userCount();
    const token = await googleToken({
      ...opts,
      key: 'key' in opts && opts.key === 'stranger' ? strangerKey : undefined,
    } as TokenOptions);
    const res = await login(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(res.json().error).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a malformed token and a missing one', async () => {
    for (const bad of ['not-a-jwt', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      const res = await login(bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().error).toMatch(/malformed|algorithm/);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await userCount()).toBe(0);
  });

  it('accepts a valid token: creates the user once, then signs the same user in again', async () => {
    const first = await login(await googleToken());
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'surfer@gmail.com',
      firstName: 'Gal',
      lastName: 'Surfer',
      profileImage: 'https://lh3.googleusercontent.com/a/photo.jpg',
      role: 'user',
    });
    const me = await app.inject({
      url: '/api/auth/validate',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().user._id).toBe(body.user._id);

    // A later sign-in with a new photo: same account, photo refreshed (the user never set one).
    const again = await login(
      await googleToken({ claims: { picture: 'https://lh3.googleusercontent.com/new.jpg' } }),
    );
    expect(again.json().user._id).toBe(body.user._id);
    expect(again.json().user.profileImage).toBe('https://lh3.googleusercontent.com/new.jpg');
    expect(await userCount()).toBe(1);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('keeps a photo the user chose themself', async () => {
    await app.db
      .update(users)
      .set({ profileImage: '/images/mine-400.webp', profileImageSetByUser: true })
      .where(sql`${users.email} = 'surfer@gmail.com'`);
    const res = await login(await googleToken());
    expect(res.json().user.profileImage).toBe('/images/mine-400.webp');
  });

  it('accepts the issuer without https:// and the string "true" for email_verified', async () => {
    const res = await login(
      await googleToken({
        iss: 'accounts.google.com',
        sub: 'google-sub-456',
        claims: { email: 'other@gmail.com', email_verified: 'true' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('other@gmail.com');
  });
});

describe('a Google account whose e-mail changed', () => {
  it('signs in the same user (matched by Google subject id)', async () => {
    const before = await userCount();
    const res = await login(await googleToken({ claims: { email: 'renamed@gmail.com' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('surfer@gmail.com');
    expect(await userCount()).toBe(before);
  });
});

describe('the identity is the Google subject, not the e-mail', () => {
  it('refuses a token with the same e-mail but another subject (401, account untouched)', async () => {
    const owner = await login(await googleToken());
    expect(owner.statusCode).toBe(200);
    const before = await userCount();
    const res = await login(await googleToken({ sub: 'someone-else-789' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'OTHER_GOOGLE_ACCOUNT' });
    expect(res.json().error).toMatch(/different Google account/);
    expect(await userCount()).toBe(before);
    const [row] = await app.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'surfer@gmail.com'`);
    expect(row!.googleSub).toBe('google-sub-123');
  });

  it('binds an account made without Google (developer sign-in, demo) to the first subject', async () => {
    await app.db.insert(users).values({ email: 'seeded@gmail.com', displayName: 'Seeded' });
    const first = await login(
      await googleToken({ sub: 'seeded-sub', claims: { email: 'seeded@gmail.com' } }),
    );
    expect(first.statusCode).toBe(200);
    const intruder = await login(
      await googleToken({ sub: 'intruder-sub', claims: { email: 'seeded@gmail.com' } }),
    );
    expect(intruder.statusCode).toBe(401);
  });
});

describe('audience and authorised party', () => {
  it('refuses an aud array that names another application as well', async () => {
    const res = await login(
      await googleToken({ aud: [CLIENT_ID, 'someone-else.apps.googleusercontent.com'] }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/another application/);
  });

  it('accepts an aud array holding only our client id', async () => {
    const res = await login(await googleToken({ aud: [CLIENT_ID] }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a token whose azp is another client, accepts azp equal to ours', async () => {
    const other = await login(
      await googleToken({ claims: { azp: 'someone-else.apps.googleusercontent.com' } }),
    );
    expect(other.statusCode).toBe(401);
    expect(other.json().error).toMatch(/azp/);
    const ours = await login(await googleToken({ claims: { azp: CLIENT_ID } }));
    expect(ours.statusCode).toBe(200);
  });
});

describe('a blocked account', () => {
  it('cannot sign in with Google (403 with a clear message)', async () => {
    await app.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(sql`${users.email} = 'surfer@gmail.com'`);
    const res = await login(await googleToken());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'ACCOUNT_BLOCKED' });
    expect(res.json().error).toMatch(/blocked/);
    await app.db
      .update(users)
      .set({ blockedAt: null })
      .where(sql`${users.email} = 'surfer@gmail.com'`);
  });
});

describe('Google sign-in without a client id', () => {
  it('answers 401 with a clear message', async () => {
    const bare = await createTestApp({
      google: { clientId: undefined, jwksUrl: 'http://127.0.0.1:9/certs', issuers: [ISSUER] },
    });
    const res = await bare.inject({
      method: 'POST',
      url: '/api/users/google-login',
      headers: { 'accept-language': 'en' },
      payload: { googleToken: 'x.y.z' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/not configured/);
  });
});
