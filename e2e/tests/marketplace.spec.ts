import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';
import { boardListAnswer, listSettled } from '../support/lists';

// Each card's price as written (RLM, digits, no-break space, RLM, ₪). From textContent, not
// innerText: a card the browser has not drawn yet (content-visibility: auto, decision 038) has
// no rendered text, and a list just redrawn is read before its next frame.
const prices = async (page: Page) =>
  (await page.locator('main article').allTextContents()).map((text) => {
    const match = /\u200f([\d,]+)\u00a0\u200f₪/.exec(text);
    return Number((match?.[1] ?? '0').replace(/,/g, ''));
  });

test.describe('marketplace', () => {
  test('search, filter, sort, open a board, gallery, like after signing in, favourites', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/surfboards');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'גלשנים יד שנייה' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();

    // Text search, kept in the URL.
    await page.getByLabel('חיפוש חופשי').fill('seaside');
    await page.getByRole('button', { name: 'חיפוש', exact: true }).first().click();
    await expect(page).toHaveURL(/search=seaside/);
    // The list before the search stays until the search's answer replaces it (a count is on
    // screen all along): wait for the answer's cards, not for any count.
    const titles = () => page.locator('main article h3').allInnerTexts();
    await expect
      .poll(async () => {
        const shown = await titles();
        return shown.length > 1 && shown.every((title) => title.includes('Seaside'));
      })
      .toBe(true);
    await expect(page.getByText(/^\d+ גלשנים$|^גלשן אחד$/)).toBeVisible();

    // A filter and a sort.
    await page.getByLabel('מצב', { exact: true }).selectOption('excellent');
    await expect(page).toHaveURL(/condition=excellent/);
    const cheapest = boardListAnswer(page, (q) => q.get('sortBy') === 'price');
    await page.getByLabel('מיון', { exact: true }).selectOption('price-asc');
    await expect(page).toHaveURL(/sortBy=price&sortOrder=asc/);
    await listSettled(page, cheapest);
    const sorted = await prices(page);
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await expectAccessible(page, 'surfboards filtered');

    // Open the cheapest one.
    await page.locator('main article h3 a').first().click();
    await expect(page).toHaveURL(/\/surfboards\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Firewire Seaside');
    await expect(page.getByText('כמו חדש').first()).toBeVisible();
    const boardUrl = page.url();

    // Gallery: thumbnails, then the full-screen view with the keyboard.
    const gallery = page.getByRole('region', { name: 'גלריית תמונות' });
    await expect(gallery.getByText('תמונה 1 מתוך 2')).toBeVisible();
    await gallery.getByRole('button', { name: 'הצגת תמונה 2' }).click();
    await expect(gallery.getByText('תמונה 2 מתוך 2')).toBeVisible();
    await gallery.getByRole('button', { name: /הצגה במסך מלא/ }).click();
    const viewer = page.getByRole('dialog', { name: 'תמונות הגלשן' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('תמונה 2 מתוך 2')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('תמונה 1 מתוך 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Contact: asked for on a tap (issue 51), then WhatsApp with +972 and a prefilled Hebrew
    // message, and e-mail.
    await page.getByRole('button', { name: 'הצג פרטי קשר' }).click();
    const whatsapp = page.getByRole('link', { name: 'שליחת הודעה בוואטסאפ' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/9725\d{8}\?text=/);
    const text = decodeURIComponent(
      new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text') ?? '',
    );
    expect(text).toContain('ראיתי את הגלשן');
    expect(text).toContain(boardUrl);
    await expect(page.getByRole('link', { name: 'שליחת מייל' })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@galim\.example\?subject=/,
    );

    // A visitor who taps the heart is taken to sign in (#42 item 7)...
    await expectAccessible(page, 'board page');
    await page.getByRole('button', { name: 'הוספה למועדפים' }).click();
    await expect(page.getByText('התחברו, והגלשן יישמר במועדפים שלכם')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // ...and back on the board, signed in, the like sticks and the board is in the favourites.
    await signIn('dana@galim.example', 'דנה מזרחי');
    await page.goto(boardUrl);
    await expect(page.getByRole('button', { name: 'הסרה מהמועדפים' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'הסרה מהמועדפים' })).toBeVisible();
    const title = await page.locator('main article p.text-lg').first().innerText();

    await page.goto('/profile/favorites');
    await expect(page.getByRole('heading', { name: 'מועדפים', level: 1 })).toBeVisible();
    await expect(page.getByText('גלשן אחד במועדפים')).toBeVisible();
    await expect(page.locator('main article h3')).toHaveText([title]);
    await expectAccessible(page, 'favourites');

    // Unliking from the favourites empties the list.
    await page.getByRole('button', { name: 'הסרה מהמועדפים' }).click();
    await expect(page.getByText('עדיין לא סימנתם גלשנים כמועדפים')).toBeVisible();
    await expect(page.getByRole('link', { name: 'לגלשנים' })).toHaveAttribute(
      'href',
      '/surfboards',
    );
  });

  test('a board link pasted into a chat shows the board (server-rendered share tags)', async ({
    page,
  }) => {
    const list = await (await page.request.get('/api/surfboards?search=seaside')).json();
    // A board with a photo (other journeys publish Seasides without one).
    const board = list.data.boards.find((b: { mainImage: unknown }) => b.mainImage);
    const res = await page.request.get(`/surfboards/${board._id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${board.title}`);
    expect(html).toMatch(
      /<meta property="og:image" content="http[^"]+\/uploads\/[0-9a-f]+-\d+\.webp">/,
    );
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"ILS"');
    const missing = await page.request.get('/surfboards/0123456789abcdef01234567');
    expect(missing.status()).toBe(404);
    await page.goto('/surfboards/0123456789abcdef01234567');
    await expect(page.getByText('המודעה לא נמצאה.')).toBeVisible();
  });

  test('home: hero carousel, category tiles, boards with load more and an empty state', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'תמונות גלישה' })).toBeVisible();
    await page.getByRole('button', { name: 'הצגת תמונה 3' }).click();
    await expect(page.getByRole('button', { name: 'הצגת תמונה 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const boards = page.locator('#boards');
    await boards.scrollIntoViewIfNeeded();
    await expect(boards.locator('article')).toHaveCount(12);
    await boards.getByRole('button', { name: 'טען עוד' }).click();
    await expect(boards.locator('article')).toHaveCount(24);
    await boards.getByLabel('חיפוש חופשי').fill('אין כזה גלשן בכלל');
    await boards.getByRole('button', { name: 'חיפוש', exact: true }).first().click();
    await expect(boards.getByText('לא נמצאו גלשנים')).toBeVisible();
    // Nothing found offers to clear the search, not a refresh (#42 item 32).
    await expect(boards.getByText('ניקוי החיפוש', { exact: true })).toBeVisible();
    await expectAccessible(page, 'home');
  });

  test('phone: list, board page and stores look right', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForApp(page);
    await page.locator('#boards').scrollIntoViewIfNeeded();
    await expect(page.locator('#boards article').first()).toBeVisible();
    await page.goto('/surfboards?sortBy=price&sortOrder=desc');
    await expect(page.locator('main article').first()).toBeVisible();
    await expectAccessible(page, 'surfboards phone');
    await page.locator('main article h3 a').first().click();
    await expect(page.getByRole('region', { name: 'גלריית תמונות' })).toBeVisible();
    await expectAccessible(page, 'board phone');
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'חנויות וסוחרים' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'לשירותי תיקון גלשנים' })).toBeVisible();
    await expectAccessible(page, 'stores phone');
  });
});
