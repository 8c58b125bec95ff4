import { PHONE, expect, test, waitForApp } from '../support/fixtures';

test.describe('services list on a phone', () => {
  test.use({ viewport: PHONE });

  test('one "+" on the services list: it adds a service', async ({ page, signIn }) => {
    await signIn('plus.e2e@galim.example', 'פלוס');
    await page.goto('/services');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'שירותי גלישה' })).toBeVisible();
    const plus = page
      .getByRole('link')
      .filter({ hasText: /^\s*\+\s*$/ })
      .filter({ visible: true });
    await expect(plus).toHaveCount(1);
    await expect(plus).toHaveAccessibleName('הוספת שירות');
    await plus.click();
    await expect(page).toHaveURL(/\/services\/create$/);
    // Elsewhere the "+" still adds a board.
    await page.goto('/surfboards');
    await waitForApp(page);
    await expect(
      page.getByRole('link', { name: 'הוספת גלשן', exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
  });
});
