import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser } from '../../test/factories';
import { encodeImage } from './process';
import { createLocalStorage } from './storage';

/** A JPEG with an EXIF GPS position and a 90° orientation flag, like a phone photo. */
async function phonePhoto(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Galim Test Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 46/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('encodeImage', () => {
  it('checks the bytes, not the name: a text file is refused', async () => {
    await expect(
      encodeImage(Buffer.from('this is not a jpeg, whatever the name says')),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
  });

  it('re-encodes to WebP at four widths, rotated upright, with all metadata removed', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const { image, files } = await encodeImage(input);
    expect(image.key).toMatch(/^[0-9a-f]{32}$/);
    // Orientation 6 rotates a 2000x1000 photo to 1000x2000.
    expect(image).toMatchObject({ width: 1000, height: 2000, widths: [320, 480, 800, 1000] });
    for (const file of files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.height! > meta.width!).toBe(true);
    }
  });

  it('refuses a damaged image whose header looks fine (415, not 500)', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0af' },
    })
      .png()
      .toBuffer();
    const damaged = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    await expect(encodeImage(damaged)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('never enlarges a small image and names files by content', async () => {
    const small = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const a = await encodeImage(small);
    const b = await encodeImage(small);
    expect(a.image.widths).toEqual([200]);
    expect(a.image.key).toBe(b.image.key);
  });
});

describe('local disk storage', () => {
  it('writes the same file from parallel uploads without failing (same photo, same name)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-storage-'));
    try {
      const storage = createLocalStorage(dir);
      const data = Buffer.alloc(256 * 1024, 3);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          storage.put('a'.repeat(32) + '-320.webp', data, 'image/webp'),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(fs.readdirSync(dir)).toEqual(['a'.repeat(32) + '-320.webp']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('stored images', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('serves stored files with immutable caching and 404s unknown ones', async () => {
    const [img] = await app.images.store([await phonePhoto(900, 600)]);
    const res = await app.inject(`/uploads/${img!.key}-320.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject(`/uploads/${'0'.repeat(32)}-320.webp`)).statusCode).toBe(404);
    expect((await app.inject('/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('keeps files another board still uses and deletes them once nobody does', async () => {
    const seller = await createTestUser(app);
    const [img] = await app.images.store([await phonePhoto(700, 500)]);
    await createBoard(app, { sellerId: seller.id, title: 'Twin', price: 900, images: [img!] });
    await app.images.release([img!]);
    expect((await app.inject(`/uploads/${img!.key}-320.webp`)).statusCode).toBe(200);
    await app.db.delete(surfboards);
    await app.images.release([img!]);
    expect((await app.inject(`/uploads/${img!.key}-320.webp`)).statusCode).toBe(404);
  });
});
