import type { Page } from '@playwright/test';
import { PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';
import { kmSaid } from '../support/distance';
import { boardListAnswer, listSettled } from '../support/lists';

// Issue 56: a buyer on a phone finds boards within 25 km of a chosen city, nearest first, each
// card saying how far; "near me" asks for the position only when tapped and puts it in the
// address rounded to about a kilometre.

/** The km each card on the page says, in order. */
async function cardDistances(page: Page): Promise<number[]> {
  return kmSaid(await page.locator('main article').allTextContents());
}

test.describe('boards near a place, on a phone', () => {
  test.use({ viewport: PHONE });

  test('within 25 km of a chosen city, nearest first', async ({ page }) => {
    await page.goto('/surfboards');
    await waitForApp(page);
    await page.getByRole('button', { name: /^סינון/ }).click();
    await page.getByRole('combobox', { name: 'עיר' }).selectOption('תל אביב');
    await expect(page).toHaveURL(/radiusKm=25/);
    await expect(page.getByRole('combobox', { name: 'רדיוס' })).toHaveValue('25');
    const nearest = boardListAnswer(page, (q) => q.get('sortBy') === 'distance');
    await page.getByRole('combobox', { name: 'מיון' }).selectOption('distance-asc');
    await expect(page).toHaveURL(/sortBy=distance/);
    await listSettled(page, nearest);
    const km = await cardDistances(page);
    expect(km.length).toBeGreaterThan(0);
    expect(
      km.every((d) => d >= 0 && d <= 25),
      JSON.stringify(km),
    ).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await expectAccessible(page, 'boards near a city');
  });

  test('"near me" asks only on a tap and keeps the point to a kilometre', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 32.0853412, longitude: 34.7818064 });
    await page.goto('/surfboards');
    await waitForApp(page);
    await expect(page).not.toHaveURL(/lat=/);
    await page.getByRole('button', { name: /^סינון/ }).click();
    await page.getByRole('button', { name: 'לידי' }).click();
    await expect(page).toHaveURL(/lat=32\.09&lng=34\.78|lng=34\.78.*lat=32\.09/);
    await expect(page.getByText('ליד המיקום שלי')).toBeVisible();
    await expect(page.locator('main article').first()).toContainText('ק״מ');
  });
});
