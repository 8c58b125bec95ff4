import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { boardListAnswer, listSettled } from '../support/lists';

// Issue #31 item 9: each page names the tab after itself, and a move to another page inside the
// app puts focus on its heading, so a screen reader says where it is.

const activeHeading = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} ${el.textContent?.trim() ?? ''}` : '';
  });

test('home → list → board: the tab title follows, and focus lands on each new heading', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page).toHaveTitle('גלים – גלשנים יד שנייה, שירותי גלישה ותחזית גלים');
  // A first load leaves focus where the browser puts it.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page
    .getByRole('navigation', { name: 'ניווט ראשי' })
    .getByRole('link', { name: 'גלשנים', exact: true })
    .click();
  await expect(page).toHaveURL(/\/surfboards$/);
  await expect(page).toHaveTitle('גלשנים יד שנייה למכירה | גלים');
  await expect.poll(() => activeHeading(page)).toBe('H1 גלשנים יד שנייה');

  // A filter keeps its focus: only the search changes, the page stays.
  const condition = page.getByLabel('מצב', { exact: true });
  await condition.focus();
  const good = boardListAnswer(page, (q) => q.get('condition') === 'good');
  await condition.selectOption('good');
  await expect(page).toHaveURL(/condition=good/);
  // The last list stays, dimmed and busy, until the filtered one comes.
  await listSettled(page, good);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(condition).toBeFocused();

  // The first board's link, pinned by its address: the list may still be redrawn.
  const { href, name } = await page
    .locator('main article h3 a')
    .first()
    .evaluate((a) => ({ href: a.getAttribute('href') ?? '', name: (a.textContent ?? '').trim() }));
  await page.locator(`main article h3 a[href="${href}"]`).click();
  await expect(page).toHaveURL(/\/surfboards\/[0-9a-f]{24}$/);
  await expect(page).toHaveTitle(new RegExp(`^${escape(name)} – .*₪ \\| גלים$`));
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main h1')).toHaveAttribute('tabindex', '-1');

  // Back to the list: its heading again.
  await page.goBack();
  await expect(page).toHaveTitle('גלשנים יד שנייה למכירה | גלים');
  await expect.poll(() => activeHeading(page)).toBe('H1 גלשנים יד שנייה');
});

test('the server writes each public page’s title, the one the app keeps', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [path, title] of [
    ['/services', 'שירותי גלישה – מדריכים, צלמים ותיקוני גלשנים | גלים'],
    ['/stores', 'חנויות וסוחרים | גלים'],
    ['/faq', 'שאלות נפוצות | גלים'],
    ['/about', 'אודות | גלים'],
    ['/login', 'כניסה | גלים'],
    ['/no-such-page', 'הדף לא נמצא | גלים'],
  ]) {
    const res = await page.request.get(path!);
    expect(await res.text(), path).toContain(`<title>${title}</title>`);
    await page.goto(path!);
    await waitForApp(page);
    await expect(page, path).toHaveTitle(title!);
  }
});

test('signed-in pages name themselves; a profile section’s heading gets focus', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('titles@galim.example', 'Title Tester');
  await page.goto('/profile/my-surfboards');
  await waitForApp(page);
  await expect(page).toHaveTitle('הגלשנים שלי | גלים');
  await page
    .getByRole('navigation', { name: 'ניווט באזור האישי' })
    .getByRole('link', { name: 'העלאת גלשן' })
    .click();
  await expect(page).toHaveTitle('העלאת גלשן | גלים');
  await expect.poll(() => activeHeading(page)).toMatch(/^H2 /);
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
