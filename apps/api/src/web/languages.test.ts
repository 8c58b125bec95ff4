import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';

// The server's side of the two languages (decision 051): the Hebrew site at the root, the
// English one under /en/ with its own template and renderer (built by the web app with
// GALIM_LANGUAGE=en, exercised for real by e2e/tests/languages.spec.ts). Small stand-ins for the
// two builds let each answer say which one drew it.

/** A renderer that draws the URL it was given and the language its API requests were asked in. */
const renderer = (name: string) => `
let ask;
export function init(transport) { ask = transport; }
export async function render(url) {
  const language = await (await ask('/api/echo-language', { method: 'GET' })).text();
  return { html: '<main>${name} ' + url + ' ' + language + '</main>', state: {}, status: 200, complete: true };
}
`;

const template = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>x</title></head><body><div id="root"></div></body></html>`;

let app: App;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-languages-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'en'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server', 'en'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template('he', 'rtl'));
  fs.writeFileSync(path.join(dist, 'en', 'index.html'), template('en', 'ltr'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), renderer('hebrew-build'));
  fs.writeFileSync(
    path.join(root, 'dist-server', 'en', 'entry-server.js'),
    renderer('english-build'),
  );
  app = await createTestApp({ webDist: dist, publicUrl: 'https://galim.test' }, async (a) => {
    a.get('/api/echo-language', async (request) => request.headers['accept-language'] ?? '');
  });
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const links = (html: string) => html.match(/<link rel="(?:canonical|alternate)"[^>]*>/g) ?? [];

describe('pages in two languages', () => {
  it('draws an English page from the English build, in English, left to right', async () => {
    const res = await app.inject({ url: '/en/surfboards' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('<title>Second-hand surfboards for sale | Galim</title>');
    // Its router knows the prefix; its API answers were asked for in English.
    expect(res.body).toContain('<main>english-build /en/surfboards en</main>');
    expect(links(res.body)).toEqual([
      '<link rel="canonical" href="https://galim.test/en/surfboards">',
      '<link rel="alternate" hreflang="he" href="https://galim.test/surfboards">',
      '<link rel="alternate" hreflang="en" href="https://galim.test/en/surfboards">',
      '<link rel="alternate" hreflang="x-default" href="https://galim.test/surfboards">',
    ]);
    expect(res.body).toContain('<meta property="og:locale" content="en_US">');
  });

  it('keeps Hebrew at today’s addresses, linked to its English version', async () => {
    const res = await app.inject({ url: '/surfboards' });
    expect(res.body).toContain('<html lang="he" dir="rtl">');
    expect(res.body).toContain('<title>גלשנים יד שנייה למכירה | גלים</title>');
    expect(res.body).toContain('<main>hebrew-build /surfboards he</main>');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://galim.test/en/surfboards">',
    );
  });

  it('serves the English home at /en/, where its service worker reaches', async () => {
    const bare = await app.inject({ url: '/en?from=share' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/en/?from=share');
    const home = await app.inject({ url: '/en/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<main>english-build /en/ en</main>');
    expect(home.body).toContain('<link rel="canonical" href="https://galim.test/en/">');
  });

  it('answers an unknown English page 404 in English, and old addresses move within English', async () => {
    const missing = await app.inject({ url: '/en/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found | Galim</title>');
    const moved = await app.inject({ url: '/en/forecast?spot=herzliya&units=ft' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/forecast/herzliya?units=ft');
  });
});

describe('the language switch', () => {
  it('remembers the choice and opens the same page in it', async () => {
    const res = await app.inject({
      url: `/language/en?to=${encodeURIComponent('/surfboards?page=2')}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/surfboards?page=2');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^galim_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    const back = await app.inject({ url: `/language/he?to=${encodeURIComponent('/en/faq')}` });
    expect(back.headers.location).toBe('/faq');
    expect(String(back.headers['set-cookie'])).toMatch(/^galim_lang=he;/);
  });

  it('never leads to another site, and knows only its languages', async () => {
    for (const to of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await app.inject({ url: `/language/en?to=${encodeURIComponent(to)}` });
      expect(res.headers.location, to).toBe('/en/');
    }
    expect((await app.inject({ url: '/language/fr?to=/' })).statusCode).toBe(404);
  });

  it('sends a visitor who chose a language to its version of any page', async () => {
    const english = await app.inject({
      url: '/surfboards?page=2',
      headers: { cookie: 'other=1; galim_lang=en' },
    });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en/surfboards?page=2');
    expect(english.headers.vary).toContain('Cookie');
    const hebrew = await app.inject({ url: '/en/faq', headers: { cookie: 'galim_lang=he' } });
    expect(hebrew.headers.location).toBe('/faq');
    // The chosen language's own pages are served as they are.
    const same = await app.inject({ url: '/en/faq', headers: { cookie: 'galim_lang=en' } });
    expect(same.statusCode).toBe(200);
  });
});
