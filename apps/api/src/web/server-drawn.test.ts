import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '@galim/shared/routes';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import { createBoard, createTestUser, seedReferences } from '../test/factories';

// How the server puts a page the renderer drew into the HTML it sends (decision 037). The web
// app's renderer is built with the web app (apps/web/dist-server) and is exercised for real by
// the browser tests (e2e/tests/server-drawn.spec.ts); here a small renderer written by the test
// stands in for it, so the server's side of the contract can be pushed to its edges: a page
// that fails or is late to draw, seller text that tries to end the script, which pages are drawn.

const TITLE = "Fish </script><script>alert(1)</script> $` $& $'";

/** A renderer with the web renderer's interface: it asks the API as a page would. */
const RENDERER = `
let ask;
export function init(transport, origin) { ask = transport; globalThis.drawnOrigin = origin; }
export async function render(url) {
  globalThis.drawnAs = await (await ask('/api/echo-visitor', { method: 'GET' })).text();
  if (url === '/faq') throw new Error('a component failed');
  if (url === '/about') return new Promise(() => {});
  if (url === '/terms') return { html: '<p>gone</p>', state: {}, status: 404, complete: true };
  if (url === '/contact') return { html: '<p>half</p>', state: {}, status: 200, complete: false };
  const res = await ask('/api/surfboards?page=1&limit=12', { method: 'GET' });
  const body = await res.json();
  const titles = body.data.boards.map((b) => b.title.replace(/[<&>]/g, (c) => '&#' + c.charCodeAt(0) + ';'));
  return { html: '<main><h1>' + url + '</h1><p>' + titles.join(',') + '</p></main>', state: { queries: [body] }, status: 200, complete: true };
}
`;

let app: App;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-web-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>גלים</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' }, async (a) => {
    // Who the renderer's requests come from, as the API sees them.
    a.get('/api/echo-visitor', async (request) => `${request.ip} ${request.headers['user-agent']}`);
  });
  const seller = await createTestUser(app);
  const refs = await seedReferences(app);
  await createBoard(app, {
    sellerId: seller.id,
    brandId: refs.brand,
    moderationStatus: 'approved',
    title: TITLE,
  });
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** The answers the page says it was drawn with, parsed as the browser would. */
function serverState(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('server-drawn pages', () => {
  it('sends the drawn page in the root, with the answers it was drawn from', async () => {
    const res = await app.inject({ url: '/surfboards' });
    const list = await app.inject({ url: '/api/surfboards?page=1&limit=12' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-server-drawn><main><h1>/surfboards</h1>');
    expect(res.body).toContain('<title>גלשנים יד שנייה למכירה | גלים</title>');
    // The seller's "</script>" stayed text in the state: one script, and the same answer.
    expect(res.body).not.toContain('<script>alert(1)');
    expect(serverState(res.body)).toEqual({ queries: [list.json()] });
    expect(JSON.stringify(serverState(res.body))).toContain(JSON.stringify(TITLE));
    // The data is in the page: nothing to preload or write in besides.
    expect(res.body).not.toContain('rel="preload" as="fetch"');
    expect(res.body).not.toContain('first-screen-data');
  });

  it('still writes in what the home page draws only when scrolled to', async () => {
    const res = await app.inject({ url: '/' });
    const list = await app.inject({ url: '/api/surfboards?page=1&limit=12' });
    expect(res.body).toContain('data-server-drawn');
    const inline = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(inline![1]!)).toEqual({ '/api/surfboards?page=1&limit=12': list.json() });
  });

  it('asks the API as the visitor: their address and browser (rate limits, view counts)', async () => {
    await app.inject({
      url: '/services',
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'Phone/1.0' },
    });
    expect((globalThis as { drawnAs?: string }).drawnAs).toBe('203.0.113.7 Phone/1.0');
  });

  it('tells the renderer the public address, for the links a page shares', async () => {
    await app.inject({ url: '/' });
    expect((globalThis as { drawnOrigin?: string }).drawnOrigin).toBe('https://galim.test');
  });

  it('lets the app draw a page that failed, was late, is not found or lacks an answer', async () => {
    for (const url of ['/faq', '/about', '/terms', '/contact']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(serverState(res.body), url).toBeNull();
    }
  }, 30_000);

  it('draws only public pages opened without filters, and nothing unknown', async () => {
    for (const url of ['/surfboards?search=fish', '/profile/my-surfboards', '/login']) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/surfboards/0123456789abcdef01234567', '/u/nobody-here']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/', '/services', '/forecast', '/stores', '/forecast/bat-yam/accuracy']) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain('data-server-drawn');
    }
  });

  it('draws how good the forecast is at a spot, with its own title', async () => {
    const hebrew = await app.inject({ url: '/forecast/bat-yam/accuracy' });
    expect(hebrew.statusCode).toBe(200);
    expect(hebrew.body).toContain('<title>עד כמה התחזית טובה בבת ים? | גלים</title>');
    expect(hebrew.body).toContain('data-server-drawn');
  });

  it('names an unknown page as the app’s 404 page does', async () => {
    const res = await app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>הדף לא נמצא | גלים</title>');
  });
});
