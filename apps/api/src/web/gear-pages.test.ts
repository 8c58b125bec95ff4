import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@galim/shared/format';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import { createBoard, createTestUser, seedReferences } from '../test/factories';

// Gear of every kind has its list and its page drawn by the server as boards have (issue 53
// item 4, decision 037): the title, description and share preview of its photo in the page's
// language, its readable address in each language as the canonical one, and a 404 for what is
// not there (an unknown id, a board under a gear address, gear of another kind). The real
// renderer is exercised by the browser tests (e2e/tests/server-drawn.spec.ts, hydration.spec.ts);
// stand-ins for the two builds draw what the real ones read: the listing's answer, in the page's
// language.

const renderer = (name: string) => `
let ask;
export function init(transport) { ask = transport; }
export async function render(url) {
  const id = /([0-9a-f]{24})$/.exec(url);
  if (!id) return { html: '<main>${name} list ' + url + '</main>', state: {}, status: 200, complete: true };
  const answer = JSON.parse(await (await ask('/api/listings/' + id[1], { method: 'GET' })).text());
  const { size, thickness } = answer.data.attributes;
  return { html: '<main>${name} ' + answer.data.kind + ' ' + size + ' ' + thickness + '</main>', state: {}, status: 200, complete: true };
}
`;

const template = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>x</title></head><body><div id="root"></div></body></html>`;

const PHOTO = { key: 'wet123', widths: [320, 800, 1600], width: 1600, height: 1200 };
const WETSUITS_HE = `/${encodeURIComponent('חליפות')}`;

let app: App;
let root: string;
let wetsuit: string;
let soldWetsuit: string;
let pendingWetsuit: string;
let board: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-gear-pages-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'en'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server', 'en'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template('he', 'rtl'));
  fs.writeFileSync(path.join(dist, 'en', 'index.html'), template('en', 'ltr'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), renderer('hebrew'));
  fs.writeFileSync(path.join(root, 'dist-server', 'en', 'entry-server.js'), renderer('english'));
  app = await createTestApp({ webDist: dist, publicUrl: 'https://galim.test' });
  const seller = await createTestUser(app);
  const refs = await seedReferences(app);
  const gear = {
    sellerId: seller.id,
    kind: 'wetsuit' as const,
    attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men', entry: 'chest-zip' },
    title: 'Psycho Tech 4/3',
    description: 'חליפה חמה לחורף',
    price: 450,
    locationText: 'חיפה',
    images: [PHOTO],
    moderationStatus: 'approved' as const,
  };
  wetsuit = (await createBoard(app, gear)).id;
  soldWetsuit = (await createBoard(app, { ...gear, title: 'Sold suit', isSold: true })).id;
  pendingWetsuit = (await createBoard(app, { ...gear, moderationStatus: 'pending' })).id;
  board = (
    await createBoard(app, {
      sellerId: seller.id,
      brandId: refs.brand,
      moderationStatus: 'approved',
    })
  ).id;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
const links = (html: string) => html.match(/<link rel="(?:canonical|alternate)"[^>]*>/g) ?? [];

describe('a piece of gear’s page, drawn by the server', () => {
  it('has its title, its facts and the share preview of its photo, in Hebrew', async () => {
    const res = await app.inject({ url: `/wetsuits/${wetsuit}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Psycho Tech 4/3 – ${formatPrice(450)} | גלים</title>`);
    expect(meta(res.body, 'og:title')).toBe(`Psycho Tech 4/3 – ${formatPrice(450)} | גלים`);
    expect(meta(res.body, 'og:type')).toBe('product');
    expect(meta(res.body, 'og:image')).toBe('https://galim.test/uploads/wet123-1600.webp');
    expect(meta(res.body, 'og:image:alt')).toBe('תמונה של Psycho Tech 4/3');
    // The facts a card shows, in the page's words, then the place and the seller's text.
    const description = meta(res.body, 'description')!;
    expect(description).toMatch(/^חליפה · M · 4\/3 מ״מ · .*חיפה – חליפה חמה לחורף$/);
    expect(meta(res.body, 'og:description')).toBe(description);
    // The gallery's first photo is on its way before any script.
    expect(res.body).toContain('<link rel="preload" as="image" href="/uploads/wet123-1600.webp"');
    // The first screen is drawn from the listing's answer.
    expect(res.body).toContain('<div id="root" data-server-drawn><main>hebrew wetsuit M 4/3');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!,
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Psycho Tech 4/3',
      image: ['https://galim.test/uploads/wet123-1600.webp'],
      offers: { price: 450, priceCurrency: 'ILS', availability: 'https://schema.org/InStock' },
    });
  });

  it('has them in English under /en, and each language’s readable address as its own', async () => {
    const res = await app.inject({ url: `/en/wetsuits/${wetsuit}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain(`<title>Psycho Tech 4/3 – ${formatPrice(450)} | Galim</title>`);
    expect(meta(res.body, 'og:image')).toBe('https://galim.test/uploads/wet123-1600.webp');
    expect(meta(res.body, 'og:image:alt')).toBe('Photo of Psycho Tech 4/3');
    expect(meta(res.body, 'description')).toMatch(/^Wetsuit · M · 4\/3 mm · .*חיפה/);
    expect(res.body).toContain('<main>english wetsuit M 4/3');
    expect(links(res.body)).toEqual([
      `<link rel="canonical" href="https://galim.test/en/wetsuits/${wetsuit}">`,
      `<link rel="alternate" hreflang="he" href="https://galim.test${WETSUITS_HE}/${wetsuit}">`,
      `<link rel="alternate" hreflang="en" href="https://galim.test/en/wetsuits/${wetsuit}">`,
      `<link rel="alternate" hreflang="x-default" href="https://galim.test${WETSUITS_HE}/${wetsuit}">`,
    ]);
    // The Hebrew page names its own address, whichever of the two it was opened at.
    for (const url of [`/wetsuits/${wetsuit}`, `${WETSUITS_HE}/${wetsuit}`]) {
      const hebrew = await app.inject({ url });
      expect(hebrew.statusCode, url).toBe(200);
      expect(links(hebrew.body)[0], url).toBe(
        `<link rel="canonical" href="https://galim.test${WETSUITS_HE}/${wetsuit}">`,
      );
    }
  });

  it('says a sold one is sold, as a board page does', async () => {
    const res = await app.inject({ url: `/wetsuits/${soldWetsuit}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>נמכר: Sold suit – ${formatPrice(450)} | גלים</title>`);
    expect(res.body).toContain('"availability":"https://schema.org/SoldOut"');
  });

  it('answers 404, undrawn, for what is not a public piece of this kind', async () => {
    const urls = [
      `/wetsuits/${board}`,
      `/en/wetsuits/${board}`,
      `${WETSUITS_HE}/${board}`,
      `/fins/${wetsuit}`,
      `/surfboards/${wetsuit}`,
      `/wetsuits/${pendingWetsuit}`,
      '/wetsuits/0123456789abcdef01234567',
      // The router reads addresses as they are written.
      '/Wetsuits',
      `/Wetsuits/${wetsuit}`,
    ];
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('rel="preload"');
      expect(res.body, url).not.toContain('Psycho Tech');
    }
    const missing = await app.inject({ url: `/en/wetsuits/${board}` });
    expect(missing.body).toContain('<title>Listing not found | Galim</title>');
  });
});

