import http from 'node:http';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { pollUntil } from '../../test/poll';
import {
  createTestUser,
  multipart,
  pngImage,
  publish,
  seedReferences,
  validFields,
  type Refs,
  type TestUser,
} from '../../test/factories';

// The upload queue (upload-queue.ts): one upload at a time here, one more may wait. An upload
// past that is answered at once, 503 with Retry-After and a Hebrew message, and nothing of it
// is stored; sent again when there is room, it goes in. The memory this bounds is measured by
// `npm run bench -- uploads`.

let app: App;
let refs: Refs;
let port: number;

beforeAll(async () => {
  app = await createTestApp({ uploadQueue: { atOnce: 1, waiting: 1, maxWaitMs: 1_500 } });
  refs = await seedReferences(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/**
 * An upload whose client sends all but the end of its body, and the rest when told: it holds
 * its turn (or its place in line) meanwhile, like a photo on a slow phone connection.
 */
async function slowUpload(user: TestUser, title: string) {
  const body = await multipart({ ...validFields(refs), title }, [
    { name: 'a.png', data: await pngImage('#abcdef', 800, 600) },
  ]);
  const cut = body.payload.length - 100;
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/surfboards',
    headers: { ...user.headers, ...body.headers, 'content-length': String(body.payload.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
  });
  req.write(body.payload.subarray(0, cut));
  return {
    finish: () => {
      req.end(body.payload.subarray(cut));
      return answer;
    },
  };
}

/** Waits (minutes at most, on a slow machine) until the queue is as expected. */
async function until(check: () => boolean) {
  expect(await pollUntil(check, (ok) => ok, { everyMs: 10 })).toBe(true);
}

async function boardsOf(user: TestUser) {
  return app.db.select().from(surfboards).where(eq(surfboards.sellerId, user.id));
}

describe('the upload queue', () => {
  it('answers a full queue with 503, Retry-After and when to try again, and stores nothing', async () => {
    const [first, second, third] = [
      await createTestUser(app),
      await createTestUser(app),
      await createTestUser(app),
    ];
    const running = await slowUpload(first, 'First in');
    await until(() => app.uploadQueue.stats.running === 1);
    const waiting = await slowUpload(second, 'Second, waiting');
    await until(() => app.uploadQueue.stats.waiting === 1);

    const refused = await publish(app, third, validFields(refs), [
      { name: 'b.png', data: await pngImage('#123123') },
    ]);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ success: false, code: 'SERVER_BUSY' });
    expect(refused.json().error).toBe(hebrew.SERVER_BUSY);
    expect(await boardsOf(third)).toHaveLength(0);

    // The one in its turn and the one that waited both go in.
    expect((await running.finish()).status).toBe(201);
    expect((await waiting.finish()).status).toBe(201);
    expect(app.uploadQueue.stats).toMatchObject({ running: 0, waiting: 0 });

    // Sent again, the refused upload goes in.
    const again = await publish(app, third, validFields(refs), [
      { name: 'b.png', data: await pngImage('#123123') },
    ]);
    expect(again.statusCode, again.body).toBe(201);
    expect(await boardsOf(third)).toHaveLength(1);
  });

  it('refuses an upload that waited too long for its turn, and frees its place', async () => {
    const [first, second] = [await createTestUser(app), await createTestUser(app)];
    const running = await slowUpload(first, 'Holding the turn');
    await until(() => app.uploadQueue.stats.running === 1);
    // Room to wait (nobody else in line), but the turn does not come within maxWaitMs.
    const late = await publish(app, second, validFields(refs), [
      { name: 'c.png', data: await pngImage('#321321') },
    ]);
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBeDefined();
    expect(app.uploadQueue.stats.waiting).toBe(0);
    expect(await boardsOf(second)).toHaveLength(0);
    expect((await running.finish()).status).toBe(201);
  });
});

describe('the pixel limit', () => {
  it('refuses a photo over 50 megapixels as too large, from its header', async () => {
    const user = await createTestUser(app);
    // 8,000 × 8,000: 64 megapixels of one colour, under a megabyte as a PNG.
    const huge = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#0369a1' },
    })
      .png()
      .toBuffer();
    const res = await publish(app, user, validFields(refs), [{ name: 'huge.png', data: huge }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      error: hebrew.IMAGE_TOO_MANY_PIXELS,
    });
    expect(await boardsOf(user)).toHaveLength(0);
  });
});
