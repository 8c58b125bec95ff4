import type { Page } from '@playwright/test';
import { publishBoard, signInFrom } from '../support/api';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  test,
  waitForApp,
  waitForDraft,
} from '../support/fixtures';

/** A real PNG drawn by the browser's canvas (no image files in the repository). */
async function png(page: Page, color: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 900, 600);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(200, 250, 500, 100);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, color);
  return Buffer.from(base64, 'base64');
}

const TITLE = 'Firewire Seaside מצוין למכירה';

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('board management', () => {
  test('publish with validation and draft restore, then sold, cancel sale, archive, restore, delete', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const email = `seller-${Date.now()}@galim.example`;
    await signIn(email, 'Seller E2E');
    await page.goto('/profile/upload-surfboard');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'פרסום גלשן למכירה' })).toBeVisible();

    // A failed submit flags every required field and moves focus to the first bad one.
    await page.getByRole('button', { name: 'פרסום הגלשן' }).click();
    for (const message of [
      'נדרש מחיר',
      'יש לבחור את מצב הגלשן',
      'יש לבחור קטגוריה',
      'יש לבחור מותג',
      'נדרש אורך',
      'נדרש נפח',
      'נדרש מיקום',
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: 'יש לתקן את השדות' })).toContainText(
      'נדרש מחיר',
    );
    await expect(page.getByLabel('מחיר (₪)')).toBeFocused();
    await expectAccessible(page, 'form with errors');

    // Range rules show their Hebrew messages too.
    await page.getByLabel('מחיר (₪)').fill('60000');
    await expect(page.getByText('המחיר לא יכול לעלות על 50,000')).toBeVisible();

    await page.getByLabel('כותרת').fill(TITLE);
    await page.getByLabel('מחיר (₪)').fill('2500');
    await page.getByRole('combobox', { name: 'מצב', exact: true }).selectOption('good');
    await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'מותג' }).selectOption({ label: 'Firewire' });
    await page.getByRole('combobox', { name: 'דגם' }).selectOption({ label: 'Seaside' });
    await page.getByLabel('אורך (רגל)').fill('5.8');
    await page.getByLabel('נפח (ליטר)').fill('33');
    await page.getByRole('combobox', { name: 'מספר סנפירים' }).selectOption('3');
    await page.getByLabel('מיקום (עיר או חוף)').fill('הרצליה');
    await page.getByLabel('תיאור').fill('גלשן במצב מצוין, מעט שימוש, כולל סנפירים.');

    // The draft is saved after 1 s and restored after a reload (images excluded);
    // leaving with unsent data asks first.
    await waitForDraft(page, 'גלשן במצב מצוין, מעט שימוש, כולל סנפירים.');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await waitForApp(page);
    expect(dialogs).toContain('beforeunload');
    await expect(page.getByText('שחזרנו טיוטה שמורה של הטופס')).toBeVisible();
    await expect(page.getByLabel('כותרת')).toHaveValue(TITLE);
    await expect(page.getByLabel('מחיר (₪)')).toHaveValue('2500');
    await expect(page.getByLabel('מיקום (עיר או חוף)')).toHaveValue('הרצליה');

    await page.locator('input[type=file]').setInputFiles([
      { name: 'deck.png', mimeType: 'image/png', buffer: await png(page, '#0369a1') },
      { name: 'bottom.png', mimeType: 'image/png', buffer: await png(page, '#b45309') },
    ]);
    await expect(page.getByRole('img', { name: 'תמונה 2' })).toBeVisible();
    await page.getByRole('button', { name: 'קביעה כתמונה ראשית (תמונה 2)' }).click();
    // A seller without a phone is asked for one before the first board goes out (#42 item 29).
    await page.getByLabel('מספר טלפון').fill('0501234567');
    await page.getByRole('button', { name: 'פרסום הגלשן' }).click();

    await expect(page.getByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('הבדיקה אורכת בין 24 ל־48 שעות')).toBeVisible();
    await expect(page.getByRole('button', { name: 'הוספת גלשן נוסף' })).toBeVisible();
    await page.getByRole('link', { name: 'לגלשנים שלי' }).click();

    // My boards: the new board is pending, in a horizontal row.
    await expect(page).toHaveURL(/\/profile\/my-surfboards$/);
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByText('ממתין לאישור')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}-/);
    await expectAccessible(page, 'my boards');

    // Pending boards are not public; an admin approves it through the admin API; now it is.
    const href = await card.getByRole('link', { name: TITLE }).getAttribute('href');
    const boardId = href!.split('/').pop()!;
    const search = `/surfboards?search=${encodeURIComponent(TITLE)}`;
    await page.goto(search);
    await expect(page.getByRole('article').filter({ hasText: TITLE })).toHaveCount(0);
    const adminAuth = await (
      await page.request.post('/api/auth/dev-login', {
        headers: signInFrom(),
        data: { email: 'admin@galim.example', name: 'Admin' },
      })
    ).json();
    const approved = await page.request.patch(`/api/surfboards/${boardId}/admin/approve`, {
      headers: { authorization: `Bearer ${adminAuth.token}` },
    });
    expect(approved.ok()).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: TITLE })).toBeVisible();
    await page.goto('/profile/my-surfboards');
    await expect(card.getByText('ממתין לאישור')).toHaveCount(0);

    // Mark sold, with the listed price and 'sold through the site'.
    await card.getByRole('button', { name: 'ניהול' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'סימון כנמכר' }).click();
    await expect(dialog.getByLabel('מחיר המכירה (₪)')).toHaveValue('2500');
    await dialog.getByRole('button', { name: 'סימון כנמכר' }).click();
    await expectToast(page, 'הגלשן סומן כנמכר בהצלחה!');
    await expect(card).toHaveCount(0);

    // Sold boards: badge, date, cancel the sale.
    await page.goto('/profile/sold-surfboards');
    await waitForApp(page);
    const soldCard = page.getByRole('article').filter({ hasText: TITLE });
    await expect(soldCard.getByText('נמכר', { exact: true })).toBeVisible();
    await expect(soldCard.getByText('תאריך מכירה: היום')).toBeVisible();
    await expect(soldCard.getByText(/מחיר מכירה: .*2,500/)).toBeVisible();
    await expectAccessible(page, 'sold boards');
    await soldCard.hover();
    await soldCard.getByRole('button', { name: 'ביטול מכירה' }).click();
    await expectToast(page, 'הגלשן הוחזר לזמינות בהצלחה!');
    await expect(page.getByText('עוד לא סימנתם גלשנים כנמכרים')).toBeVisible();

    // Archive and restore.
    await page.goto('/profile/my-surfboards');
    await waitForApp(page);
    await card.getByRole('button', { name: 'ניהול' }).click();
    await dialog.getByRole('button', { name: 'העברה לארכיון' }).click();
    await expect(dialog.getByText('להעביר לארכיון?')).toBeVisible();
    await dialog.getByRole('button', { name: 'העברה לארכיון' }).click();
    await expectToast(page, 'הגלשן הועבר לארכיון!');
    // Not "you never published": the board is in the archive, and the page points there.
    await expect(page.getByText('אין לכם כרגע גלשנים פעילים')).toBeVisible();
    await expect(page.getByText('עוד לא פרסמתם גלשנים')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'לארכיון' })).toHaveAttribute(
      'href',
      '/profile/archived',
    );

    await page.goto('/profile/archived');
    await waitForApp(page);

    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'ארכיון' })).toBeVisible();
    const archivedCard = page.getByRole('article').filter({ hasText: TITLE });
    await expect(archivedCard.getByText('בארכיון')).toBeVisible();
    // Restoring is reversible: one click, no confirm.
    await archivedCard.getByRole('button', { name: 'החזרה מהארכיון' }).click();
    await expect(dialog).toHaveCount(0);
    await expectToast(page, 'הגלשן הוחזר מהארכיון!');
    await expect(page.getByText('אין גלשנים בארכיון')).toBeVisible();

    // Delete, on a phone.
    await page.setViewportSize(PHONE);
    await page.goto('/profile/my-surfboards');
    await waitForApp(page);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'מחיקה' }).click();
    await expect(dialog.getByText('למחוק את הגלשן?')).toBeVisible();
    await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
    await expectToast(page, 'הגלשן נמחק בהצלחה!');
    await expect(page.getByText('עוד לא פרסמתם גלשנים')).toBeVisible();
    await expect(page.getByRole('button', { name: 'העלאת הגלשן הראשון' })).toBeVisible();
    await expectAccessible(page, 'my boards empty phone');

    // Analytics: nothing left, so the first-time banner shows; the chart covers 30 days.
    await page.goto('/profile/analytics');
    await waitForApp(page);
    await expect(page.getByText('ברוכים הבאים לאנליטיקה!')).toBeVisible();
    await expect(
      page.locator('figcaption', { hasText: 'צפיות ב-30 הימים האחרונים' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'רענון' }).click();
    await expectAccessible(page, 'analytics phone');
  });

  test('the form on a phone, and analytics with boards', async ({ page, signIn }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const auth = await signIn(`phone-${Date.now()}@galim.example`, 'Phone Seller');
    // Two boards published through the API, one sold.
    const headers = { authorization: `Bearer ${auth.token}` };
    const ids: string[] = [];
    for (const price of [1000, 3000]) {
      ids.push(
        await publishBoard(page.request, auth.token, {
          price: String(price),
          condition: 'excellent',
          length: '6.2',
          volume: '30',
        }),
      );
    }
    await page.request.post(`/api/surfboards/${ids[1]}/mark-sold`, {
      headers,
      data: { soldThroughWebsite: true },
    });

    await page.goto('/profile/analytics');
    await waitForApp(page);
    await expect(page.getByText('ברוכים הבאים לאנליטיקה!')).toHaveCount(0);
    const total = page.locator('dl div').filter({ hasText: 'סך הכול מודעות' });
    await expect(total.locator('dd')).toHaveText('2');
    await expect(page.locator('dl div').filter({ hasText: 'מחיר ממוצע' }).first()).toContainText(
      '2,000',
    );

    await page.goto('/profile/upload-surfboard');

    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'פרסום גלשן למכירה' })).toBeVisible();
    await expectAccessible(page, 'form phone');
  });
});
