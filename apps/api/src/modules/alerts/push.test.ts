import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
// http_ece is web-push's own RFC 8188 implementation: the receiver decrypts with it like a
// browser would, from the subscription's private key and auth secret.
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import type { App } from '../../app';
import { jobRuns, pushSubscriptions } from '../../db/schema';
import { pollUntil } from '../../test/poll';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';

// A real Web Push round trip: a local push service on 127.0.0.1 (allowed through
// WEB_PUSH_ALLOWED_ENDPOINTS) receives the API's POST, checks the VAPID JWT and decrypts the
// aes128gcm body with the device's keys.

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let app: App;
let admin: TestUser;
let refs: Refs;
let receiver: http.Server;
let origin: string;
const received: Received[] = [];
/** Status the fake push service answers per path (201 by default). */
const statusFor = new Map<string, number>();
/** Paths that fail with 503 this many more times before answering. */
const failuresLeft = new Map<string, number>();

const b64url = (b: Buffer) => b.toString('base64url');

function device() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const left = failuresLeft.get(req.url ?? '') ?? 0;
      if (left > 0) failuresLeft.set(req.url ?? '', left - 1);
      res.statusCode = left > 0 ? 503 : (statusFor.get(req.url ?? '') ?? 201);
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  app = await createTestApp({
    adminEmails: ['admin@push.test'],
    push: { allowedOrigins: [origin] },
  });
  admin = await createTestUser(app, { email: 'admin@push.test' });
  refs = await seedReferences(app);
}, 60_000);
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
});

const subscribe = (u: TestUser, endpoint: string, keys: { p256dh: string; auth: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: u.headers,
    payload: { endpoint, keys },
  });

async function waitFor<T>(fn: () => T | undefined): Promise<T> {
  const v = await pollUntil(fn, (x) => x !== undefined, { everyMs: 100 });
  if (v === undefined) throw new Error('timed out');
  return v;
}

const noQuietHours = async (u: TestUser) => {
  const s = (await app.inject({ url: '/api/notification-settings', headers: u.headers })).json()
    .data;
  s.quietHours.enabled = false;
  await app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: u.headers,
    payload: s,
  });
};

