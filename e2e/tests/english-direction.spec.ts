import { boardWithPhotos } from '../support/arrows';
import { DESKTOP, PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 8: English pages kept right-to-left leftovers. Each arrow points the way it
// means in English (back to the left, onward to the right), the 7-day chart runs left to right
// with its axis on the left, and a spot's heading names it once. Hebrew stays as it was.

test.describe('English pages read left to right', () => {
  test('a board page: back points left, breadcrumbs point onward', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const board = await boardWithPhotos(request);
    await page.goto(`/en/surfboards/${board._id}`);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: /Back/ })).toHaveText('← Back');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Home›');
    await expect(crumbs).not.toContainText('‹');

    // Hebrew as it was: back points right, toward the start of a Hebrew line.
    await page.goto(`/surfboards/${board._id}`);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: /חזרה/ })).toHaveText('→ חזרה');
  });

  test('the 7-day chart starts at the left, its axis on the left', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const chartOrder = async () => {
      const chart = page.getByTestId('wave-chart');
      await chart.scrollIntoViewIfNeeded();
      const bars = chart.locator('rect[data-hour="08"]');
      await expect(bars.first()).toBeVisible();
      const first = (await bars.first().boundingBox())!;
      const last = (await bars.last().boundingBox())!;
      const svg = (await chart.locator('svg').boundingBox())!;
      const axis = (await chart.getByText(/^0 (m|מ׳)$/).boundingBox())!;
      return {
        days: first.x < last.x ? 'left to right' : 'right to left',
        axis: axis.x < svg.x ? 'left' : 'right',
      };
    };
    await page.goto('/en/forecast/bat-yam');
    await waitForApp(page);
    expect(await chartOrder()).toEqual({ days: 'left to right', axis: 'left' });

    await page.goto('/forecast/bat-yam');
    await waitForApp(page);
    expect(await chartOrder()).toEqual({ days: 'right to left', axis: 'right' });
  });

  test('a spot is named once, and the hint points toward the hidden columns', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en/forecast/bat-yam');
    await waitForApp(page);
    const heading = page.locator('#spot-title');
    await expect(heading).toContainText('Bat Yam');
    expect((await heading.textContent())!.match(/Bat Yam/g)).toHaveLength(1);

    // The day's table scrolls sideways; its hidden columns are beyond the right edge, where the
    // hint's arrow points.
    const hint = page.getByText('Scroll sideways for wind, direction and tide').first();
    await expect(hint).toHaveText(/^⇢ /);
    const region = page.locator('[role="region"][tabindex="0"]').filter({ has: hint }).first();
    const hidden = await region.evaluate((el) => {
      el.scrollBy({ left: 200 });
      return el.scrollLeft > 0 ? 'right' : 'left';
    });
    expect(hidden).toBe('right');

    await page.goto('/forecast/bat-yam');
    await waitForApp(page);
    await expect(page.getByText('גללו הצידה לרוח, לכיוון ולגאות').first()).toHaveText(/^⇠ /);
  });
});
