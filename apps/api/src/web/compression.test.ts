import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';

// Phones on mobile data: JSON and the HTML document arrive compressed; the built assets arrive
// in their precompressed form, byte for byte (never compressed a second time).

let app: App;
let webDist: string;
const script = `console.log(${JSON.stringify('גלים '.repeat(2000))});`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-web-'));
  const filler = '<!-- '.concat('x'.repeat(4000), ' -->');
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>גלים</title></head><body>${filler}</body></html>`,
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(
    path.join(webDist, 'assets', 'app-abc123.js.br'),
    zlib.brotliCompressSync(script),
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends JSON lists brotli-compressed to clients that accept it', async () => {
    const res = await app.inject({
      url: '/api/forecast/spots',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(json.success).toBe(true);
  });

  it('sends the HTML document gzip-compressed when only gzip is accepted', async () => {
    const res = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toContain('<title>');
  });

  it('sends precompressed assets as they are, not compressed twice', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('leaves answers uncompressed for clients that ask for none', async () => {
    const res = await app.inject({ url: '/api/forecast/spots' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });
});
