import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, splashGone, test } from '../support/fixtures';

// A first visit to a public page is drawn on the server (decision 037): its content is in the
// HTML, readable with no script at all, and the app starts only when the visitor uses the page,
// without losing what they did meanwhile.

/** The eight public page kinds, with text each must show from the server's HTML alone. */
async function publicPages(page: Page): Promise<[string, RegExp][]> {
  const boards = await (await page.request.get('/api/surfboards?search=seaside')).json();
  const board = boards.data.boards[0];
  const services = await (await page.request.get('/api/services/search?page=1&limit=1')).json();
  const service = services.services[0];
  return [
    ['/', /גלישה/],
    ['/surfboards', /גלשנים יד שנייה/],
    [`/surfboards/${board._id}`, new RegExp(board.title.slice(0, 20))],
    ['/services', /שירותי גלישה/],
    [`/services/${service.serviceType}/${service._id}`, new RegExp(service.title.slice(0, 20))],
    ['/forecast', /עודכן ב־\d\d:\d\d/],
    ['/u/yoni-cohen', /יוני/],
    ['/faq', /מה זה גלים\?/],
  ];
}

/** The app's scripts a page has run (the boot script is `index-…`). */
function appScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname;
    if (r.resourceType() === 'script' && name.startsWith('/assets/') && !/\/index-/.test(name)) {
      scripts.push(name);
    }
  });
  return scripts;
}

test.describe('server-drawn first visits', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('every public page kind shows its content from the HTML alone', async ({ page }) => {
      await page.setViewportSize(PHONE);
      for (const [path, text] of await publicPages(page)) {
        await page.goto(path);
        await expect(page.locator('main'), path).toContainText(text);
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
      }
    });
  });

  test('a first visit runs no app script until the page is used', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scripts = appScripts(page);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-server-drawn', '');
    expect(scripts).toEqual([]);
    // The splash ends on time without the app.
    await expect.poll(() => splashGone(page), { timeout: 10_000 }).toBe(true);
    // The app, when it starts, keeps the elements the server drew.
    await page.locator('main h1').evaluate((h1) => Object.assign(h1, { drawnByServer: true }));

    // A question tapped before the app has started opens, once it has.
    const question = page.locator('main details').first();
    await question.locator('summary').click();
    await expect(question).toHaveJSProperty('open', true);
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn');
    expect(scripts.some((s) => /\/main-/.test(s))).toBe(true);
    expect(
      await page
        .locator('main h1')
        .evaluate((h1) => (h1 as HTMLElement & { drawnByServer?: boolean }).drawnByServer),
    ).toBe(true);
    // The splash is not shown again: the app removes it.
    await expect(page.getByTestId('splash')).toHaveCount(0);

    // A link followed while the app starts is followed inside the app (no new page load).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator('main a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('text typed before the app has started is searched for', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/surfboards', { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-server-drawn', '');
    const search = page.locator('main input[name="search"]');
    // After the splash, as a visitor who reads first: the app then starts late.
    await expect.poll(() => splashGone(page), { timeout: 10_000 }).toBe(true);
    await search.pressSequentially('Seaside');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=Seaside/);
    await expect(search).toHaveValue('Seaside');
    const titles = page.locator('main article h3');
    await expect
      .poll(async () => {
        const shown = await titles.allInnerTexts();
        return shown.length > 1 && shown.every((t) => /Seaside/i.test(t));
      })
      .toBe(true);
  });

  test('on a phone, what is far below the first screen is drawn when it comes near', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/forecast', { waitUntil: 'networkidle' });
    const best = page.locator('section[aria-labelledby="best-spots-title"]');
    // Skipped by the browser (content-visibility), not hidden: still in the page for search and
    // screen readers.
    const drawn = () =>
      best.evaluate((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await expect(best.getByRole('heading', { name: 'איפה הכי טוב לגלוש עכשיו' })).toHaveCount(1);
    await page.mouse.wheel(0, 2500);
    await expect.poll(drawn).toBe(true);
    await expect(best.getByRole('link').first()).toBeVisible();
  });

  test('the forecast draws its spot pictures as images, not SVG documents', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/forecast', { waitUntil: 'networkidle' });
    const sources = await page
      .locator('main img')
      .evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc));
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((src) => !/\/spots\/[a-z-]+-\d+\.webp$/.test(src))).toEqual([]);
    const loaded = await page
      .locator('main img')
      .evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded.length).toBe(sources.length);
  });

  test('a signed-in visitor gets their own view at once', async ({ page, signIn }) => {
    await signIn('drawn-signed-in@example.com', 'דנה');
    await page.goto('/faq');
    // Started without being used: the menu shows the account, not the sign-in link.
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn');
    await expect(page.getByRole('banner').getByRole('link', { name: 'כניסה' })).toHaveCount(0);
  });
});
