import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import { createBoard, createTestUser, seedReferences } from '../test/factories';
import { INLINE_DATA_ID } from '@galim/shared/routes';

// The board list's first screen does not wait for the scripts to ask for its data: the page
// tells the browser to fetch it at once (the exact URL the app then asks for).

let app: App;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>גלים</title></head><body></body></html>',
  );
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
  const seller = await createTestUser(app);
  const refs = await seedReferences(app);
  const board = await createBoard(app, {
    sellerId: seller.id,
    brandId: refs.brand,
    moderationStatus: 'approved',
    // A seller's own text, written into the page: it must not be able to end the script, and
    // "$`" or "$&" are text, not the replacement patterns of String.replace.
    title: TITLE,
  });
  boardId = board.id;
});

const TITLE = "Fish </script><script>alert(1)</script> 5'8 $` $& $'";
let boardId: string;

/** The JSON the page carries in its inline-data script, parsed as the browser would. */
function inlineData(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${INLINE_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('first-screen data', () => {
  it('preloads the first page of boards on /surfboards', async () => {
    const res = await app.inject({ url: '/surfboards' });
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" href="/api/surfboards?page=1&#38;limit=12" crossorigin="anonymous">',
    );
  });

  it('writes the first page of boards into the home page, safe from what sellers type', async () => {
    const page = await app.inject({ url: '/' });
    const list = await app.inject({ url: '/api/surfboards?page=1&limit=12' });
    expect(page.statusCode).toBe(200);
    // Only one script element besides the app's: the seller's "</script>" stayed text.
    expect(page.body).not.toContain('<script>alert(1)');
    const data = inlineData(page.body);
    expect(data).toEqual({ '/api/surfboards?page=1&limit=12': list.json() });
    const boards = (data!['/api/surfboards?page=1&limit=12'] as { data: { boards: unknown[] } })
      .data.boards;
    expect(boards).toEqual([expect.objectContaining({ title: TITLE })]);
    // Below the fold: written in, not preloaded (an unused preload is fetched for nothing).
    expect(page.body).not.toContain('rel="preload" as="fetch"');
  });

  it('writes a board’s own text into its share preview as it is', async () => {
    const page = await app.inject({ url: `/surfboards/${boardId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<head>/g)).toHaveLength(1);
    expect(page.body).toContain(
      '<meta property="og:title" content="Fish &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; 5&#39;8 $` $&#38; $&#39;',
    );
  });

  it('writes no data into other pages', async () => {
    for (const url of ['/surfboards', '/faq', '/?q=fish']) {
      expect(inlineData((await app.inject({ url })).body)).toBeNull();
    }
  });

  it('preloads a kind of gear’s declarations and its list, or the listing, on its pages', async () => {
    const seller = await createTestUser(app, { email: 'gear-seller@x.example' });
    const suit = await createBoard(app, {
      sellerId: seller.id,
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
      moderationStatus: 'approved',
    });
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]*)"/g)].map((m) => m[1]);
    const list = await app.inject({ url: `/${encodeURIComponent('חליפות')}` });
    expect(preloads(list.body)).toEqual([
      '/api/listings/kinds',
      '/api/listings?kind=wetsuit&#38;page=1&#38;limit=12',
    ]);
    const page = await app.inject({ url: `/wetsuits/${suit.id}` });
    expect(preloads(page.body)).toEqual(['/api/listings/kinds', `/api/listings/${suit.id}`]);
    // A board under a gear address is not there: nothing to fetch.
    const board = await app.inject({ url: `/wetsuits/${boardId}` });
    expect(board.statusCode).toBe(404);
    expect(preloads(board.body)).toEqual([]);
  });

  it('preloads nothing for a board that does not exist', async () => {
    const res = await app.inject({ url: '/surfboards/0123456789abcdef01234567' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rel="preload"');
  });
});

describe('first-screen data when the API is slow', () => {
  it('serves the home page without it rather than wait', async () => {
    // The list's answer is held until the page has been served: a server that waited for it
    // would never answer the page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await createTestApp({ webDist, publicUrl: 'https://galim.test' }, async (a) => {
      a.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/surfboards')) await held;
      });
    });
    const page = await slow.inject({ url: '/' });
    release();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>');
    expect(inlineData(page.body)).toBeNull();
  });
});
