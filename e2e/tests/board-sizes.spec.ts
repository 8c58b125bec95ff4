import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, test, waitForApp } from '../support/fixtures';
import { signInFrom } from '../support/api';

// Issue 51 items 4 and 19: a seller types sizes and prices as surfers write them ("2,400",
// "5'8", "20 3/4"), the form lists every wrong field, and every page shows 5'8" and 20¾", left
// to right inside a Hebrew line.

const TITLE = 'Firewire Seaside מידות כמו שכותבים';

/** Whether `first` is drawn to the left of `second` inside the element's text. */
async function drawnBefore(el: Locator, first: string, second: string): Promise<boolean> {
  return el.evaluate(
    (node, [a, b]) => {
      const x = (ch: string) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const i = (n.textContent ?? '').indexOf(ch);
          if (i < 0) continue;
          const range = document.createRange();
          range.setStart(n, i);
          range.setEnd(n, i + ch.length);
          return range.getBoundingClientRect().left;
        }
        return NaN;
      };
      return x(a!) < x(b!);
    },
    [first, second],
  );
}

async function approve(page: Page, boardId: string) {
  const admin = await (
    await page.request.post('/api/auth/dev-login', {
      headers: signInFrom(),
      data: { email: 'admin@galim.example', name: 'Admin' },
    })
  ).json();
  const approved = await page.request.patch(`/api/surfboards/${boardId}/admin/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(approved.ok()).toBeTruthy();
}

test('publishing with 2,400, 5\'8 and 20 3/4 shows 5\'8" and 20¾" on every page', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await signIn(`sizes-${Date.now()}@galim.example`, 'Sizes Seller');
  await page.goto('/profile/upload-surfboard');
  await waitForApp(page);

  // Every wrong field is in the summary, not only the first.
  await page.getByLabel('מחיר (₪)').fill('אלפיים');
  await page.getByLabel('אורך (רגל)').fill('13');
  await page.getByRole('button', { name: 'פרסום הגלשן' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'יש לתקן את השדות' });
  for (const message of [
    'נדרש מחיר תקין הגדול מ-0',
    'יש לבחור את מצב הגלשן',
    'האורך חייב להיות בין 4 ל-12 רגל',
    'נדרש נפח',
    'נדרש מיקום',
  ]) {
    await expect(summary).toContainText(message);
  }

  await page.getByLabel('כותרת').fill(TITLE);
  await page.getByLabel('מחיר (₪)').fill('2,400');
  await page.getByRole('combobox', { name: 'מצב', exact: true }).selectOption('good');
  await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'מותג' }).selectOption({ label: 'Firewire' });
  await page.getByLabel('אורך (רגל)').fill("5'8");
  await page.getByLabel('רוחב (אינץ׳)').fill('20 3/4');
  await page.getByLabel('עובי (אינץ׳)').fill('2 1/2');
  await page.getByLabel('נפח (ליטר)').fill('31');
  await page.getByLabel('מיקום (עיר או חוף)').fill('הרצליה');
  await page.getByLabel('מספר טלפון').fill('0501234567');
  await page.getByRole('button', { name: 'פרסום הגלשן' }).click();
  await expect(page.getByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('link', { name: 'לגלשנים שלי' }).click();
  const mine = page.getByRole('article').filter({ hasText: TITLE });
  const href = await mine.getByRole('link', { name: TITLE }).getAttribute('href');
  const boardId = href!.split('/').pop()!;
  await approve(page, boardId);

  // The board page: the price as written, 5'8", 20¾" and 2½", each left to right.
  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  await expect(page.getByText('2,400').first()).toBeVisible();
  const spec = (label: string) =>
    page
      .locator('dl div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(spec('אורך')).toHaveText(/^\u2066?5'8"\u2069?$/);
  await expect(spec('רוחב')).toHaveText(/^\u2066?20¾"\u2069?$/);
  await expect(spec('עובי')).toHaveText(/^\u2066?2½"\u2069?$/);
  await expect.poll(() => drawnBefore(spec('אורך'), '5', '8')).toBe(true);
  await expect.poll(() => drawnBefore(spec('רוחב'), '20', '¾')).toBe(true);

  // The card in the list, and the search field keeps 5'8 as typed.
  await page.goto(`/surfboards?search=${encodeURIComponent(TITLE)}`);
  await waitForApp(page);
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await expect(card).toContainText(`5'8"`);
  await expect.poll(() => drawnBefore(card.getByText(`5'8"`), '5', '8')).toBe(true);
  const search = page.getByRole('searchbox', { name: 'חיפוש חופשי' });
  await search.fill("5'8");
  await expect.poll(() => search.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

  // In English too.
  await page.goto(`/en/surfboards/${boardId}`);
  await waitForApp(page);
  await expect(page.locator('dl')).toContainText(`5'8"`);
  await expect(page.locator('dl')).toContainText(`20¾"`);
});
