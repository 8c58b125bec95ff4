import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';

// Headers that fit the answer (issue 45, decision 049): a page keeps every security header; a
// script, a style, a font or an image carries only what it needs, in at most 400 bytes, where it
// carried the page's 1.4 KB before. Read off a real socket: the bytes a phone receives.

let app: App;
let port: number;
let webDist: string;
const script = `console.log(${JSON.stringify('גלים '.repeat(500))});`;
const style = `body{direction:rtl}${'.x{color:red}'.repeat(200)}`;

function writeFile(rel: string, data: string | Buffer, precompress = false) {
  const file = path.join(webDist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  if (precompress) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data));
  }
}

/** The status line and headers exactly as sent, and the headers by lower-case name. */
function rawHead(url: string): Promise<{ text: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      const text = received.slice(0, end + 4);
      const headers: Record<string, string> = {};
      for (const line of text.split('\r\n').slice(1)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ text, headers });
    });
    socket.on('error', reject);
    // What Chromium sends for a subresource, less the cookies we never set.
    socket.write(
      `GET ${url} HTTP/1.1\r\nHost: galim.test\r\nAccept: */*\r\n` +
        'Accept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n',
    );
  });
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-assets-'));
  writeFile(
    'index.html',
    `<!doctype html><html><head><title>גלים</title></head><body></body></html>`,
  );
  writeFile('assets/app-Abc123xy.js', script, true);
  writeFile('assets/index-Abc123xy.css', style, true);
  writeFile('assets/heebo-hebrew-400-normal-Abc123xy.woff2', Buffer.alloc(600, 7));
  writeFile('spots/atlit-160.webp', Buffer.alloc(900, 3));
  writeFile('manifest.webmanifest', JSON.stringify({ name: 'גלים', start_url: '/' }), true);
  writeFile('service-worker.js', "importScripts('/sw-push.js');", true);
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('headers that fit the answer', () => {
  it('a page keeps every security header', async () => {
    const { headers } = await rawHead('/faq');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('a script, a style, a font and an image carry only what they need, in ≤ 400 bytes', async () => {
    const assets = {
      script: '/assets/app-Abc123xy.js',
      style: '/assets/index-Abc123xy.css',
      font: '/assets/heebo-hebrew-400-normal-Abc123xy.woff2',
      image: '/spots/atlit-160.webp',
      manifest: '/manifest.webmanifest',
    };
    const sizes: Record<string, number> = {};
    for (const [kind, url] of Object.entries(assets)) {
      const { text, headers } = await rawHead(url);
      sizes[kind] = Buffer.byteLength(text, 'latin1');
      expect(text, kind).toMatch(/^HTTP\/1\.1 200 /);
      expect(sizes[kind], `${kind}:\n${text}`).toBeLessThanOrEqual(400);
      expect(headers['content-type'], kind).toBeTruthy();
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], kind).toBe('same-origin');
      expect(headers['cache-control'], kind).toMatch(/max-age|no-cache/);
      for (const pageOnly of [
        'content-security-policy',
        'permissions-policy',
        'strict-transport-security',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(headers[pageOnly], `${kind} ${pageOnly}`).toBeUndefined();
      }
    }
    // Hashed files: cached for a year and never validated; sent as built, brotli, varying by it.
    for (const url of [assets.script, assets.style]) {
      const { headers } = await rawHead(url);
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['content-encoding']).toBe('br');
      expect(headers['content-length']).toMatch(/^\d+$/);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(headers.etag).toBeUndefined();
    }
    expect((await rawHead(assets.script)).headers['content-type']).toMatch(/javascript/);
    expect((await rawHead(assets.style)).headers['content-type']).toMatch(/^text\/css/);
    expect((await rawHead(assets.image)).headers['content-type']).toBe('image/webp');
    // A file without a hash in its name is revalidated.
    expect((await rawHead(assets.image)).headers.etag).toBeTruthy();
  });

  it('the service worker keeps its content security policy and is never cached', async () => {
    const { headers } = await rawHead('/service-worker.js');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  });
});
