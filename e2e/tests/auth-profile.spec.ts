import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

test.describe('sign-in, personal details and public profile', () => {
  test('journey: login with the developer option, edit details, public link, logout', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/login');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'כניסה לגלים' })).toBeVisible();
    await expect(page.getByText('החיבור שלכם מאובטח')).toBeVisible();
    const dev = page.getByRole('region', { name: 'כניסת מפתחים' });
    await expect(dev).toBeVisible();
    await expect(dev.getByText('סביבת פיתוח בלבד')).toBeVisible();
    for (const email of ['admin@', 'yoni@', 'maya@', 'omer@', 'dana@']) {
      await expect(
        dev.getByRole('button', { name: `כניסה בתור ${email}galim.example` }),
      ).toBeVisible();
    }
    await expectAccessible(page, 'login desktop');

    // Signing in without ticking the terms is refused.
    await dev.getByLabel('דוא״ל').fill('gal.e2e@galim.example');
    await dev.getByLabel('שם (לא חובה)').fill('גל גולשת');
    await dev.getByRole('button', { name: 'כניסה', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('יש להסכים לתנאי השימוש כדי להתחבר');

    await page.getByLabel(/קראתי ואני מסכים/).check();
    await dev.getByRole('button', { name: 'כניסה', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // A new account has no phone: the completion modal opens on the home page, once.
    const modal = page.getByRole('dialog', { name: 'השלמת הפרופיל' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'אחר כך' }).click();
    await expect(modal).toHaveCount(0);

    await page.goto('/profile/edit');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'מיקום בעמוד' })).toContainText(
      'פרטים אישיים',
    );
    const menu = page.getByRole('navigation', { name: 'ניווט באזור האישי' });
    for (const label of [
      'אנליטיקה',
      'גלשנים שנמכרו',
      'ארכיון',
      'השירותים שלי',
      'התראות',
      'הגדרות',
    ]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    const summary = page.getByRole('region', { name: 'סיכום פרופיל' });
    await expect(summary).toContainText('gal.e2e@galim.example');

    await expect(page.getByLabel('שם פרטי *')).toHaveValue('גל');
    await page.getByLabel('טלפון *').fill('050-765 4321');
    await page.getByLabel('טלפון *').blur();
    await expect(page.getByLabel('טלפון *')).toHaveValue('+972507654321');
    await page.getByLabel('אזור', { exact: true }).selectOption({ label: 'צפון' });
    await page.getByLabel('רמת גלישה', { exact: true }).selectOption({ label: 'מתקדמים' });
    await page.getByLabel('קצת עליי').fill('גולשת בבת גלים כל בוקר.');
    await page.getByRole('switch', { name: 'הפרופיל שלי גלוי לכולם' }).check();
    await page.getByRole('switch', { name: 'להציג את רמת הגלישה' }).uncheck();

    // A taken name, then a free one (normalised before the check).
    const slug = page.getByLabel('שם ייחודי לקישור');
    await slug.fill('Yoni Cohen');
    await page.getByRole('button', { name: 'בדיקת זמינות' }).click();
    await expect(slug).toHaveValue('yoni-cohen');
    await expect(page.getByText('השם אינו זמין')).toBeVisible();
    await slug.fill('Gal Surfer!');
    await page.getByRole('button', { name: 'בדיקת זמינות' }).click();
    await expect(slug).toHaveValue('gal-surfer');
    await expect(page.getByText('השם זמין')).toBeVisible();

    await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
    await expect(page.getByText('הפרטים נשמרו בהצלחה')).toBeVisible();
    await expect(page.getByTestId('public-link')).toHaveText(/\/u\/gal-surfer$/);
    await expect(summary).toContainText('+972507654321');
    await expectAccessible(page, 'profile edit desktop');

    // The public link in a fresh, signed-out context shows only the chosen fields.
    const origin = new URL(page.url()).origin;
    const visitor = await browser.newContext({ locale: 'he-IL' });
    const other = await visitor.newPage();
    await other.setViewportSize(PHONE);
    await other.goto(`${origin}/u/gal-surfer`);
    await waitForApp(other);
    await expect(other.getByRole('heading', { level: 1, name: 'גל גולשת' })).toBeVisible();
    await expect(other.getByText('אזור: צפון')).toBeVisible();
    await expect(other.getByText('גולשת בבת גלים כל בוקר.')).toBeVisible();
    await expect(other.getByText(/רמת גלישה/)).toHaveCount(0);
    await expect(other.getByText('+972507654321')).toHaveCount(0);
    await expect(other.getByText('gal.e2e@galim.example')).toHaveCount(0);
    await expect(other.getByText('אין שירותים זמינים')).toBeVisible();
    await expect(other.getByText('לא נמצאו גלשנים')).toBeVisible();
    await expectAccessible(other, 'public profile phone');
    await visitor.close();

    // Log out; the profile area now sends to /login.
    await page.getByRole('button', { name: 'תפריט משתמש' }).click();
    await page.getByRole('menuitem', { name: 'יציאה' }).click();
    await expect(page.getByRole('link', { name: 'כניסה', exact: true })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('profile area on a phone: menu toggle, summary and quick actions', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signIn('yoni@galim.example', 'יוני כהן');
    await page.goto('/profile');
    await waitForApp(page);
    const menu = page.getByRole('navigation', { name: 'ניווט באזור האישי' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'תפריט האזור האישי' }).click();
    // Yoni sells gear too (the seed's wetsuits and fins): his list is "המודעות שלי" (issue 53).
    await expect(menu.getByRole('link', { name: 'המודעות שלי' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'פעולות מהירות' }).getByRole('link'),
    ).toHaveCount(4);
    await expect(page.getByLabel('שם פרטי *')).toHaveValue('יוני');
    await expectAccessible(page, 'profile phone');

    await menu.getByRole('link', { name: 'התראות' }).click();
    // The notification centre replaced the "coming soon" placeholder (issue 16). Yoni may
    // already have notices from journeys that ran before (his boards approved): either the
    // list or its empty state shows.
    const centre = page
      .locator('section', { has: page.getByRole('heading', { level: 2, name: 'התראות' }) })
      .last();
    await expect(centre.getByRole('heading', { level: 2 })).toBeVisible();
    // Within the centre: the profile area around it has lists of its own (its menu, quick actions).
    await expect(
      centre.getByText('אין התראות עדיין').or(centre.locator('li').first()),
    ).toBeVisible();
  });

  test('a seeded public profile shows its chosen fields; a missing one says so', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/u/yoni-cohen');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'יוני כהן' })).toBeVisible();
    await expect(page.getByText('רמת גלישה: בינוניים')).toBeVisible();
    await expectAccessible(page, 'public profile desktop');
    await page.goto('/u/no-such-surfer');
    await expect(page.getByText('הפרופיל לא נמצא')).toBeVisible();
  });

  test('settings: download my data and delete my account', async ({ page, signIn }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await signIn('leaving@galim.example', 'Leaving Surfer');
    await page.goto('/profile/settings');
    await waitForApp(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'הורדת המידע' }).click();
    expect((await download).suggestedFilename()).toMatch(/^galim-my-data-.*\.json$/);

    await page.getByRole('button', { name: 'מחיקת החשבון' }).click();
    const dialog = page.getByRole('dialog', { name: 'למחוק את החשבון?' });
    await expect(dialog.getByRole('button', { name: 'מחיקה לצמיתות' })).toBeDisabled();
    await dialog.getByLabel('הבנתי שהמחיקה סופית').check();
    await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('החשבון נמחק. להתראות בגלים!')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('after signing in on a phone, the page asked for opens at its top', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Favourites asked for while signed out: the sign-in page, then favourites.
  await page.goto('/profile/favorites');
  await expect(page).toHaveURL(/\/login$/);
  await waitForApp(page);
  await page.getByLabel(/קראתי ואני מסכים/).check();
  const dev = page.getByRole('region', { name: 'כניסת מפתחים' });
  await dev.getByLabel('דוא״ל').fill('scroll.e2e@galim.example');
  // The developer option sits far down the sign-in page: the page is scrolled to reach it.
  await dev.getByRole('button', { name: 'כניסה', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await dev.getByRole('button', { name: 'כניסה', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'האזור האישי' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
