import type { Locator, Page } from '@playwright/test';
import { PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 22, on a 390×844 phone: search placeholders are read whole, the services
// list's type tabs sit in one row, and the floating "+" covers neither the open filters nor
// a toast.

// The failing like is stubbed with page.route(), which sees no request the service worker fetches.
test.use({ viewport: PHONE, serviceWorkers: 'block' });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating "+" while it shows (no element when it steps aside). */
const floatingAdd = (page: Page) =>
  page
    .getByRole('link')
    .filter({ hasText: /^\s*\+\s*$/ })
    .filter({ visible: true });

async function expectClearOf(page: Page, what: Locator, label: string) {
  const plus = floatingAdd(page);
  if ((await plus.count()) === 0) return;
  const fab = (await plus.boundingBox())!;
  for (const box of await what.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as Box),
  )) {
    expect(overlap(fab, box), `the "+" covers ${label}`).toBe(false);
  }
}

for (const lang of ['', '/en']) {
  test(`search placeholders are read whole (${lang || 'he'})`, async ({ page }) => {
    for (const path of ['/surfboards', '/services', '/stores', '/forecast']) {
      await page.goto(lang + path);
      await waitForApp(page);
      const fields = page.locator('input[placeholder]').filter({ visible: true });
      await expect(fields.first()).toBeVisible();
      // The placeholder as a value: the same font and box, so its width is the text's.
      const cut = await fields.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .map((input) => {
            const before = input.value;
            input.value = input.placeholder;
            const over = input.scrollWidth > input.clientWidth;
            input.value = before;
            return over ? input.placeholder : null;
          })
          .filter(Boolean),
      );
      expect(cut, `${lang}${path}`).toEqual([]);
    }
  });

  test(`the services list's type tabs sit in one row (${lang || 'he'})`, async ({ page }) => {
    await page.goto(`${lang}/services`);
    await waitForApp(page);
    const tabs = page.getByRole('tablist');
    const row = (await tabs.boundingBox())!;
    const tab = (await tabs.getByRole('tab').first().boundingBox())!;
    expect(row.height).toBeLessThan(tab.height * 1.5);
    // The row scrolls sideways inside itself; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
}

test('the "+" covers neither the open filters nor a toast', async ({ page, signIn }) => {
  await signIn('fab.e2e@galim.example', 'פלוס');

  await page.goto('/services');
  await waitForApp(page);
  await expect(floatingAdd(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'סינון' }).click();
  const panel = page.locator('#services-filters');
  await expect(panel).toBeVisible();
  await expectClearOf(page, panel, 'the services filters');
  // Closed again, the "+" is back.
  await page.getByRole('button', { name: 'סינון' }).click();
  await expect(floatingAdd(page)).toHaveCount(1);

  // A toast rises above the "+": a like that fails says so.
  await page.route('**/api/services/*/*/like', (route) => route.fulfill({ status: 500 }));
  await page.getByRole('button', { name: 'הוספה למועדפים' }).first().click();
  const toast = page.getByRole('alert').filter({ visible: true });
  await expect(toast).toBeVisible();
  await expectClearOf(page, toast, 'the toast');
  await expect(floatingAdd(page)).toHaveCount(1);

  await page.goto('/surfboards');
  await waitForApp(page);
  await page.getByRole('button', { name: 'סינון' }).click();
  const boardPanel = page.locator('[id$="-panel"]').filter({ visible: true });
  await expect(boardPanel).toBeVisible();
  await expectClearOf(page, boardPanel, 'the board filters');
  await expectClearOf(page, page.getByRole('button', { name: 'סינון' }), 'the filters button');
});
