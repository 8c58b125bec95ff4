import type { Page } from '@playwright/test';
import { PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// One "שיתוף" button on the board, service, public profile and forecast pages (issue 31): the
// phone's share sheet where there is one, else the link copied and WhatsApp offered.

async function sharedPages(page: Page) {
  const boards = (await (await page.request.get('/api/surfboards?limit=1')).json()).data.boards;
  const services = (await (await page.request.get('/api/services/surf-instructor')).json())
    .services;
  return [
    { name: 'board', path: `/surfboards/${boards[0]._id}` },
    { name: 'service', path: `/services/surf-instructor/${services[0]._id}` },
    { name: 'profile', path: '/u/yoni-cohen' },
    { name: 'forecast', path: '/forecast/haifa-bat-galim' },
  ];
}

async function shareButton(page: Page) {
  const button = page.getByRole('button', { name: 'שיתוף', exact: true });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  return button;
}

test.describe('share', () => {
  // Four pages in each test.
  test.describe.configure({ timeout: 240_000 });

  test('opens the share sheet with the page URL and title where the phone has one', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          w.shared.push(data);
        },
      });
    });
    for (const { name, path } of await sharedPages(page)) {
      await page.goto(path);
      await waitForApp(page);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await (await shareButton(page)).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length))
        .toBe(1);
      const data = await page.evaluate(
        () => (window as unknown as { shared: ShareData[] }).shared[0]!,
      );
      expect(data.url, name).toBe(page.url());
      expect(data.title, name).toContain(heading);
      expect(data.text, name).toBeTruthy();
      // The sheet did the work: no copy, no fallback panel.
      await expect(page.getByRole('group', { name: 'אפשרויות שיתוף' })).toHaveCount(0);
    }
  });

  test.describe('without a share sheet', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies the link, says so, and offers WhatsApp', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
        delete (navigator as { share?: unknown }).share;
      });
      for (const { name, path } of await sharedPages(page)) {
        await page.goto(path);
        await waitForApp(page);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await (await shareButton(page)).click();
        await expect(page.getByRole('status').filter({ hasText: 'הקישור הועתק' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText()), name).toBe(page.url());
        const panel = page.getByRole('group', { name: 'אפשרויות שיתוף' });
        const whatsapp = panel.getByRole('link', { name: 'שליחה בוואטסאפ' });
        await expect(whatsapp).toBeVisible();
        const href = (await whatsapp.getAttribute('href'))!;
        expect(href.startsWith('https://wa.me/?text=')).toBe(true);
        expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain(page.url());
        await expect(panel.getByLabel('הקישור לעמוד')).toHaveValue(page.url());
        await expectAccessible(page, `share fallback on the ${name} page`);
        await page.keyboard.press('Escape');
        await expect(panel).toHaveCount(0);
      }
    });
  });
});
