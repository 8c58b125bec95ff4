import http from 'node:http';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { services, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  bulkItem,
  createTestUser,
  insertBoard,
  multipart,
  pngImage,
  publish,
  type Refs,
  seedReferences,
  serviceFields,
  type TestUser,
  validFields,
} from '../../test/factories';
import { createImageService, UPLOAD_WINDOW_MS } from './service';
import { createMemoryStorage, type ImageStorage } from './storage';

// Uploads that fail part-way leave no files behind, and the upload limit is one count per
// user across every route that accepts images. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.

/** A PNG whose header is fine and whose pixel data is not: it fails only when decoded. */
async function damagedPng(): Promise<Buffer> {
  const png = await pngImage('#f00', 300, 200);
  return Buffer.concat([png.subarray(0, 60), Buffer.alloc(400, 7)]);
}

let app: App;
let refs: Refs;
let files: Map<string, Buffer>;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  files = (app.images.storage as ReturnType<typeof createMemoryStorage>).files;
});

async function serviceRequest(
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  images: Buffer[] = [],
  fields: Record<string, string> = serviceFields(),
) {
  const body = await multipart(
    fields,
    images.map((data, i) => ({ name: `photo${i}.png`, data })),
  );
  return app.inject({
    method,
    url,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('an upload with one bad image among good ones', () => {
  it('publishing a board: 415, no board, and none of the good images stored', async () => {
    const user = await createTestUser(app);
    const before = files.size;
    const good = [await pngImage('#123456'), await pngImage('#654321')];
    const res = await publish(app, user, validFields(refs), [
      { name: 'a.png', data: good[0]! },
      { name: 'b.png', data: await damagedPng() },
      { name: 'c.png', data: good[1]! },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'IMAGE_UNREADABLE' });
    expect(files.size).toBe(before);
    const rows = await app.db.select().from(surfboards).where(eq(surfboards.sellerId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('creating a service: 415, no service, no files', async () => {
    const user = await createTestUser(app);
    const before = files.size;
    const res = await serviceRequest(user, 'POST', '/api/services/surf-instructor', [
      await pngImage('#0a0a0a'),
      await damagedPng(),
    ]);
    expect(res.statusCode).toBe(415);
    expect(files.size).toBe(before);
    const rows = await app.db.select().from(services).where(eq(services.providerId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('a client that aborts mid-upload', () => {
  it('leaves no files and no board', async () => {
    const user = await createTestUser(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const before = files.size;
    const body = await multipart(validFields(refs), [
      { name: 'a.png', data: await pngImage('#abcdef', 1200, 800) },
      { name: 'b.png', data: await pngImage('#fedcba', 1200, 800) },
    ]);
    // Send the fields and the first image, then drop the connection.
    const cut = body.payload.length - 2000;
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/surfboards',
        headers: {
          ...user.headers,
          ...body.headers,
          'content-length': String(body.payload.length),
        },
      });
      req.on('error', () => resolve());
      req.write(body.payload.subarray(0, cut), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    // The server notices the closed socket; give the handler time to fail and clean up.
    await new Promise((r) => setTimeout(r, 1500));
    expect(files.size).toBe(before);
    const rows = await app.db.select().from(surfboards).where(eq(surfboards.sellerId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('the upload limit: 10 per user per 5 minutes, across every route taking images', () => {
  it('counts board create, gallery, bulk create, service create and update together', async () => {
    const user = await createTestUser(app);
    const boardId = await insertBoard(app, user.id, refs);
    const service = await serviceRequest(user, 'POST', '/api/services/surf-instructor');
    expect(service.statusCode).toBe(201);
    const serviceUrl = `/api/services/surf-instructor/${service.json().data._id}`;

    const gallery = async () => {
      const body = await multipart({ layout: JSON.stringify(['new:0']) }, [
        { name: 'g.png', data: await pngImage('#333333') },
      ]);
      return app.inject({
        method: 'PUT',
        url: `/api/surfboards/${boardId}/images`,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const bulk = () =>
      app.inject({
        method: 'POST',
        url: '/api/surfboards/bulk/create',
        headers: user.headers,
        payload: { items: [bulkItem(refs)] },
      });
    const attempts = [
      () => publish(app, user, validFields(refs)),
      gallery,
      bulk,
      () => serviceRequest(user, 'PUT', serviceUrl, [], serviceFields('עדכון ראשון')),
      () => serviceRequest(user, 'POST', '/api/services/surf-instructor'),
      () => publish(app, user, validFields(refs)),
      gallery,
      bulk,
      () => serviceRequest(user, 'PUT', serviceUrl, [], serviceFields('עדכון שני')),
    ];
    // The service created above was the first of the ten.
    for (const [i, attempt] of attempts.entries()) {
      const res = await attempt();
      expect(res.statusCode, `upload ${i + 2}: ${res.body}`).toBeLessThan(300);
    }
    for (const attempt of [
      () => serviceRequest(user, 'POST', '/api/services/surf-instructor'),
      gallery,
      () => publish(app, user, validFields(refs)),
    ]) {
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        error: hebrew.UPLOAD_LIMIT,
        code: 'UPLOAD_LIMIT',
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);
    }
    // Per user: someone else uploads freely.
    const other = await createTestUser(app);
    expect((await publish(app, other, validFields(refs))).statusCode).toBe(201);
  });
});

describe('the orphan sweep', () => {
  it('removes old files no row refers to and keeps referenced and recent ones', async () => {
    const user = await createTestUser(app);
    const [kept] = await app.images.store([await pngImage('#111111', 500, 300)]);
    const [orphan] = await app.images.store([await pngImage('#222222', 500, 300)]);
    await insertBoard(app, user.id, refs, { images: [kept!] });
    files.set('leftover.webp.123.tmp', Buffer.from('half a file'));

    // Everything is younger than the longest upload: nothing goes, and the sweep says when the
    // unreferenced files will be old enough (the server sweeps again then).
    const young = await app.images.sweepOrphans();
    expect(files.has(`${orphan!.key}-320.webp`)).toBe(true);
    expect(young.youngOrphansDueAt).toBeGreaterThan(Date.now());
    expect(young.youngOrphansDueAt).toBeLessThanOrEqual(Date.now() + UPLOAD_WINDOW_MS);

    // Once that has passed (age 0 here): the orphan and the leftover go, the board's files stay.
    const { deleted, youngOrphansDueAt } = await app.images.sweepOrphans(0);
    expect(youngOrphansDueAt).toBeNull();
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(files.has(`${orphan!.key}-320.webp`)).toBe(false);
    expect(files.has('leftover.webp.123.tmp')).toBe(false);
    for (const w of kept!.widths) expect(files.has(`${kept!.key}-${w}.webp`)).toBe(true);
  });

  it('an upload whose files took half the longest upload to write is refused, files removed', async () => {
    // Storage that takes 20 s per file (the clock moves on as each file is written).
    const memory = createMemoryStorage();
    const slow: ImageStorage = {
      ...memory,
      async put(name, data, contentType) {
        await memory.put(name, data, contentType);
        vi.setSystemTime(Date.now() + 20_000);
      },
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const images = createImageService(app.db, slow);
      const photo = await pngImage('#333333', 900, 600); // four widths: 80 s of writing
      await expect(images.store([photo])).rejects.toMatchObject({ statusCode: 503 });
      expect([...memory.files.keys()]).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
