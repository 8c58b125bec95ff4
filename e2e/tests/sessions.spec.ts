import type { Browser, Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, test, waitForApp } from '../support/fixtures';
import { signInFrom } from '../support/api';

// "Your devices" on the settings page, and an admin blocking a user, across the whole stack.
// Each device is its own browser context (its own localStorage, so its own session).

const RUN = Date.now().toString(36);

async function device(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * Whether the device's session still holds: the settings page either lists its devices (which
 * only the server, asked with that session, can answer) or the app sends it to sign in. The app
 * first draws the stored user while it asks, so the drawing alone tells nothing.
 */
async function isSignedIn(page: Page) {
  await page.goto('/profile/settings');
  await waitForApp(page);
  const devices = page
    .getByRole('list', { name: 'המכשירים המחוברים שלכם' })
    .getByRole('listitem')
    .first();
  await expect
    .poll(async () => /\/login/.test(page.url()) || (await devices.isVisible()), {
      timeout: 30_000,
    })
    .toBe(true);
  return !/\/login/.test(page.url());
}

test('settings lists my devices and signs out everywhere else', async ({ browser, signIn }) => {
  const email = `devices-${RUN}@galim.example`;
  const laptop = await device(browser, LAPTOP);
  const phone = await device(browser, PHONE_UA);
  await signIn(email, 'טל אורן', laptop.page);
  await signIn(email, 'טל אורן', phone.page);

  await laptop.page.goto('/profile/settings');
  const list = laptop.page.getByRole('list', { name: 'המכשירים המחוברים שלכם' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'המכשיר הזה' })).toHaveCount(1);
  await expect(list).toContainText('Chrome ב-Android');
  await expectAccessible(laptop.page, 'settings with sessions');

  await laptop.page.getByRole('button', { name: 'ניתוק מכל המכשירים האחרים' }).click();
  await expect(laptop.page.getByText('נותקת מכל המכשירים האחרים')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The phone's session is over on the server: the app sends it to sign in again.
  expect(await isSignedIn(phone.page)).toBe(false);
  expect(await isSignedIn(laptop.page)).toBe(true);
  await laptop.context.close();
  await phone.context.close();
});

test('an admin blocks a user: signed out at once, sign-in refused; unblock restores', async ({
  browser,
  signIn,
}) => {
  const email = `blocked-${RUN}@galim.example`;
  const user = await device(browser, PHONE_UA);
  await signIn(email, 'משתמש לחסימה', user.page);
  expect(await isSignedIn(user.page)).toBe(true);

  const admin = await device(browser, LAPTOP);
  await signIn('admin@galim.example', 'נועה מנהלת', admin.page);
  await admin.page.goto('/admin/users');
  await admin.page.getByLabel('חיפוש לפי שם או אימייל').fill(email);
  admin.page.once('dialog', (dialog) => void dialog.accept());
  await admin.page.getByRole('button', { name: 'חסימת משתמש לחסימה' }).click();
  await expect(admin.page.getByText('המשתמש נחסם ונותק מכל המכשירים')).toBeVisible();
  await expect(admin.page.getByText('חסום', { exact: true })).toBeVisible();
  await expectAccessible(admin.page, 'admin users');

  expect(await isSignedIn(user.page)).toBe(false);
  const refused = await user.page.request.post('/api/auth/dev-login', {
    headers: signInFrom(),
    data: { email, name: 'משתמש לחסימה' },
  });
  expect(refused.status()).toBe(403);

  await admin.page.getByRole('button', { name: 'ביטול החסימה של משתמש לחסימה' }).click();
  await expect(admin.page.getByText('החסימה בוטלה')).toBeVisible();
  const again = await user.page.request.post('/api/auth/dev-login', {
    headers: signInFrom(),
    data: { email, name: 'משתמש לחסימה' },
  });
  expect(again.status()).toBe(200);
  await user.context.close();
  await admin.context.close();
});
