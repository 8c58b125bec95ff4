import type { Page } from '@playwright/test';
import { adminToken, approveBoard, bearer, tokenFor } from '../support/api';
import { DESKTOP, PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 15: a portrait photo (3:4, as a phone takes it) is cropped to the card's 4:3
// like any other, so its card is as tall as the others in its row, on the list and the home
// page, on a phone and a desktop.

const RUN = Date.now().toString(36);
const TITLE = `Portrait ${RUN}`;

/** A tall photo of a board, drawn in the page: 900×1200, unique to this run. */
async function portraitPhoto(page: Page): Promise<Buffer> {
  const data = await page.evaluate((run) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 1200;
    const ctx = canvas.getContext('2d')!;
    const sea = ctx.createLinearGradient(0, 0, 0, 1200);
    sea.addColorStop(0, '#0c4a6e');
    sea.addColorStop(1, '#bae6fd');
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, 900, 1200);
    ctx.fillStyle = '#f97316';
    ctx.beginPath();
    ctx.ellipse(450, 600, 130, 520, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111827';
    ctx.font = 'bold 90px sans-serif';
    ctx.fillText(run, 80, 160);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, RUN);
  return Buffer.from(data, 'base64');
}

/** The heights of the cards in the row of the card titled TITLE, and its image box's ratio. */
async function rowOfPortrait(page: Page) {
  const card = page.locator('main article').filter({ hasText: TITLE }).first();
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('img')).toBeVisible();
  return card.evaluate((article) => {
    const top = article.getBoundingClientRect().top;
    const row = Array.from(document.querySelectorAll('main article'))
      .map((a) => a.getBoundingClientRect())
      .filter((r) => Math.abs(r.top - top) < 2);
    const box = article.querySelector('img')!.parentElement!.getBoundingClientRect();
    return {
      heights: row.map((r) => Math.round(r.height)),
      ratio: Math.round((box.width / box.height) * 100) / 100,
    };
  });
}

test('a portrait photo is cropped to the card, whose row keeps one height', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const seller = await tokenFor(request, `portrait-${RUN}@galim.example`, 'צלם לאורך');
  const category = (await (await request.get('/api/categories')).json()).data[0]._id;
  const brand = (await (await request.get('/api/brands?kind=board')).json()).data[0]._id;
  const created = await request.post('/api/surfboards', {
    headers: bearer(seller),
    multipart: {
      title: TITLE,
      price: '1800',
      condition: 'good',
      category,
      brand,
      length: '6',
      volume: '32',
      locationText: 'חיפה',
      images: { name: 'tall.png', mimeType: 'image/png', buffer: await portraitPhoto(page) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  await approveBoard(request, await adminToken(request), id);

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of ['/surfboards', '/']) {
      await page.goto(path);
      await waitForApp(page);
      // The home page loads its boards when they come near.
      if (path === '/') await page.mouse.wheel(0, 2500);
      const { heights, ratio } = await rowOfPortrait(page);
      const where = `${path} at ${viewport.width}px`;
      expect(heights.length, where).toBeGreaterThan(1);
      expect(new Set(heights).size, `${where}: ${heights.join(', ')}`).toBe(1);
      expect(ratio, where).toBeCloseTo(4 / 3, 1);
    }
  }
});
