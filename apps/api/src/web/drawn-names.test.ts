import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { categories } from '../db/schema';
import { createTestApp } from '../test/helpers';
import { createTestUser, insertBoard, seedReferences } from '../test/factories';

// A server-drawn board list names each board's category in the page's language (decision 051):
// the renderer's own request for /api/surfboards carries the page's language, and the cached
// list answers each language in its own. The stand-in renderers below draw what the real ones
// read: the first board's category name from the real API route.

const renderer = (name: string) => `
let ask;
export function init(transport) { ask = transport; }
export async function render(url) {
  const answer = JSON.parse(await (await ask('/api/surfboards', { method: 'GET' })).text());
  const board = answer.data.boards[0];
  return { html: '<main>${name} ' + board.categoryTitle + '</main>', state: {}, status: 200, complete: true };
}
`;

const template = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>x</title></head><body><div id="root"></div></body></html>`;

let app: App;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-drawn-names-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'en'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server', 'en'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template('he', 'rtl'));
  fs.writeFileSync(path.join(dist, 'en', 'index.html'), template('en', 'ltr'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), renderer('hebrew'));
  fs.writeFileSync(path.join(root, 'dist-server', 'en', 'entry-server.js'), renderer('english'));
  app = await createTestApp({
    webDist: dist,
    publicUrl: 'https://galim.test',
    readCacheMs: 60_000,
  });
  const refs = await seedReferences(app);
  await app.db
    .update(categories)
    .set({ title: 'פיש', translations: { en: { title: 'Fish' } } })
    .where(eq(categories.id, refs.category));
  const seller = await createTestUser(app);
  await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a server-drawn board list', () => {
  it('names categories in English on /en/surfboards and in Hebrew at /surfboards', async () => {
    // English first, then Hebrew from the same cached list, then English again.
    const english = await app.inject({ url: '/en/surfboards' });
    expect(english.body).toContain('<main>english Fish</main>');
    const hebrew = await app.inject({ url: '/surfboards' });
    expect(hebrew.body).toContain('<main>hebrew פיש</main>');
    const again = await app.inject({ url: '/en/surfboards' });
    expect(again.body).toContain('<main>english Fish</main>');
  });
});
