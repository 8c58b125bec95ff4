import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FetchSource, PMTiles, tileIdToZxy } from 'pmtiles';
import type { App } from '../../app';
import { loadConfig, type BasemapConfig } from '../../config';
import { testConfig } from '../../test/config';
import { tempDir } from '../../test/harness';
import { createTestApp } from '../../test/helpers';
import { pmtilesArchive } from '../../test/pmtiles-archive';
import { fileSource, SourceChanged } from './basemap-source';

// The basemap archive served by range requests (decision 062), through the app on a real port,
// read back with the `pmtiles` library's own reader (FetchSource: fetch with Range headers).

const URL_PATH = '/api/map/basemap.pmtiles';
const TILES = [0, 1, 2, 4].map((tileId) => ({
  tileId,
  data: Buffer.from(`tile ${tileId} `.repeat(5 + tileId)),
}));
const archive = pmtilesArchive(TILES);
const size = archive.length;

/** An app serving `basemap`, listening on loopback; its base URL. */
async function serve(basemap: BasemapConfig | undefined): Promise<{ app: App; base: string }> {
  const app = await createTestApp({ basemap });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

/** Reads tiles z/x/y back with the pmtiles library, as the web map does. */
async function readTiles(url: string) {
  const reader = new PMTiles(new FetchSource(url));
  const header = await reader.getHeader();
  const tiles = await Promise.all(
    TILES.map(async (t) => {
      const [z, x, y] = tileIdToZxy(t.tileId);
      const tile = await reader.getZxy(z, x, y);
      return tile ? Buffer.from(tile.data).toString() : null;
    }),
  );
  return { header, tiles, metadata: await reader.getMetadata() };
}

describe('GET /api/map/basemap.pmtiles from the data folder', () => {
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir('basemap');
    fs.writeFileSync(path.join(dataDir, 'israel.pmtiles'), archive);
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, BASEMAP_PMTILES: 'israel.pmtiles' };
    const basemap = loadConfig(env).basemap;
    expect(basemap).toEqual({ kind: 'file', path: path.join(dataDir, 'israel.pmtiles') });
    ({ base } = await serve(basemap));
  });

  it("serves tiles the pmtiles library's reader reads back", async () => {
    const { header, tiles, metadata } = await readTiles(base + URL_PATH);
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 1, tileType: 2 });
    expect(header.etag).toMatch(/^"/);
    expect(tiles).toEqual(TILES.map((t) => t.data.toString()));
    expect(metadata).toEqual({ name: 'Galim test basemap' });
  });

  it('answers a range 206 with Content-Range and only those bytes', async () => {
    const res = await fetch(base + URL_PATH, { headers: { range: 'bytes=0-6' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-6/${size}`);
    expect(res.headers.get('content-length')).toBe('7');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, no-transform');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('PMTiles');
  });

  it('answers suffix and open ranges, and a range running past the end up to the end', async () => {
    const cases: [string, number, number][] = [
      ['bytes=-10', size - 10, size - 1],
      ['bytes=100-', 100, size - 1],
      [`bytes=${size - 3}-${size + 1000}`, size - 3, size - 1],
      [`bytes=-${size * 2}`, 0, size - 1],
      ['bytes=0-99999999999999999999999', 0, size - 1],
      // Several ranges: the first one that starts inside the archive, alone.
      [`bytes=${size + 5}-, 10-19, 30-39`, 10, 19],
    ];
    for (const [range, start, end] of cases) {
      const res = await fetch(base + URL_PATH, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(archive.subarray(start, end + 1));
    }
  });

  it('answers a range past the end 416 with bytes */size and a code in the language', async () => {
    for (const [range, code] of [
      [`bytes=${size}-`, 'BASEMAP_RANGE_NOT_SATISFIABLE'],
      [`bytes=${size + 10}-${size + 20}`, 'BASEMAP_RANGE_NOT_SATISFIABLE'],
      ['bytes=-0', 'BASEMAP_RANGE_NOT_SATISFIABLE'],
      ['bytes=20-10', 'BASEMAP_RANGE_INVALID'],
      ['bytes=abc', 'BASEMAP_RANGE_INVALID'],
      ['bytes', 'BASEMAP_RANGE_INVALID'],
    ]) {
      const he = await fetch(base + URL_PATH, { headers: { range: range! } });
      expect(he.status, range).toBe(416);
      expect(he.headers.get('content-range')).toBe(`bytes */${size}`);
      const body = (await he.json()) as { error: string };
      expect(body).toMatchObject({ success: false, code });
      expect(body.error).toMatch(/[א-ת]/);
    }
    const en = await fetch(base + URL_PATH, {
      headers: { range: `bytes=${size}-`, 'accept-language': 'en' },
    });
    expect(en.status).toBe(416);
    expect(((await en.json()) as { error: string }).error).toMatch(/past the end/);
  });

  it('answers without Range the whole archive, and ignores a unit that is not bytes', async () => {
    for (const headers of [{}, { range: 'items=0-1' }] as Record<string, string>[]) {
      const res = await fetch(base + URL_PATH, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(size));
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(archive);
    }
  });

  it('answers HEAD with the headers and no body, ignoring Range', async () => {
    const res = await fetch(base + URL_PATH, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 304 to If-None-Match and If-Modified-Since, 412 to an If-Match of another', async () => {
    const first = await fetch(base + URL_PATH, { method: 'HEAD' });
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': lastModified },
      { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
      // If-None-Match decides alone when both are sent, and a match there is 304 too.
      { 'if-none-match': etag, 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
    ] as Record<string, string>[]) {
      const res = await fetch(base + URL_PATH, { headers: { ...headers, range: 'bytes=0-9' } });
      expect(res.status, JSON.stringify(headers)).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toContain('max-age');
    }
    for (const headers of [
      { 'if-none-match': '"not-this-one"' },
      { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
      { 'if-modified-since': 'not a date' },
    ] as Record<string, string>[]) {
      const res = await fetch(base + URL_PATH, { headers: { ...headers, range: 'bytes=0-9' } });
      expect(res.status, JSON.stringify(headers)).toBe(206);
    }
    const changed = await fetch(base + URL_PATH, { headers: { 'if-match': '"older-copy"' } });
    expect(changed.status).toBe(412);
    expect(await changed.json()).toMatchObject({ code: 'BASEMAP_CHANGED' });
    const same = await fetch(base + URL_PATH, {
      headers: { 'if-match': etag, range: 'bytes=0-1' },
    });
    expect(same.status).toBe(206);
  });

  it('honours If-Range: the range for this copy, the whole archive for another', async () => {
    const head = await fetch(base + URL_PATH, { method: 'HEAD' });
    const etag = head.headers.get('etag')!;
    const lastModified = head.headers.get('last-modified')!;
    for (const ifRange of [etag, lastModified]) {
      const res = await fetch(base + URL_PATH, {
        headers: { range: 'bytes=0-6', 'if-range': ifRange },
      });
      expect(res.status, ifRange).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 0-6/${size}`);
    }
    for (const ifRange of ['"an-older-copy"', `W/${etag}`, 'Thu, 01 Jan 1970 00:00:00 GMT']) {
      const res = await fetch(base + URL_PATH, {
        headers: { range: 'bytes=0-6', 'if-range': ifRange },
      });
      expect(res.status, ifRange).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer())).toEqual(archive);
    }
  });

  it('gives a replaced archive a new ETag, so readers start over', async () => {
    const before = (await fetch(base + URL_PATH, { method: 'HEAD' })).headers.get('etag');
    const file = path.join(dataDir, 'israel.pmtiles');
    fs.writeFileSync(file, Buffer.concat([archive, Buffer.from('x')]));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const after = await fetch(base + URL_PATH, { method: 'HEAD' });
    expect(after.headers.get('etag')).not.toBe(before);
    expect(after.headers.get('content-length')).toBe(String(size + 1));
    fs.writeFileSync(file, archive);
  });

  it('does not send a replaced file’s bytes under the old ETag', async () => {
    const file = path.join(dataDir, 'replaced.pmtiles');
    fs.writeFileSync(file, archive);
    const source = fileSource(file);
    const facts = (await source.facts())!;
    fs.writeFileSync(file + '.new', Buffer.concat([archive, archive]));
    fs.renameSync(file + '.new', file);
    await expect(source.read(0, 9, facts)).rejects.toBeInstanceOf(SourceChanged);
    const fresh = (await source.facts())!;
    const bytes: Buffer[] = [];
    for await (const chunk of await source.read(0, 6, fresh)) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).toString()).toBe('PMTiles');
  });
});