describe('push subscriptions', () => {
  it('accepts only https endpoints of known push services (or the allowed test origin)', async () => {
    const u = await createTestUser(app);
    const { keys } = device();
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:8080/api/admin',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/?host=fcm.googleapis.com',
      'http://127.0.0.1:1/other-port',
    ]) {
      const res = await subscribe(u, bad, keys);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    for (const good of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await subscribe(u, good, keys)).statusCode, good).toBe(201);
    }
    const list = await app.inject({ url: '/api/push/subscriptions', headers: u.headers });
    expect(list.json().data).toHaveLength(4);
    // The full endpoint (a capability URL) is never shown back.
    expect(JSON.stringify(list.json())).not.toContain('/fcm/send/abc');
  });

  it('publishes the VAPID public key', async () => {
    const res = await app.inject({ url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
  });

  it('delivers an encrypted, VAPID-signed message the device can decrypt', async () => {
    const seller = await createTestUser(app);
    await noQuietHours(seller);
    const d = device();
    const endpoint = `${origin}/push/${crypto.randomUUID()}`;
    expect((await subscribe(seller, endpoint, d.keys)).statusCode).toBe(201);

    const id = await insertBoard(app, seller.id, refs, { title: 'Channel Islands Fever' });
    await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/approve`,
      headers: admin.headers,
    });

    const msg = await waitFor(() => received.find((r) => endpoint.endsWith(r.path)));
    expect(msg.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(msg.headers.ttl)).toBeGreaterThan(0);
    // VAPID: "vapid t=<JWT>, k=<public key>", the JWT signed for the push service's origin.
    const auth = String(msg.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(auth)!;
    const publicKey = (await app.inject({ url: '/api/push/public-key' })).json().publicKey;
    expect(k).toBe(publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt!, key, { audience: origin });
    expect(claims.sub).toMatch(/^mailto:/);

    const plain = ece.decrypt(msg.body, {
      version: 'aes128gcm',
      privateKey: d.ecdh,
      authSecret: d.keys.auth,
    });
    const payload = JSON.parse(plain.toString('utf8'));
    expect(payload).toMatchObject({ url: `/surfboards/${id}`, body: 'Channel Islands Fever' });
    expect(payload.title).toContain('אושר');
  });

  it('quiet hours hold the push back but not the notification centre', async () => {
    const u = await createTestUser(app);
    const s = (await app.inject({ url: '/api/notification-settings', headers: u.headers })).json()
      .data;
    // Quiet all day long, whatever the time now.
    s.quietHours = { enabled: true, start: '00:00', end: '23:59' };
    await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: u.headers,
      payload: s,
    });
    const d = device();
    const endpoint = `${origin}/push/${crypto.randomUUID()}`;
    await subscribe(u, endpoint, d.keys);
    const [row] = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toBeDefined();
    // A seller notice for u: rejected board.
    const board = await insertBoard(app, u.id, refs, { title: 'Quiet board' });
    await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${board}/admin/reject`,
      headers: admin.headers,
      payload: { notes: 'חסרות תמונות' },
    });
    const inbox = (await app.inject({ url: '/api/notifications', headers: u.headers })).json().data;
    expect(inbox.items[0]).toMatchObject({ type: 'board-rejected' });
    // The push that would deliver it is queued for the end of the quiet hours, not before.
    const queued = (await app.db.execute(
      sql`select state, start_after from pgboss.job
          where name = 'push' and data->>'notificationId' = ${inbox.items[0]._id}`,
    )) as unknown as { rows: { state: string; start_after: string | Date }[] };
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0]!.state).toBe('created');
    expect(new Date(queued.rows[0]!.start_after).getTime()).toBeGreaterThan(Date.now());
    expect(received.some((r) => endpoint.endsWith(r.path))).toBe(false);
  });

  it('a push service answering 410 Gone removes the subscription', async () => {
    const u = await createTestUser(app);
    await noQuietHours(u);
    const d = device();
    const path = `/push/${crypto.randomUUID()}`;
    statusFor.set(path, 410);
    await subscribe(u, `${origin}${path}`, d.keys);
    const board = await insertBoard(app, u.id, refs);
    await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${board}/admin/approve`,
      headers: admin.headers,
    });
    await waitFor(() => received.find((r) => r.path === path));
    const devicesLeft = async () =>
      (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id)))
        .length;
    expect(await pollUntil(devicesLeft, (n) => n === 0)).toBe(0);
  });

  it('a push service outage is retried with backoff until the message gets through', async () => {
    const u = await createTestUser(app);
    await noQuietHours(u);
    const d = device();
    const path = `/push/${crypto.randomUUID()}`;
    failuresLeft.set(path, 1);
    await subscribe(u, `${origin}${path}`, d.keys);
    const board = await insertBoard(app, u.id, refs, { title: 'Retry board' });
    await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${board}/admin/approve`,
      headers: admin.headers,
    });
    await waitFor(() => {
      const got = received.filter((r) => r.path === path);
      return got.length >= 2 ? got : undefined;
    });
    const tries = received.filter((r) => r.path === path);
    const plain = ece.decrypt(tries.at(-1)!.body, {
      version: 'aes128gcm',
      privateKey: d.ecdh,
      authSecret: d.keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8')).body).toBe('Retry board');
    const runs = await app.db.select().from(jobRuns).where(eq(jobRuns.name, 'push'));
    expect(runs.some((r) => r.ok === false && r.result?.includes('503'))).toBe(true);
  }, 240_000);

  it('removes a device by endpoint; someone else’s endpoint is 404', async () => {
    const u = await createTestUser(app);
    const other = await createTestUser(app);
    const endpoint = `${origin}/push/${crypto.randomUUID()}`;
    await subscribe(u, endpoint, device().keys);
    const theirs = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: other.headers,
      payload: { endpoint },
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: u.headers,
      payload: { endpoint },
    });
    expect(mine.statusCode).toBe(200);
    expect(
      await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
  });
});
