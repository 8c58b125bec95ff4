import type { Page } from '@playwright/test';
import { bearer, runJob } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  openUnderServiceWorker,
  test,
  waitForApp,
} from '../support/fixtures';

// Issue 54 on a phone, as a returning surfer has it (the service worker active): the models side
// by side for a spot, a day past the tenth that only one model reaches said to be low
// confidence, the accuracy page, and a best-window alert that fires where the sea meets it and
// stays quiet where it never does. The e2e server runs on the sample forecast (FORECAST_DEMO):
// its periods never reach 16 seconds.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const RUN = Date.now().toString(36);
const HILTON = 'תל אביב – הילטון';

/** The push offer may follow the first saved alert (when the browser supports push). */
async function dismissPushOffer(page: Page) {
  const notNow = page.getByRole('button', { name: 'לא עכשיו' });
  if (await notNow.isVisible({ timeout: 2000 }).catch(() => false)) await notNow.click();
}

/** A best-window alert for `spot`, set in the surf-alert dialog of its forecast page. */
async function setWindowAlert(page: Page, spot: string, rule: (dialog: Page) => Promise<void>) {
  await page.goto(`/forecast/${spot}`);
  await waitForApp(page);
  await page.getByRole('button', { name: /התראת גלים/ }).click();
  const dialog = page.getByRole('dialog', { name: /התראת גלים/ });
  await dialog.getByLabel('חלון גלישה: להודיע על רצף של שעות טובות').check();
  await rule(page);
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('ההתראה נשמרה')).toBeVisible();
  await dismissPushOffer(page);
}

test('the models side by side, a low-confidence far day, accuracy, and a best window', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signIn(`windows-${RUN}@galim.example`, 'גל גולש');
  await openUnderServiceWorker(page, '/forecast/tel-aviv-hilton');

  // The models side by side load when scrolled to: Galim's line first, then each wave model.
  await page.locator('#models').scrollIntoViewIfNeeded();
  const models = page.getByRole('region', { name: /המודלים ליום/ });
  await models.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'המודלים זה לצד זה' })).toBeVisible();
  await expect(models.getByRole('rowheader').first()).toHaveText(/^גלים/);
  await expect.poll(() => models.getByRole('rowheader').count()).toBeGreaterThan(4);
  await expectNoOverflow(page);

  // Past the tenth day only one model reaches: the day says so, and its rows show one model.
  const day = page
    .getByRole('region', { name: 'המודלים זה לצד זה' })
    .getByRole('combobox', { name: 'יום' });
  const options = await day.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(10);
  const far = options.slice(10).find((o) => o.includes('ודאות נמוכה: מודל אחד בלבד'));
  expect(far, `a day past the tenth of ${options.join(' | ')}`).toBeTruthy();
  await day.selectOption({ label: far! });
  await expect(models.getByRole('cell', { name: 'מודל אחד' }).first()).toBeVisible();
  await expectAccessible(page, 'models side by side');

  // How good the forecast is here.
  await page.getByRole('link', { name: 'עד כמה התחזית טובה כאן?' }).click();
  await expect(page).toHaveURL(/\/forecast\/tel-aviv-hilton\/accuracy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('עד כמה התחזית טובה');
  await expectNoOverflow(page);
  await expectAccessible(page, 'accuracy page');

  // A window of two good hours at the Hilton fires; one that needs 16-second periods at Bat
  // Yam (the sample sea never reaches them) does not.
  await setWindowAlert(page, 'tel-aviv-hilton', async () => {
    await page.getByRole('dialog').getByLabel('לפחות').selectOption('2');
  });
  await setWindowAlert(page, 'bat-yam', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('לפי גובה ומחזור').check();
    await dialog.getByLabel('מחזור מ־(שנ׳)').fill('16');
  });
  await runJob(request, 'best-windows');
  await page.goto('/profile/notifications');
  await expect(page.getByRole('button', { name: `חלון גלישה: ${HILTON}` })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'חלון גלישה: בת ים' })).toHaveCount(0);
  await expectAccessible(page, 'a best-window notice');

  // Told once: the same window is not told again.
  await runJob(request, 'best-windows');
  await page.reload();
  await expect(page.getByRole('button', { name: `חלון גלישה: ${HILTON}` })).toHaveCount(1);

  // The notice opens the spot's page, where the alert is turned off in one tap.
  await page.getByRole('button', { name: `חלון גלישה: ${HILTON}` }).click();
  await expect(page).toHaveURL(/\/forecast\/tel-aviv-hilton\?window-alert=/);
  await page.getByRole('button', { name: 'כיבוי ההתראה' }).click();
  await expect(page.getByText('ההתראה כובתה')).toBeVisible();
  const left = await (
    await request.get('/api/surf-alerts', {
      headers: bearer(await page.evaluate(() => localStorage.getItem('galim.token') ?? '')),
    })
  ).json();
  expect(left.data.map((a: { spotId: string }) => a.spotId)).toEqual(['bat-yam']);
});