describe('BASEMAP_PMTILES', () => {
  it('reads a path under DATA_DIR, an absolute path, or s3://bucket/key', () => {
    const read = (value: string) =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/galim', BASEMAP_PMTILES: value }).basemap;
    expect(read('maps/israel.pmtiles')).toEqual({
      kind: 'file',
      path: '/srv/galim/maps/israel.pmtiles',
    });
    expect(read('/opt/israel.pmtiles')).toEqual({ kind: 'file', path: '/opt/israel.pmtiles' });
    expect(read('s3://maps/basemap/israel.pmtiles')).toMatchObject({
      kind: 's3',
      bucket: 'maps',
      key: 'basemap/israel.pmtiles',
      region: 'us-east-1',
    });
    expect(read(' ')).toBeUndefined();
  });

  it('refuses an s3:// address without a key, naming the variable', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', BASEMAP_PMTILES: 's3://maps' }),
    ).toThrow(/BASEMAP_PMTILES: expected a file path or s3:\/\/bucket\/key/);
  });
});

describe('GET /api/map/basemap.pmtiles without a basemap', () => {
  it('answers 404 BASEMAP_NOT_CONFIGURED when BASEMAP_PMTILES is unset', async () => {
    expect(testConfig().basemap).toBeUndefined();
    const app = await createTestApp();
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: URL_PATH, headers: { range: 'bytes=0-9' } });
      expect(res.statusCode).toBe(404);
      if (method === 'GET') {
        expect(res.json()).toMatchObject({ success: false, code: 'BASEMAP_NOT_CONFIGURED' });
      }
    }
  });

  it('answers 404 BASEMAP_MISSING when the file is not there', async () => {
    const app = await createTestApp({
      basemap: { kind: 'file', path: path.join(tempDir('basemap-none'), 'gone.pmtiles') },
    });
    const res = await app.inject({
      method: 'GET',
      url: URL_PATH,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BASEMAP_MISSING', error: /not where/ });
  });
});
