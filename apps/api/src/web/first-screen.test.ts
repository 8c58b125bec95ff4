import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';

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
});

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

  it('preloads nothing for a board that does not exist', async () => {
    const res = await app.inject({ url: '/surfboards/0123456789abcdef01234567' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rel="preload"');
  });
});
