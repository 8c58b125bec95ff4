import type { Page } from '@playwright/test';
import { PHONE, expect, test, waitForApp, serviceWorkerControls } from '../support/fixtures';

// Issue #31: the start screen is the installed app's, shown only while it starts; an iPhone,
// whose Safari has no install offer, is told once how to add the app to its home screen.

test.use({ serviceWorkers: 'allow' });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Records, from the document's start, when the splash came and went and when the app drew. */
function recordStart() {
  const seen = { added: -1, removed: -1, app: -1 };
  Object.assign(window, { startRecord: seen });
  new MutationObserver(() => {
    const now = performance.now();
    const splash = document.querySelector('[data-testid="splash"]');
    if (splash && seen.added < 0) seen.added = now;
    if (!splash && seen.added >= 0 && seen.removed < 0) seen.removed = now;
    if (seen.app < 0 && document.querySelector('#root #main')) seen.app = now;
  }).observe(document, { childList: true, subtree: true });
}

/** The installed app, as far as the page can tell: display-mode standalone. */
function emulateStandalone() {
  const real = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    /display-mode:\s*standalone/.test(query)
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } as MediaQueryList)
      : real(query);
}

type StartRecord = { added: number; removed: number; app: number };
const startRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { startRecord: StartRecord }).startRecord);

test.describe('start screen', () => {
  test('a page a browser opens shows no splash, drawn by the server or by the app', async ({
    page,
  }) => {
    await page.addInitScript(recordStart);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('data-testid="splash"');
    await page.goto('/');
    await waitForApp(page);
    await serviceWorkerControls(page);
    expect((await startRecord(page)).added).toBe(-1);
    // The service worker's shell, which the app draws itself: no splash either.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect((await startRecord(page)).added).toBe(-1);
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test('the installed app’s cold start shows it until the app has drawn, no longer', async ({
    page,
  }) => {
    await page.addInitScript(emulateStandalone);
    await page.addInitScript(recordStart);
    // A page the server drew is readable at once: not covered.
    await page.goto('/');
    await waitForApp(page);
    await serviceWorkerControls(page);
    expect((await startRecord(page)).added).toBe(-1);

    // A cold start from the home screen: the worker's empty shell, which the app fills.
    await page.reload();
    await expect(page.getByTestId('splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const start = await startRecord(page);
    expect(start.added).toBeGreaterThanOrEqual(0);
    expect(start.app).toBeGreaterThan(start.added);
    expect(start.removed).toBeGreaterThanOrEqual(start.app);
    // Gone with the app's first drawing, not after a fixed time.
    expect(start.removed - start.app).toBeLessThan(500);
  });
});

test.describe('adding to an iPhone’s home screen', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: PHONE, hasTouch: true, isMobile: true });

  const hint = (page: Page) => page.getByRole('dialog', { name: 'הוסיפו למסך הבית' });

  /** Opens a page from the phone's menu, as a visitor would. */
  async function openFromMenu(page: Page, name: string) {
    await page.getByRole('button', { name: 'פתיחת תפריט' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  test('the steps wait for some use, show once, and closed do not come back', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'standalone', { value: false, configurable: true }),
    );
    // Not over the first screen of a first visit (#42 item 28), nor on the second page.
    await page.goto('/');
    await waitForApp(page);
    await page.locator('#root:not([data-server-drawn])').waitFor();
    await page.waitForTimeout(2_000);
    await expect(hint(page)).toHaveCount(0);
    await openFromMenu(page, 'גלשנים');
    await page.waitForTimeout(1_000);
    await expect(hint(page)).toHaveCount(0);
    // The third page of the visit: now the steps are offered.
    await openFromMenu(page, 'תחזית גלים');
    await expect(hint(page)).toBeVisible({ timeout: 15_000 });
    await expect(hint(page).getByText('הוספה למסך הבית')).toBeVisible();
    await expect(hint(page).locator('svg')).not.toHaveCount(0);
    await hint(page).getByRole('button', { name: 'סגירה' }).last().click();
    await expect(hint(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => localStorage.getItem('galim.iosInstallHintDismissed')),
    ).not.toBeNull();

    // Even once the 7 days between offers have passed.
    await page.evaluate(() => localStorage.removeItem('lastInstallPrompt'));
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.reload();
    await waitForApp(page);
    await page.locator('#root:not([data-server-drawn])').waitFor();
    await page.waitForTimeout(2_000);
    await expect(hint(page)).toHaveCount(0);
    // Not even its code is loaded.
    expect(loaded.filter((u) => /install-prompt/.test(u))).toEqual([]);
  });

  test('never in the installed app', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true }),
    );
    await page.goto('/');
    await waitForApp(page);
    await page.locator('#root:not([data-server-drawn])').waitFor();
    await page.waitForTimeout(2_000);
    await expect(hint(page)).toHaveCount(0);
  });
});

test('Chrome gets no iPhone steps', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.locator('#root:not([data-server-drawn])').waitFor();
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog', { name: 'הוסיפו למסך הבית' })).toHaveCount(0);
});