describe('a kind’s list, drawn by the server', () => {
  it('is named after its kind in each language, at its readable address', async () => {
    const hebrew = await app.inject({ url: '/wetsuits' });
    expect(hebrew.statusCode).toBe(200);
    expect(hebrew.body).toContain('<title>חליפות | גלים</title>');
    expect(meta(hebrew.body, 'description')).toContain('חליפות');
    expect(hebrew.body).toContain('<div id="root" data-server-drawn><main>hebrew list /wetsuits');
    expect(links(hebrew.body)[0]).toBe(
      `<link rel="canonical" href="https://galim.test${WETSUITS_HE}">`,
    );

    const english = await app.inject({ url: `/en${WETSUITS_HE}` });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Wetsuits | Galim</title>');
    expect(english.body).toContain('data-server-drawn');
    expect(links(english.body)).toEqual([
      '<link rel="canonical" href="https://galim.test/en/wetsuits">',
      `<link rel="alternate" hreflang="he" href="https://galim.test${WETSUITS_HE}">`,
      '<link rel="alternate" hreflang="en" href="https://galim.test/en/wetsuits">',
      `<link rel="alternate" hreflang="x-default" href="https://galim.test${WETSUITS_HE}">`,
    ]);
  });

  it('is not drawn with filters in its address, as the board list is not', async () => {
    const res = await app.inject({ url: '/wetsuits?thickness=4%2F3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
