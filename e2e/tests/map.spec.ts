import type { Page } from '@playwright/test';
import {
  PHONE,
  expect,
  expectAccessible,
  openUnderServiceWorker,
  test,
  waitForApp,
} from '../support/fixtures';
import { kmSaid } from '../support/distance';

// Issue 56 §2: the map of the coast. A buyer on a phone, as a returning visitor (the service
// worker in charge), narrows the boards to 25 km around Tel Aviv nearest first, opens the map
// with that place, taps a cluster to zoom in, taps a board and reaches its page. The map is drawn
// by MapLibre over the outline of land and sea the app ships (no basemap is configured here); the
// list beside it holds the same places. Reached by a link the map is drawn at once; opened at
// its own address it waits for a tap (a first visit does not pay for an engine it may not use).

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

/** The km of each place in the map's list, in order (under a km: 0). */
async function listDistances(page: Page): Promise<number[]> {
  return kmSaid(
    await page.getByRole('list', { name: 'ברשימה' }).getByRole('listitem').allTextContents(),
  );
}

test('boards near a city, on the map: a cluster, a board, its page', async ({ page }) => {
  test.setTimeout(180_000);
  await openUnderServiceWorker(page, '/surfboards');
  await page.getByRole('button', { name: /^סינון/ }).click();
  await page.getByRole('combobox', { name: 'עיר' }).selectOption('תל אביב');
  await expect(page).toHaveURL(/radiusKm=25/);
  await page.getByRole('combobox', { name: 'מיון' }).selectOption('distance-asc');
  await expect(page).toHaveURL(/sortBy=distance/);

  await page.getByRole('link', { name: 'הצגה על המפה' }).click();
  await expect(page).toHaveURL(/\/map\?.*city=/);
  expect(new URL(page.url()).searchParams.get('city')).toBe('תל אביב');
  expect(new URL(page.url()).searchParams.get('radiusKm')).toBe('25');
  await expect(page.getByRole('tab', { name: 'גלשנים' })).toHaveAttribute('aria-selected', 'true');

  // The list beside the map: the same boards, within 25 km, nearest first.
  await expect(
    page.getByRole('list', { name: 'ברשימה' }).getByRole('listitem').first(),
  ).toBeVisible();
  const km = await listDistances(page);
  expect(km.length).toBeGreaterThan(1);
  expect(
    km.every((d) => d >= 0 && d <= 25),
    JSON.stringify(km),
  ).toBe(true);
  expect(km).toEqual([...km].sort((a, b) => a - b));

  // The map: drawn, its places gathered in clusters at this zoom.
  await expect(page.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 60_000 });
  // The map in the middle of the screen, clear of the sticky header.
  await page.locator('[data-map-state]').evaluate((map) => map.scrollIntoView({ block: 'center' }));
  const clusters = page.locator('[data-map-cluster]');
  await expect(clusters.first()).toBeVisible();
  const points = page.locator('[data-map-point]');
  // A tap on a cluster zooms in until its places come apart.
  await expect(async () => {
    if ((await points.count()) === 0) {
      const cluster = clusters.first();
      await expect(cluster).toHaveAttribute('aria-label', /מקומות כאן/);
      await cluster.click();
    }
    await expect(points.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });

  // A tap on a board: it is chosen, in the list too, and its page is a tap away. The point is
  // pinned by its id: the map adds and removes its markers as it draws.
  const id = await points.first().getAttribute('data-map-point');
  const point = page.locator(`[data-map-point="${id}"]`);
  const title = (await point.getAttribute('aria-label')) ?? '';
  expect(title).not.toBe('');
  await point.click();
  const chosen = page.getByRole('region', { name: 'נבחר על המפה' });
  await expect(chosen.getByRole('heading', { name: title })).toBeVisible();
  await expect(point).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('li[aria-current="true"]')).toContainText(title);
  await expectAccessible(page, 'the map with a board chosen');

  await chosen.getByRole('link', { name: 'לגלשן' }).click();
  await expect(page).toHaveURL(new RegExp(`/surfboards/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the surf spots on the map in English, with their stars today', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/map?show=spots');
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Surf spots' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const list = page.getByRole('list', { name: 'In the list' });
  await expect(list.getByRole('link', { name: 'Bat Yam' })).toHaveAttribute(
    'href',
    '/en/forecast/bat-yam',
  );
  await expect(list.getByText(/of 5 stars today|No forecast today/).first()).toBeAttached();
  // Opened at its address, the map is drawn when asked for; then at once on later visits.
  await expect(page.locator('[data-map-state="asked"]')).toBeAttached();
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-map-cluster], [data-map-point]').first()).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'the spots map in English');
});

// A basemap's Hebrew place names are drawn right to left by MapLibre's RTL text plugin, which
// its worker imports when the map first has such a name (decision 064). The outline map has no
// text, so the plugin the build ships is imported here in the map's own worker, as MapLibre
// does, with the headers and the service worker a returning visitor has: it must load as a
// module, compile its WebAssembly and register, then put Hebrew in the order it is drawn.
test('the map’s worker takes the right-to-left text plugin the build ships', async ({ page }) => {
  test.setTimeout(120_000);
  await openUnderServiceWorker(page, '/map');
  await page.getByRole('button', { name: 'הצגת המפה' }).click();
  await expect(page.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 60_000 });
  const worker = page.workers().find((w) => w.url().includes('/assets/maplibre-gl-worker-'));
  expect(
    worker,
    page
      .workers()
      .map((w) => w.url())
      .join(', '),
  ).toBeDefined();

  // The plugin's address, as the map's code names it.
  const pluginUrl = await page.evaluate(async () => {
    const chunk = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((name) => /\/assets\/draw-map-[^/]+\.js$/.test(name));
    if (!chunk) return null;
    return /\/assets\/rtl-text-[\w-]+\.mjs/.exec(await (await fetch(chunk)).text())?.[0] ?? null;
  });
  expect(pluginUrl).toMatch(/^\/assets\/rtl-text-/);

  // Passed as text: the function runs in the worker, where MapLibre's register hook is.
  const drawn = await worker!.evaluate(`(async () => {
    const register = self.registerRTLTextPlugin;
    if (typeof register !== 'function') throw new Error('no register hook in this worker');
    const plugin = await new Promise((resolve, reject) => {
      self.registerRTLTextPlugin = (p) => { register(p); resolve(p); };
      import(${JSON.stringify(pluginUrl)}).catch(reject);
      setTimeout(() => reject(new Error('the plugin did not register')), 30000);
    });
    return plugin.processBidirectionalText('גלים בתל אביב', []);
  })()`);
  expect(drawn).toEqual(['ביבא לתב םילג']);
});
