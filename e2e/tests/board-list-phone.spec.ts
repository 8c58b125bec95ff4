import { arrowPointsTo, boardWithPhotos } from '../support/arrows';
import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

test.describe('the board list on a phone', () => {
  test.use({ viewport: PHONE });

  test('the search field is in sight at once; the other filters wait behind "סינון"', async ({
    page,
  }) => {
    await page.goto('/surfboards');
    await waitForApp(page);
    const search = page.getByRole('searchbox', { name: 'חיפוש חופשי' });
    await expect(search).toBeVisible();
    await expect(search).toBeInViewport();
    const condition = page.getByRole('combobox', { name: 'מצב' });
    await expect(condition).toBeHidden();

    // Searching from the top of the list keeps the search in the address.
    await search.fill('Firewire');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=Firewire/);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(search).toHaveValue('Firewire');

    // The panel opens below it, and a choice there keeps the words.
    const toggle = page.getByRole('button', { name: /^סינון/ });
    await toggle.click();
    await expect(condition).toBeVisible();
    await condition.selectOption({ index: 1 });
    await expect(page).toHaveURL(/condition=.*search=Firewire|search=Firewire.*condition=/);
    await expectAccessible(page, 'board list phone search');
  });

  test('nothing found offers a wider search, not a refresh', async ({ page }) => {
    await page.goto('/surfboards?search=zqxwv&condition=new');
    await waitForApp(page);
    await expect(page.getByText('לא נמצאו גלשנים')).toBeVisible();
    await expect(page.getByRole('button', { name: 'רענון' })).toHaveCount(0);

    await page.getByRole('button', { name: 'חיפוש „zqxwv” בלי הסינונים' }).click();
    await expect(page).toHaveURL(/search=zqxwv/);
    await expect(page).not.toHaveURL(/condition=/);
    await expect(page.getByText('לא נמצאו גלשנים')).toBeVisible();

    await page.getByRole('button', { name: 'ניקוי החיפוש' }).click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'חיפוש חופשי' })).toHaveValue('');
  });

  test('a visitor who taps a heart signs in and comes back to the board liked', async ({
    page,
  }) => {
    await page.goto('/surfboards');
    await waitForApp(page);
    // Other suites publish boards meanwhile: the heart is held by its board's name, not by
    // being first, so a board arriving on top between reading and tapping cannot swap it.
    const name = await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^הוספה למועדפים/ })
      .getAttribute('aria-label');
    await page.getByRole('button', { name: name!, exact: true }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'התחברו' })).toBeVisible();
    await page.getByLabel(/קראתי ואני מסכים/).check();
    await page.getByRole('button', { name: 'כניסה בתור admin@galim.example' }).click();

    await expect(page).toHaveURL(/\/surfboards$/);
    // The board's heart, either way: a slow machine has the list, the session, the like and
    // the favourites to load in turn, so the like may take a while to show.
    const title = name!.slice(name!.indexOf(':') + 2);
    const heart = page.getByRole('button', { name: `הסרה מהמועדפים: ${title}`, exact: true });
    await expect(page.locator('main article').filter({ hasText: title }).first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the gallery arrows point outwards: previous on the right points right', async ({
    page,
    request,
  }) => {
    const board = await boardWithPhotos(request);
    await page.goto(`/surfboards/${board._id}`);
    await waitForApp(page);
    const gallery = page.getByRole('region', { name: /גלריי/ });
    const previous = gallery.getByRole('button', { name: 'התמונה הקודמת' }).first();
    const next = gallery.getByRole('button', { name: 'התמונה הבאה' }).first();
    const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
    expect(p!.x).toBeGreaterThan(n!.x);
    expect(await arrowPointsTo(page, previous)).toBe('right');
    expect(await arrowPointsTo(page, next)).toBe('left');

    // The same in full screen.
    await gallery.getByRole('button', { name: /מסך מלא/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await arrowPointsTo(page, dialog.getByRole('button', { name: 'התמונה הקודמת' }))).toBe(
      'right',
    );
    expect(await arrowPointsTo(page, dialog.getByRole('button', { name: 'התמונה הבאה' }))).toBe(
      'left',
    );
  });
});

test.describe('the board list on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('search, sort and filters all show, with no "סינון" button', async ({ page }) => {
    await page.goto('/surfboards');
    await waitForApp(page);
    await expect(page.getByRole('searchbox', { name: 'חיפוש חופשי' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'מיון' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'מצב' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^סינון/ })).toBeHidden();
  });
});

test.describe('my boards on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('"הגלשנים שלי" shows every board in a grid, none hidden sideways', async ({
    page,
    signIn,
  }) => {
    await page.goto('/');
    await signIn('yoni@galim.example');
    await page.goto('/profile/my-surfboards');
    await waitForApp(page);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    // Every card lies inside the page's width, and the list does not scroll sideways.
    const outside = await cards.evaluateAll(
      (els) =>
        els.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < 0 || r.right > document.documentElement.clientWidth;
        }).length,
    );
    expect(outside).toBe(0);
    const list = page.locator('main ul:has(article)').first();
    expect(await list.evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true);
  });
});
