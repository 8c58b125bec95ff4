import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { FetchSource, PMTiles, tileIdToZxy } from 'pmtiles';
import { loadConfig, type BasemapConfig } from '../../config';
import { freePort, tempDir } from '../../test/harness';
import { createTestApp } from '../../test/helpers';
import { pmtilesArchive } from '../../test/pmtiles-archive';

// The basemap from S3 (BASEMAP_PMTILES=s3://bucket/key): HeadObject for its size and ETag,
// GetObject with the range asked for. s3rver stands in for S3, as in the deployment test.

const URL_PATH = '/api/map/basemap.pmtiles';
const BUCKET = 'galim-maps';
const KEY = 'basemap/israel.pmtiles';
const TILES = [0, 3].map((tileId) => ({ tileId, data: Buffer.from(`s3 tile ${tileId}`) }));
const archive = pmtilesArchive(TILES);
const size = archive.length;

let s3: S3rver;
let base: string;
let basemap: Extract<BasemapConfig, { kind: 's3' }>;

beforeAll(async () => {
  s3 = new S3rver({
    port: await freePort(),
    address: '127.0.0.1',
    directory: tempDir('basemap-s3'),
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    BASEMAP_PMTILES: `s3://${BUCKET}/${KEY}`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const config = loadConfig(env).basemap;
  expect(config).toMatchObject({ kind: 's3', bucket: BUCKET, key: KEY });
  basemap = config as typeof basemap;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: KEY, Body: archive }));
  const app = await createTestApp({ basemap });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await s3?.close();
});

describe('GET /api/map/basemap.pmtiles from S3', () => {
  it("serves tiles the pmtiles library's reader reads back", async () => {
    const reader = new PMTiles(new FetchSource(base + URL_PATH));
    for (const tile of TILES) {
      const [z, x, y] = tileIdToZxy(tile.tileId);
      const read = await reader.getZxy(z, x, y);
      expect(Buffer.from(read!.data).toString()).toBe(tile.data.toString());
    }
  });

  it('answers 206, 416, 304 and HEAD from the object', async () => {
    const part = await fetch(base + URL_PATH, { headers: { range: 'bytes=2-6' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-6/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(archive.subarray(2, 7));

    const past = await fetch(base + URL_PATH, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(await past.json()).toMatchObject({ code: 'BASEMAP_RANGE_NOT_SATISFIABLE' });

    const head = await fetch(base + URL_PATH, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    const etag = head.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const same = await fetch(base + URL_PATH, { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);

    const whole = await fetch(base + URL_PATH);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(archive);
  });

  it('answers 404 BASEMAP_MISSING when the object is not in the bucket', async () => {
    const app = await createTestApp({ basemap: { ...basemap, key: 'no-such.pmtiles' } });
    const res = await app.inject({ method: 'GET', url: URL_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'BASEMAP_MISSING' });
  });
});
