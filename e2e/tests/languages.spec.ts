import type { Page } from '@playwright/test';
import { arrowPointsTo, boardWithPhotos } from '../support/arrows';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  test,
  waitForApp,
  serviceWorkerControls,
} from '../support/fixtures';
import { signInFrom } from '../support/api';

// Galim in Hebrew and in English (issue 46): the same pages, each drawn in its own language and
// direction, the one mirroring the other; a switch that keeps the visitor's page and remembers
// the choice; an offer of English to a browser that asks for it, never a redirect.

const PAGES = ['/', '/surfboards', '/services', '/forecast', '/faq', '/about'];
const HEBREW = /[\u0590-\u05FF]/;

/** The app has started over the page the server drew (it draws the offer, never the server). */
async function appStarted(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn', {
    timeout: 60_000,
  });
  // What it draws once started, drawn.
  await page.waitForTimeout(500);
}

const english = (path: string) => (path === '/' ? '/en/' : `/en${path}`);

/** Where the site's name sits in the header: at the start of the line of its language. */
async function logoSide(page: Page): Promise<'left' | 'right'> {
  const logo = page.getByRole('banner').getByRole('link', { name: /^(Galim|גלים)$/ });
  const box = (await logo.boundingBox())!;
  const width = page.viewportSize()!.width;
  return box.x + box.width / 2 < width / 2 ? 'left' : 'right';
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`both languages on a ${device}`, () => {
    test.use({ viewport });

    test('each page in Hebrew right to left and in English left to right, mirrored', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      for (const path of PAGES) {
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'he');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectNoOverflow(page);
        expect(await logoSide(page), path).toBe('right');

        await page.goto(english(path));
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
        await expectNoOverflow(page);
        expect(await logoSide(page), english(path)).toBe('left');
        // The interface around the page speaks English: header and footer hold no Hebrew but
        // the name of the other language in the switch.
        const chrome = await page.evaluate(() =>
          ['header', 'footer']
            .map((tag) => document.querySelector(tag)?.textContent ?? '')
            .join(' ')
            .replaceAll('עברית', ''),
        );
        expect(chrome, english(path)).not.toMatch(HEBREW);
        const h1 = await page.locator('h1').first().textContent();
        expect(h1, english(path)).not.toMatch(HEBREW);
      }
      await expectAccessible(page, 'English FAQ... then about');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the gallery in English', () => {
  test.use({ viewport: PHONE });

  test('previous sits on the left and points left, next on the right points right', async ({
    page,
    request,
  }) => {
    const board = await boardWithPhotos(request);
    await page.goto(`/en/surfboards/${board._id}`);
    await waitForApp(page);
    const gallery = page.getByRole('region', { name: /gallery/i });
    const previous = gallery.getByRole('button', { name: 'Previous photo' }).first();
    const next = gallery.getByRole('button', { name: 'Next photo' }).first();
    const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
    expect(p!.x).toBeLessThan(n!.x);
    expect(await arrowPointsTo(page, previous)).toBe('left');
    expect(await arrowPointsTo(page, next)).toBe('right');
  });
});

test.describe('choosing a language', () => {
  // As visitors have it: the worker answers navigations it knows, and must let the switch through.
  test.use({ serviceWorkers: 'allow' });

  test('the switch keeps the page, and the choice is remembered', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/faq');
    await waitForApp(page);
    await serviceWorkerControls(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Coming back to a Hebrew address: the English page, as chosen.
    await page.goto('/surfboards');
    await expect(page).toHaveURL(/\/en\/surfboards$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Back to Hebrew from the phone's menu, on the same page.
    await page.setViewportSize(PHONE);
    await waitForApp(page);
    await serviceWorkerControls(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'עברית' }).click();
    await expect(page).toHaveURL(/\/surfboards$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await page.goto('/en/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  });
});

test.describe('a page the service worker answers', () => {
  test.use({ serviceWorkers: 'allow' });

  test('still opens in the language chosen', async ({ page, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForApp(page);
    await serviceWorkerControls(page);
    // English chosen since (on another tab, say): the worker answers /faq from its Hebrew shell,
    // without asking the server, which would have sent the visitor to /en/faq.
    await context.addCookies([{ name: 'galim_lang', value: 'en', url: baseURL! }]);
    await page.goto('/faq?from=share#install');
    await expect(page).toHaveURL(/\/en\/faq\?from=share#install$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HEBREW);
  });
});

test.describe('search on an English page', () => {
  test('finds boards written in Hebrew from English words, and the other way round', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en/surfboards');
    await waitForApp(page);
    const titles = () => page.locator('main article h3').allInnerTexts();
    const search = async (words: string, expected: RegExp) => {
      await page.getByLabel('Search', { exact: true }).fill(words);
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await expect(page).toHaveURL(
        new RegExp(`/en/surfboards\\?.*search=${encodeURIComponent(words)}`),
      );
      await expect
        .poll(async () => {
          const shown = await titles();
          return shown.length > 0 && shown.every((title) => expected.test(title));
        })
        .toBe(true);
    };
    // "longboard" finds the boards titled "לונגבורד", "פיירווייר" the Firewire ones.
    await search('longboard', /לונגבורד/);
    await search('פיירווייר', /Firewire/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a signed-in surfer', () => {
  test('who switches to English has it saved on the account, for their notifications', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn('language@galim.test', 'Language Test');
    await page.goto('/faq');
    await waitForApp(page);
    // Signed in, the app draws the page afresh over the server's: a tap before that is lost.
    await appStarted(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await waitForApp(page);
    // What the account says, as a sign-in on another device reads it.
    await expect
      .poll(
        async () => {
          const res = await page.request.post('/api/auth/dev-login', {
            headers: signInFrom(),
            data: { email: 'language@galim.test', name: 'Language Test' },
          });
          return ((await res.json()) as { user: { language?: string } }).user.language;
        },
        { timeout: 60_000 },
      )
      .toBe('en');
  });
});

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test('is offered the English page in one line, never sent there', async ({ page }) => {
    await page.goto('/faq');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    const offer = page.getByRole('region', { name: 'Galim is in English too.' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.getByRole('region', { name: 'Galim is in English too.' })).toHaveCount(0);
  });

  test('closing the offer keeps it closed', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const offer = page.getByRole('region', { name: 'Galim is in English too.' });
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForApp(page);
    await appStarted(page);
    await expect(page.getByRole('region', { name: 'Galim is in English too.' })).toHaveCount(0);
  });
});

test('a Hebrew browser is offered nothing', async ({ page }) => {
  await page.goto('/faq');
  await waitForApp(page);
  await appStarted(page);
  await expect(page.getByRole('region', { name: 'Galim is in English too.' })).toHaveCount(0);
});
