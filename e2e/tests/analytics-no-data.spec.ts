import { PHONE, expect, test, waitForApp } from '../support/fixtures';

test.describe('analytics without data on a phone', () => {
  test.use({ viewport: PHONE });

  test('average prices say there is not enough data, never 0 ₪', async ({ page, signIn }) => {
    await signIn('nodata.e2e@galim.example', 'בלי נתונים');
    await page.goto('/profile/analytics');
    await waitForApp(page);
    const prices = page.getByRole('heading', { name: 'נתוני מחירים' }).locator('..');
    await expect(prices).toContainText('מחיר מכירה ממוצע');
    await expect(prices).toContainText('אין עדיין מספיק נתונים');
    await expect(prices).not.toContainText(/\b0\s*\u200f?₪/);
  });
});
