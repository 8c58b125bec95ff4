import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

test.describe('app shell', () => {
  test('home page is Hebrew, right-to-left, with navigation and footer', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('גלישה');
    const nav = page.getByRole('navigation', { name: 'ניווט ראשי' });
    for (const label of ['גלשנים', 'שירותי גלישה', 'תחזית גלים', 'חנויות', 'צור קשר']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const label of ['אודות', 'מדיניות פרטיות', 'תנאי שימוש']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await waitForApp(page);
    await expectAccessible(page, 'home desktop');
  });

  test('home page on a phone has a menu that opens', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'פתיחת תפריט' }).click();
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: 'תחזית גלים' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'סגירת תפריט' }).click();
    await expectAccessible(page, 'home phone');
  });

  test('the beta banner stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const banner = page.getByText('גלים בפיילוט בטא!');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'סגירת ההודעה' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'הדף לא נמצא' })).toBeVisible();
    await expect(page.getByText('הדף שחיפשתם לא קיים או הועבר למקום אחר')).toBeVisible();
    await waitForApp(page);
    await expectAccessible(page, '404');
    await page.getByRole('link', { name: 'לדף הבית' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/surfboards, /stores and the aliases lead to real pages', async ({ page }) => {
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('הדף לא נמצא')).toHaveCount(0);
    await page.goto('/surfboards');
    await expect(page.getByText('הדף לא נמצא')).toHaveCount(0);
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('public pages break no rule of the content security policy and log no warning', async ({
    page,
  }) => {
    // Warnings cost time as well as trust: React Router builds an Error for its stack on each
    // (the missing HydrateFallback, on every first load), and Chromium warned at every answer
    // about a Permissions-Policy feature it does not know (bluetooth).
    const warnings: string[] = [];
    page.on('console', (m) => {
      // Playwright's own note: these tests run with the service worker blocked.
      if (m.type() === 'warning' && !m.text().includes('blocked by Playwright')) {
        warnings.push(m.text());
      }
    });
    // Zod builds fast parsers with `new Function` unless told not to; the policy (no
    // 'unsafe-eval') blocks it and the browser reports a violation (Lighthouse's "issues").
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
        );
      });
    });
    for (const url of ['/', '/surfboards', '/services', '/faq']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test.describe('with every API answer held back', () => {
    // page.route() sees no request the service worker fetches.
    test.use({ serviceWorkers: 'block' });

    test('pages hold still while their content arrives on a slow connection', async ({ page }) => {
      // Cumulative layout shift as the browser counts it, on a phone, with every API answer held
      // back so the placeholder is drawn first. The service page scored 0.14: the service was
      // drawn into the placeholder's reused elements, and those counted as moved.
      await page.setViewportSize(PHONE);
      await page.route('**/api/**', async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number }[]) w.shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const services = await (await page.request.get('/api/services/search')).json();
      const service = services.services[0] as { _id: string; serviceType: string };
      for (const url of [
        `/services/${service.serviceType}/${service._id}`,
        '/faq',
        '/surfboards',
      ]) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
        expect(shift, url).toBeLessThan(0.05);
      }
    });
  });

  test('public first screens build no ICU formatter', async ({ page }) => {
    // The first ICU formatter of a page loads ICU's locale data: 30–90 ms of main thread here,
    // four times that on Lighthouse's phone (decision 036). Prices, counts, dates and Israel's
    // clock are written by hand; this counts every formatter a first screen builds.
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { icu: string[] }).icu = built;
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of [
        'DateTimeFormat',
        'NumberFormat',
        'Collator',
        'PluralRules',
        'RelativeTimeFormat',
        'ListFormat',
      ]) {
        const Original = intl[name] as new (...args: unknown[]) => object;
        intl[name] = new Proxy(Original, {
          construct(target, args) {
            built.push(`Intl.${name}`);
            return Reflect.construct(target, args) as object;
          },
          apply(target, self, args) {
            built.push(`Intl.${name}`);
            return Reflect.apply(target as unknown as () => object, self, args) as object;
          },
        });
      }
      for (const [proto, names] of [
        [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
        [Number.prototype, ['toLocaleString']],
        [String.prototype, ['localeCompare']],
      ] as const) {
        for (const name of names) {
          const original = (proto as unknown as Record<string, () => unknown>)[name]!;
          (proto as unknown as Record<string, unknown>)[name] = function (
            this: unknown,
            ...args: unknown[]
          ) {
            built.push(name);
            return original.apply(this, args as []);
          };
        }
      }
    });
    const boards = await (await page.request.get('/api/surfboards?limit=1')).json();
    const services = await (await page.request.get('/api/services/search')).json();
    const board = (boards.data.boards[0] as { _id: string })._id;
    const service = services.services[0] as { _id: string; serviceType: string };
    for (const url of [
      '/',
      '/surfboards',
      `/surfboards/${board}`,
      '/services',
      `/services/${service.serviceType}/${service._id}`,
      '/forecast',
      '/faq',
      '/u/yoni-cohen',
    ]) {
      await page.goto(url);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (url === '/forecast') {
        // Its first screen: when the forecast was fetched, and the best spots' windows.
        await expect(page.getByText(/עודכן ב־\d\d:\d\d/)).toBeVisible();
        await expect(page.getByRole('link', { name: /תל אביב – הילטון/ }).first()).toBeVisible();
      }
      const built = await page.evaluate(() => (window as unknown as { icu: string[] }).icu);
      expect(built, url).toEqual([]);
    }
  });

  test.describe('with the list’s request held', () => {
    // page.route() sees no request the service worker fetches.
    test.use({ serviceWorkers: 'block' });

    test('the home page’s boards are there when scrolled to, without waiting for the network', async ({
      page,
    }) => {
      // The server writes the first page of boards into the home page. Here the list's own
      // request is never answered: the boards shown can only have come with the page.
      const answer = await (await page.request.get('/api/surfboards?page=1&limit=12')).json();
      const firstTitle = (answer.data.boards[0] as { title: string }).title;
      const held: string[] = [];
      await page.route('**/api/surfboards?*', (route) => {
        held.push(route.request().url());
      });
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await waitForApp(page);
      await page
        .getByRole('heading', { level: 2, name: 'גלשנים יד שנייה' })
        .scrollIntoViewIfNeeded();
      const boards = page.locator('#boards article h3 a');
      await expect(boards.first()).toHaveText(firstTitle);
      await expect(boards).toHaveCount(answer.data.boards.length);
      // It is asked again in the background (that answer is what is held).
      await expect.poll(() => held.length).toBeGreaterThan(0);
    });
  });

  test('signed-out visitors are sent from /profile to /login and from /admin to /', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('every page reached from the menus passes axe', async ({ page }) => {
    // Ten pages, each read whole by axe: 38 s in CI, over a minute when the machine is busy.
    test.setTimeout(300_000);
    for (const path of [
      '/forecast',
      '/services',
      '/surfboards',
      '/stores',
      '/contact',
      '/about',
      '/privacy-policy',
      '/terms',
      '/faq',
      '/login',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForApp(page);
      await expectAccessible(page, path);
    }
  });

  test('a page view is recorded on each route change', async ({ page }) => {
    const seen: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/events') && req.method() === 'POST') {
        seen.push(JSON.parse(req.postData() ?? '{}').path);
      }
    });
    await page.goto('/');
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: 'ניווט ראשי' })
      .getByRole('link', { name: 'תחזית גלים' })
      .click();
    await expect.poll(() => seen).toEqual(expect.arrayContaining(['/', '/forecast']));
  });
});

test.describe('installable app', () => {
  test('serves a Hebrew RTL manifest and a service worker, and Chromium finds no installability errors', async ({
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Installability is never granted to incognito windows, so use a real profile directory.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({
        lang: 'he',
        dir: 'rtl',
        short_name: 'גלים',
        display: 'standalone',
      });
      expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
      // The rich install dialog: an id, screenshots for phones and wide screens, shortcuts.
      expect(manifest.id).toBe('/');
      const shots = manifest.screenshots as { src: string; form_factor: string }[];
      expect(shots.map((x) => x.form_factor).sort()).toEqual(['narrow', 'wide']);
      for (const shot of shots) expect((await page.request.get(shot.src)).status()).toBe(200);
      expect((manifest.shortcuts as { url: string }[]).map((x) => x.url)).toEqual([
        '/profile/upload-surfboard',
        '/forecast',
      ]);

      const sw = await page.request.get('/service-worker.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');
      await expect
        .poll(
          () =>
            page.evaluate(
              async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
            ),
          // Minutes, not seconds: the worker's install caches the app, which has taken over 20 s
          // on a busy machine (support/fixtures.ts).
          { timeout: 120_000 },
        )
        .toBe('activated');

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
