import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, splashGone, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

// First visits, with no service worker yet: the app's code is held back with page.route(), which
// sees no request a service worker fetches.
test.use({ serviceWorkers: 'block' });

// A first visit to a public page is drawn on the server (decision 037): its content is in the
// HTML, readable with no script at all; the app starts after the load, by itself or at the
// visitor's first touch, without losing what they did meanwhile.

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

/** Holds back the app's code until the returned function is called: a slow phone network. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
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

  test('a first visit loads no app script during its load, then starts by itself', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/faq', { waitUntil: 'load' });
    // Nobody touches the page: the app starts on its own once the browser is idle.
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn', {
      timeout: 60_000,
    });
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
      app: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/main-/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(timing.app).toHaveLength(1);
    expect(timing.app[0]).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('a tap before the app has started is done once it has', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scripts = appScripts(page);
    // The app's code is slow to come: the visitor taps while it is still on its way.
    const release = await holdApp(page);
    await page.goto('/faq', { waitUntil: 'load' });
    await expect(page.locator('#root')).toHaveAttribute('data-server-drawn', '');
    // The splash ends on time without the app.
    await expect.poll(() => splashGone(page), { timeout: 10_000 }).toBe(true);
    // The app, when it starts, keeps the elements the server drew.
    await page.locator('main h1').evaluate((h1) => Object.assign(h1, { drawnByServer: true }));

    // A question tapped before the app has started opens, once it has.
    const question = page.locator('main details').first();
    await question.locator('summary').click();
    await expect(question).toHaveJSProperty('open', true);
    release();
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
    const release = await holdApp(page);
    await page.goto('/surfboards', { waitUntil: 'load' });
    await expect(page.locator('#root')).toHaveAttribute('data-server-drawn', '');
    const search = page.locator('main input[name="search"]');
    // After the splash, as a visitor who reads first, while the app's code is on its way.
    await expect.poll(() => splashGone(page), { timeout: 10_000 }).toBe(true);
    await search.pressSequentially('Seaside');
    await search.press('Enter');
    release();
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

  test('text typed in a page’s own part before the start counts, on a slow phone', async ({
    page,
    context,
  }) => {
    // The page's own part is taken over after the frame around it; on a slow phone the start
    // came before it, and the text typed meanwhile was taken for what had been drawn.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.setViewportSize(PHONE);
    const release = await holdApp(page);
    await page.goto('/forecast', { waitUntil: 'load' });
    await expect.poll(() => splashGone(page), { timeout: 10_000 }).toBe(true);
    const search = page.getByLabel('חיפוש חוף');
    await search.fill('Bat');
    release();
    await page.locator('#root:not([data-server-drawn])').waitFor({ timeout: 60_000 });
    await expect(search).toHaveValue('Bat');
    const picker = page.getByRole('group', { name: 'בחירת חוף' });
    await expect(picker.getByRole('link')).toHaveCount(2, { timeout: 30_000 });
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

  test('a signed-in visitor’s tap before the start is done on the page drawn for them', async ({
    page,
    context,
    signIn,
  }) => {
    // Their page is drawn afresh over the one drawn for everyone: the button tapped meanwhile
    // is gone, and its twin on the new page gets the tap.
    await signIn('drawn-tap@example.com', 'דנה');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setViewportSize(PHONE);
    const release = await holdApp(page);
    await page.goto('/surfboards', { waitUntil: 'load' });
    await page.getByRole('button', { name: /^סינון/ }).click();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn', '', {
      timeout: 60_000,
    });
    await expect(page.getByLabel('חיפוש חופשי')).toBeVisible({ timeout: 30_000 });
  });
});
