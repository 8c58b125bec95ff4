import { test as base, expect, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInFrom } from './api';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * No serious or critical axe violations on the page as it is now: as it rests, once its
 * transitions have ended (a tab just pressed fades from white to blue in 150 ms, and axe measured
 * the white text on the half-blue background as too faint).
 */
export async function expectAccessible(page: Page, context = '') {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever: only what ends is waited for.
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** The page is no wider than its window: nothing pushes it sideways. */
export async function expectNoOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page wider than the window').toBeLessThanOrEqual(clientWidth);
}

/** The publish form saves its draft 1 s after the last change: waits until it holds `text`. */
export async function waitForDraft(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('galim.boardDraft') ?? ''))
    .toContain(text);
}

/**
 * No splash covers the page: a browser's page never has one, and an installed app's start
 * screen is removed as soon as the app has drawn (apps/web/src/app/splash.ts).
 */
export async function splashGone(page: Page): Promise<boolean> {
  return page.evaluate(() => !document.querySelector('[data-testid="splash"]'));
}

/** Whether React owns the page's main element: the app has drawn it, or taken over the server's. */
async function appOwnsMain(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber$'));
  });
}

/**
 * The page's live stream (GET /api/live) has answered: call it before the page opens and await
 * it after. An event sent before the stream is open reaches the page only at its next poll, a
 * minute later.
 */
export function liveStreamOpened(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
}

/**
 * The app has started on the page. The server's drawing is there first; a signed-in visitor's
 * page is then drawn afresh, replacing its elements, and a test that acts between the two holds
 * elements no longer on the page (CI saw it on the board and forecast pages).
 */
export async function waitForApp(page: Page) {
  await page.locator('#main').waitFor();
  await expect
    .poll(() => appOwnsMain(page), { timeout: 60_000, message: 'the app never started' })
    .toBe(true);
  await expect.poll(() => splashGone(page), { timeout: 5000 }).toBe(true);
}

/**
 * The service worker controls the page, as it does 1–2 s into a first visit on a phone. On a
 * shared, busy machine its install (the whole precache) has taken over 20 s: the wait allows a
 * minute and lengthens the test by as much, and a page it never takes says where its worker stood.
 */
export async function serviceWorkerControls(page: Page) {
  base.info().setTimeout(base.info().timeout + 120_000);
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  // A worker that activates while a page is loading claims only the pages open at that moment:
  // a page that began loading just after stays its own until the next visit (CI saw it twice).
  // Once the worker is active, such a page is opened again, as a returning visitor's next one is.
  const active = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000)),
    ]),
  );
  if (active && !(await controlled())) {
    await page.reload();
    await waitForApp(page);
  }
  await expect
    .poll(controlled, {
      timeout: 60_000,
      message: 'the service worker never took the page',
    })
    .toBe(true)
    .catch(async (error: unknown) => {
      const state = await page
        .evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          if (!r) return 'no registration';
          return `installing: ${r.installing?.state ?? '-'}, waiting: ${r.waiting?.state ?? '-'}, active: ${r.active?.state ?? '-'}`;
        })
        .catch((e: unknown) => String(e));
      throw new Error(`${String(error)}\nservice worker: ${state}`);
    });
}

/** Opens `path` as a returning visitor has it: under the service worker. */
export async function openUnderServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await serviceWorkerControls(page);
}

export interface SignedIn {
  token: string;
  user: { _id: string };
}

/** Signs `email` in on the test's page, or on `on` (another device's page). */
export type SignIn = (email: string, name?: string, on?: Page) => Promise<SignedIn>;

/**
 * The development sign-in as a fixture: the session is stored the way the app stores it. A
 * blank page opens the home page first (localStorage belongs to the app's origin).
 */
export const test = base.extend<{ signIn: SignIn }>({
  // CI keeps only the printed log: a failed test prints where its page was and what it showed.
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const text = (selector: string) => page.locator(selector).first().innerText({ timeout: 5_000 });
    const shown = await text('main')
      .catch(() => text('body'))
      .catch((error: unknown) => `(not readable: ${String(error)})`);
    console.log(
      `\nThe page when "${testInfo.title}" failed: ${page.url()}\n${shown.slice(0, 1200)}\n`,
    );
  },
  signIn: async ({ page }, use) => {
    await use(async (email, name = 'Test User', on = page) => {
      if (on.url() === 'about:blank') await on.goto('/');
      const res = await on.request.post('/api/auth/dev-login', {
        data: { email, name },
        headers: signInFrom(),
      });
      expect(res.ok(), await res.text()).toBeTruthy();
      const body = await res.json();
      await on.evaluate((auth) => {
        localStorage.setItem('galim.token', auth.token);
        localStorage.setItem('galim.tokenExpiry', String(Date.parse(auth.expiresAt)));
        localStorage.setItem('galim.user', JSON.stringify(auth.user));
        // The home page's profile-completion modal would cover pages under test; it counts as shown.
        localStorage.setItem('galim.lastProfilePrompt', String(Date.now()));
      }, body);
      return body as SignedIn;
    });
  },
});

export { expect };
