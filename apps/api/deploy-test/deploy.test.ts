import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import { CONTACT_LIMIT_PER_HOUR } from '@galim/shared/contact/schemas';
import {
  ROOT,
  createDatabase,
  freePort,
  multipart,
  openStream,
  request,
  startApi,
  startGoogle,
  startNginx,
  startS3,
  tempDir,
  waitFor,
  type ApiProcess,
} from './harness';
import { sleep } from '../src/test/harness';

// Galim as an operator runs it: two production API processes (the build, NODE_ENV=production)
// on a new PostgreSQL database, sharing Redis and S3 (s3rver), behind nginx from Debian.
// Every request a "user" makes goes through nginx unless a test talks to one process on purpose.

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_BASE = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENT_ID = 'galim-deploy.apps.googleusercontent.com';
const BUCKET = 'galim-images';
const ADMIN = 'admin@galim.test';

let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
// A Redis database of its own, emptied before and after, so counters of other runs never count.
const redisDb = 1 + Math.floor(Math.random() * 15);
const redisUrl = `${REDIS_BASE.replace(/\/\d*$/, '')}/${redisDb}`;

let google: Awaited<ReturnType<typeof startGoogle>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let apis: ApiProcess[] = [];
let databaseUrl: string;
let dataDir: string;

const viaNginx = (p: string, opts: Parameters<typeof request>[1] = {}) =>
  request(`${nginx.url}${p}`, opts);
const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function signIn(email: string, sub: string, name?: string) {
  const res = await viaNginx('/api/users/google-login', {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ googleToken: await google.token(email, sub, name) }),
  });
  expect(res.status, res.body.toString()).toBe(200);
  return res.json() as { user: { _id: string; role: string }; token: string };
}

