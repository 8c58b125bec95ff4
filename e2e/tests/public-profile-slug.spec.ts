import { PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

test.describe('public profile on a phone', () => {
  test.use({ viewport: PHONE });

  test('turning the public profile on without a slug makes one, shown with a copy button', async ({
    page,
    signIn,
    browser,
  }) => {
    await signIn('shira.e2e@galim.example', 'שירה לוי');
    await page.goto('/profile/edit');
    await waitForApp(page);
    await page.getByLabel('טלפון *').fill('050-111 2233');
    await expect(page.getByLabel('שם ייחודי לקישור')).toHaveValue('');
    await page.getByRole('switch', { name: 'הפרופיל שלי גלוי לכולם' }).check();
    await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
    await expect(page.getByText('הפרטים נשמרו בהצלחה')).toBeVisible();
    await expect(page.getByLabel('שם ייחודי לקישור')).toHaveValue('shira-loi');
    await expect(page.getByTestId('public-link')).toHaveText(/\/u\/shira-loi$/);
    await expect(page.getByRole('button', { name: 'העתקת הקישור' })).toBeVisible();
    await expectAccessible(page, 'profile edit with a made slug');

    const visitor = await browser.newContext({ locale: 'he-IL', viewport: PHONE });
    const other = await visitor.newPage();
    await other.goto(new URL('/u/shira-loi', page.url()).href);
    await waitForApp(other);
    await expect(other.getByRole('heading', { level: 1, name: 'שירה לוי' })).toBeVisible();
    await visitor.close();
  });
});