beforeAll(async () => {
  for (const bin of ['/usr/sbin/nginx', path.join(ROOT, 'apps/api/dist/server.js')]) {
    if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: run npm run test:deploy`);
  }
  database = await createDatabase(SERVER_URL, 'galim_deploy');
  databaseUrl = database.url;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();

  google = await startGoogle(CLIENT_ID);
  s3 = await startS3(BUCKET);
  dataDir = tempDir('data');
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: 'https://galim.test',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    ADMIN_EMAILS: ADMIN,
    TRUST_PROXY: '127.0.0.1',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    FORECAST_DEMO: 'true',
  };
  // Both start at once on the empty database: one migrates, the other waits for the lock.
  apis = [startApi(env, await freePort()), startApi(env, await freePort())];
  for (const api of apis) {
    await waitFor(`API on ${api.port}`, async () => {
      if (api.child.exitCode !== null) throw new Error(`API exited:\n${api.output()}`);
      return (await request(`${api.url}/api/ready`)).status === 200;
    }).catch((err) => {
      throw new Error(`${(err as Error).message}\n${api.output()}`);
    });
  }
  nginx = await startNginx(apis.map((a) => a.port));
  await waitFor('nginx', async () => (await viaNginx('/api/health')).status === 200).catch(
    (err) => {
      throw new Error(`${(err as Error).message}\n${nginx.output()}`);
    },
  );
}, 300_000);

afterAll(async () => {
  // What the processes said, when a test needs it to explain a failure.
  if (process.env.DEPLOY_LOG) for (const api of apis) console.log(api.output());
  await nginx?.stop();
  await Promise.all(apis.map((a) => a.stop('SIGKILL')));
  await s3?.close();
  await google?.close();
  const redis = new Redis(redisUrl);
  await redis.flushdb().catch(() => {});
  redis.disconnect();
  await database?.drop();
}, 120_000);

/** A board with one photo, published by `token` straight on one process (not through nginx). */
async function publishOn(apiUrl: string, token: string, title: string) {
  const brands = (await viaNginx('/api/brands')).json().data;
  const categories = (await viaNginx('/api/categories')).json().data;
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#22c55e' },
  })
    .png()
    .toBuffer();
  const form = await multipart(
    {
      title,
      price: '1800',
      condition: 'good',
      category: categories[0]._id,
      brand: brands[0]._id,
      length: '5.10',
      volume: '29',
      locationText: 'נתניה',
    },
    [{ name: 'p.png', data: photo, type: 'image/png' }],
  );
  const created = await request(`${apiUrl}/api/surfboards`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.payload,
  });
  expect(created.status, created.body.toString()).toBe(201);
  return created;
}

/** The ids of a stream's `event: conversation` events so far. */
const conversationIds = (text: string) =>
  [...text.matchAll(/^id: (\d+)\nevent: conversation$/gm)].map((m) => m[1]!);

describe('two production processes behind nginx', () => {
  it('refuse to start with laptop-only settings, naming the variable', async () => {
    const port = await freePort();
    const bad = startApi(
      {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: 'http://galim.test',
        GOOGLE_CLIENT_ID: CLIENT_ID,
        DEV_LOGIN: 'true',
      },
      port,
    );
    await new Promise((resolve) => bad.child.once('exit', resolve));
    expect(bad.child.exitCode).not.toBe(0);
    expect(bad.output()).toMatch(/DEV_LOGIN/);
    expect(bad.output()).toMatch(/PUBLIC_URL/);
  }, 120_000);

  it('serve the app and the API round-robin, compressed, assets cached for a year', async () => {
    const home = await viaNginx('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(home.status).toBe(200);
    const asset = /\/assets\/[^"']+\.js/.exec((await viaNginx('/')).body.toString('utf8'))?.[0];
    expect(asset).toBeTruthy();
    const js = await viaNginx(asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('gzip');

    const list = await viaNginx('/api/forecast/spots', { headers: { 'accept-encoding': 'gzip' } });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');

    for (let i = 0; i < 6; i++) await viaNginx('/api/health');
    const log = nginx.accessLog();
    for (const api of apis) expect(log).toContain(`upstream=127.0.0.1:${api.port}`);
    // nginx's request id reaches the API and comes back.
    const health = await viaNginx('/api/health');
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('speak HTTP/2 over TLS, live updates included, and send plain HTTP there', async () => {
    // What a browser negotiates (ALPN): curl as one, with the test's self-signed certificate.
    const version = execFileSync(
      'curl',
      ['--http2', '-k', '-s', '-o', '/dev/null', '-w', '%{http_version}', `${nginx.url}/`],
      { encoding: 'utf8' },
    );
    expect(version).toBe('2');

    // A live stream over HTTP/2: its first event arrives at once, not when a buffer fills.
    const user = await signIn('h2@galim.test', 'google-sub-h2', 'Hila Two');
    const session = http2.connect(nginx.url, { rejectUnauthorized: false });
    try {
      expect(await new Promise((r) => session.once('connect', () => r(session.alpnProtocol)))).toBe(
        'h2',
      );
      const stream = session.request({
        ':path': '/api/live',
        authorization: `Bearer ${user.token}`,
        'accept-encoding': 'gzip, br',
      });
      let text = '';
      const headers = await new Promise<http2.IncomingHttpHeaders>((r) =>
        stream.once('response', r),
      );
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      expect(headers[':status']).toBe(200);
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(headers['content-encoding']).toBeUndefined();
      await waitFor('the stream to open', async () => text.startsWith('retry: 3000'), 2_000);
      stream.close();
    } finally {
      session.close();
    }

    const plain = await request(`${nginx.plainUrl}/surfboards?page=2`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${nginx.url}/surfboards?page=2`);
  });

  it('sign in with Google through nginx; the session works on both processes', async () => {
    const admin = await signIn(ADMIN, 'google-sub-admin', 'Ada Admin');
    expect(admin.user.role).toBe('admin');
    for (const api of apis) {
      const me = await request(`${api.url}/api/auth/validate`, { headers: json(admin.token) });
      expect(me.status).toBe(200);
    }
    const stranger = await request(`${apis[0]!.url}/api/auth/validate`, {
      headers: json('not-a-token'),
    });
    expect(stranger.status).toBe(401);
  });

  it('publish a board with photos: stored in S3, served back through nginx', async () => {
    const admin = await signIn(ADMIN, 'google-sub-admin');
    const refs: Record<string, string> = {};
    for (const [kind, title] of [
      ['brands', 'Firewire'],
      ['categories', 'Fish'],
    ] as const) {
      const res = await viaNginx(`/api/${kind}`, {
        method: 'POST',
        headers: json(admin.token),
        body: JSON.stringify({ title }),
      });
      expect(res.status, res.body.toString()).toBe(201);
      refs[kind] = res.json().data._id;
    }
    const seller = await signIn('seller@galim.test', 'google-sub-seller', 'Sol Seller');
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#0369a1' },
    })
      .jpeg()
      .toBuffer();
    const form = await multipart(
      {
        title: 'Firewire Seaside 5.6',
        description: 'Fish for small waves',
        price: '2400',
        condition: 'good',
        category: refs.categories!,
        brand: refs.brands!,
        length: '5.6',
        volume: '32',
        locationText: 'תל אביב',
      },
      [
        { name: 'a.jpg', data: photo, type: 'image/jpeg' },
        { name: 'b.jpg', data: photo, type: 'image/jpeg' },
      ],
    );
    const res = await viaNginx('/api/surfboards', {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, ...form.headers },
      body: form.payload,
    });
    expect(res.status, res.body.toString()).toBe(201);
    const board = res.json().data;
    expect(board.images).toHaveLength(2);

    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    const image = board.images[0] as { key: string; widths: number[] };
    const name = `${image.key}-${image.widths[0]}.webp`;
    expect(keys).toContain(`uploads/${name}`);
    // Nothing on the processes' own disks.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const stored = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}` }),
    );
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());
    for (const api of apis) {
      const served = await request(`${api.url}/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.body.equals(bytes)).toBe(true);
    }
    const throughNginx = await viaNginx(`/uploads/${name}`);
    expect(throughNginx.body.equals(bytes)).toBe(true);
  });

  it('hold the upload limit across both processes (Redis)', async () => {
    const admin = await signIn(ADMIN, 'google-sub-admin');
    const brands = (await viaNginx('/api/brands')).json().data;
    const categories = (await viaNginx('/api/categories')).json().data;
    expect(admin.user.role).toBe('admin');
    const uploader = await signIn('uploader@galim.test', 'google-sub-uploader');
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#f97316' },
    })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i <= BOARD_LIMITS.uploadsPerWindow; i++) {
      const form = await multipart(
        {
          title: `Board number ${i + 1}`,
          price: '1000',
          condition: 'good',
          category: categories[0]._id,
          brand: brands[0]._id,
          length: '6',
          volume: '30',
          locationText: 'חיפה',
        },
        [{ name: 'p.png', data: photo, type: 'image/png' }],
      );
      // Alternate between the two processes directly: neither may count alone.
      const res = await request(`${apis[i % 2]!.url}/api/surfboards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${uploader.token}`, ...form.headers },
        body: form.payload,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, BOARD_LIMITS.uploadsPerWindow)).toEqual(
      Array(BOARD_LIMITS.uploadsPerWindow).fill(201),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it("hold a per-client limit across both processes, by the client's real address", async () => {
    const message = (n: number) =>
      JSON.stringify({
        type: 'general',
        name: 'Dana',
        email: 'dana@example.com',
        subject: `Hello ${n}`,
        message: 'Is there a meetup this weekend?',
      });
    const fromA: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT_PER_HOUR; i++) {
      const res = await viaNginx('/api/contact', {
        method: 'POST',
        headers: json(),
        body: message(i),
        from: '127.0.0.2',
      });
      fromA.push(res.status);
    }
    expect(fromA.slice(0, CONTACT_LIMIT_PER_HOUR).every((s) => s === 201 || s === 200)).toBe(true);
    expect(fromA.at(-1)).toBe(429);
    // A made-up X-Forwarded-For does not reset the limit: nginx replaces it.
    const forged = await viaNginx('/api/contact', {
      method: 'POST',
      headers: { ...json(), 'x-forwarded-for': '203.0.113.9' },
      body: message(99),
      from: '127.0.0.2',
    });
    expect(forged.status).toBe(429);
    // Another client behind the same proxy has its own allowance.
    const fromB = await viaNginx('/api/contact', {
      method: 'POST',
      headers: json(),
      body: message(100),
      from: '127.0.0.3',
    });
    expect([200, 201]).toContain(fromB.status);
  });

  it('carry a live event from one process to streams opened through nginx, within 2 s', async () => {
    const admin = await signIn(ADMIN, 'google-sub-admin');
    const seller = await signIn('live@galim.test', 'google-sub-live', 'Lee Live');
    const created = await publishOn(apis[1]!.url, seller.token, 'Lost 5.10 Driver');

    // Two streams in a row through nginx: round-robin puts one on each process.
    const auth = { authorization: `Bearer ${seller.token}`, 'accept-encoding': 'gzip' };
    const streams = [
      await openStream(`${nginx.url}/api/live`, auth),
      await openStream(`${nginx.url}/api/live`, auth),
    ];
    try {
      for (const s of streams) {
        expect(s.status).toBe(200);
        expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(s.headers['content-encoding']).toBeUndefined();
        await waitFor('the stream to open', async () => s.text().startsWith('retry: 3000'), 2_000);
      }
      // The approval happens on the first process; its notification is a live event on both.
      const approved = await request(
        `${apis[0]!.url}/api/surfboards/${created.json().data._id}/admin/approve`,
        { method: 'PATCH', headers: json(admin.token), body: '{}' },
      );
      expect(approved.status, approved.body.toString()).toBe(200);
      for (const s of streams) {
        await waitFor(
          'the notification on the stream',
          async () => /event: notification\ndata: .*"board-approved"/.test(s.text()),
          2_000,
        );
      }
    } finally {
      for (const s of streams) s.close();
    }
    await waitFor(
      'nginx to log both streams',
      async () => {
        const lines = nginx
          .accessLog()
          .split('\n')
          .filter((l) => l.includes('/api/live'));
        return apis.every((api) => lines.some((l) => l.includes(`upstream=127.0.0.1:${api.port}`)));
      },
      5_000,
    );
  });

  it('hold a conversation on two phones through nginx, live, and lose no message to a kill', async () => {
    const admin = await signIn(ADMIN, 'google-sub-admin');
    const seller = await signIn('talk-seller@galim.test', 'google-sub-talk-seller', 'Yoni Seller');
    const buyer = await signIn('talk-buyer@galim.test', 'google-sub-talk-buyer', 'Dana Buyer');
    const board = (await publishOn(apis[1]!.url, seller.token, 'Pyzel Ghost 6.0')).json().data._id;
    const approved = await request(`${apis[0]!.url}/api/surfboards/${board}/admin/approve`, {
      method: 'PATCH',
      headers: json(admin.token),
      body: '{}',
    });
    expect(approved.status, approved.body.toString()).toBe(200);
    const send = (path: string, body: unknown) =>
      viaNginx(path, { method: 'POST', headers: json(buyer.token), body: JSON.stringify(body) });

    // The seller's phone: its stream on the first process; the buyer writes through nginx,
    // which sends every other request to the other process.
    const auth = { authorization: `Bearer ${seller.token}` };
    let stream = await openStream(`${apis[0]!.url}/api/live`, auth);
    await waitFor('the stream to open', async () => stream.text().startsWith('retry: 3000'), 2_000);
    const opened = await send('/api/conversations', { boardId: board, body: 'עדיין זמין?' });
    expect(opened.status, opened.body.toString()).toBe(201);
    const thread = opened.json().data.conversation._id as string;
    await waitFor(
      'the first message',
      async () => conversationIds(stream.text()).length === 1,
      2_000,
    );
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      const before = conversationIds(stream.text()).length;
      const started = performance.now();
      const sent = await send(`/api/conversations/${thread}/messages`, { body: `הודעה ${i}` });
      expect(sent.status, sent.body.toString()).toBe(201);
      // Looked at every 5 ms (waitFor's pause would be the figure).
      while (conversationIds(stream.text()).length <= before) {
        if (performance.now() - started > 2_000)
          throw new Error(`message ${i} not delivered in 2 s`);
        await sleep(5);
      }
      delays.push(performance.now() - started);
    }
    delays.sort((a, b) => a - b);
    console.log(
      `delivery through nginx, two processes: p50 ${delays[6]!.toFixed(0)} ms, ` +
        `p95 ${delays[11]!.toFixed(0)} ms (12 messages)`,
    );

    // The process holding the stream dies mid-conversation; the buyer goes on writing (nginx
    // sends it all to the live process); the phone reconnects through nginx with the last id it
    // saw and gets every message it missed, once.
    const seen = conversationIds(stream.text());
    const lastId = [...stream.text().matchAll(/^id: (\d+)$/gm)].at(-1)![1]!;
    await apis[0]!.stop('SIGKILL');
    stream.close();
    for (let i = 0; i < 3; i++) {
      const sent = await send(`/api/conversations/${thread}/messages`, {
        body: `בזמן הנפילה ${i}`,
      });
      expect(sent.status, sent.body.toString()).toBe(201);
    }
    const reconnected = Date.now();
    stream = await openStream(`${nginx.url}/api/live`, { ...auth, 'last-event-id': lastId });
    try {
      expect(stream.status).toBe(200);
      await waitFor(
        'the missed messages',
        async () => conversationIds(stream.text()).length >= 3,
        5_000,
      );
      console.log(`reconnect caught up 3 missed messages in ${Date.now() - reconnected} ms`);
      const missed = conversationIds(stream.text());
      expect(missed).toHaveLength(3);
      expect(new Set([...seen, ...missed]).size).toBe(seen.length + missed.length);
    } finally {
      stream.close();
    }
    // The thread holds every message, in order.
    const page = await viaNginx(`/api/conversations/${thread}/messages?limit=100`, {
      headers: json(buyer.token),
    });
    expect(page.json().data.items.map((m: { body: string }) => m.body)).toEqual([
      'עדיין זמין?',
      ...Array.from({ length: 12 }, (_, i) => `הודעה ${i}`),
      ...Array.from({ length: 3 }, (_, i) => `בזמן הנפילה ${i}`),
    ]);
  });

  it('keep serving when one process is killed', async () => {
    const user = await signIn('steady@galim.test', 'google-sub-steady');
    await apis[0]!.stop('SIGKILL');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await viaNginx('/api/surfboards')).status);
      statuses.push((await viaNginx('/api/auth/validate', { headers: json(user.token) })).status);
    }
    expect(statuses).toEqual(Array(24).fill(200));
    const again = await signIn('steady@galim.test', 'google-sub-steady');
    expect(again.user._id).toBe(user.user._id);
  });
});
