import type { Page } from '@playwright/test';
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

// Issue 44: a spot's own page, /forecast/{spotId}, read part by part on a phone and a desktop,
// in Hebrew and right to left: the sea by its parts (a secondary swell on some days, absent on
// others), the wind with its gusts, the tide's curve with its highs and lows, the water with
// what to wear, first and last light, and what made an hour's score. The e2e server gives the
// demo forecast (FORECAST_DEMO): a secondary swell on days 5 to 7 only.

interface Slot {
  time: string;
  secondarySwell: { height: number } | null;
  swell: { height: number } | null;
  windWaves: { height: number } | null;
  windGusts: number | null;
}
interface Forecast {
  localNow: string;
  days: { date: string; tideExtremes: unknown[]; seaTemp: number | null }[];
  slots: Slot[];
}

async function forecastOf(page: Page, spotId: string): Promise<Forecast> {
  const body = await (await page.request.get(`/api/forecast/${spotId}`)).json();
  return body.data as Forecast;
}

/** The open panel of the day whose hourly table is `table`. */
async function panelOf(page: Page, table: ReturnType<Page['getByRole']>) {
  const id = await table.evaluate((t) => t.closest('[id^="day-"]:not([role])')!.id);
  return page.locator(`#${id}`);
}

const ddmm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

for (const [device, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a spot's page reads every part of its forecast (${device})`, async ({ page }) => {
    await page.setViewportSize(size);
    const forecast = await forecastOf(page, 'herzliya');
    // The demo's week: no secondary swell today, one on a later day.
    const today = forecast.days[0]!.date;
    const withSecondary = forecast.days.find((d) =>
      forecast.slots.some((s) => s.time.startsWith(d.date) && s.secondarySwell),
    )!;
    expect(
      forecast.slots.filter((s) => s.time.startsWith(today)).every((s) => !s.secondarySwell),
    ).toBe(true);
    expect(withSecondary).toBeDefined();

    await page.goto('/forecast/herzliya');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page).toHaveTitle('תחזית גלים – הרצליה – סידני עלי | גלים');
    await expect(page.getByRole('heading', { level: 2, name: /הרצליה – סידני עלי/ })).toBeVisible();

    // Now: the cards, with the wind read against this beach and today's water.
    const now = page.getByRole('region', { name: /התנאים עכשיו/ });
    await expect(now.getByText('טמפרטורת המים', { exact: true })).toBeVisible();
    await expect(now.getByText('רוח', { exact: true })).toBeVisible();

    // Today's hours: the sea by its parts, the wind with its gusts; no secondary swell today,
    // and it is left out, not written as 0.
    const table = page.getByRole('table', { name: /תחזית להיום/ });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr:has(th)');
    await expect(rows).toHaveCount(6);
    const parts = table.locator('tbody tr:not(:has(th))').first();
    await expect(parts).toContainText(/סוול ראשי\s*\d+\.\d מ׳\s*·\s*\d+ שנ׳/);
    await expect(parts).toContainText(/גלי רוח\s*\d+\.\d מ׳/);
    await expect(parts).toContainText(/ישר לחוף|באלכסון|מהצד/);
    await expect(table).not.toContainText('סוול משני');
    await expect(rows.first()).toContainText(/משבים \d+/);
    await expect(rows.first()).toContainText(/מהיבשה|רוח צד|מהים/);

    // Today's water, what to wear, and its light.
    const todayPanel = await panelOf(page, table);
    await expect(todayPanel).toContainText(/טמפ׳ מים\s*\d+(\.\d)?°C · (בגד ים או לייקרה|חליפה)/);
    for (const label of ['אור ראשון', 'זריחה', 'שקיעה', 'אור אחרון']) {
      await expect(todayPanel.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(todayPanel).toContainText(/אור ראשון\s*\d\d:\d\d/);
    await expect(todayPanel).toContainText(/אור אחרון\s*\d\d:\d\d/);

    // The tide: the model's curve, with the day's highs and lows and their times.
    const tide = todayPanel.getByRole('heading', { name: 'גאות ושפל' });
    await tide.scrollIntoViewIfNeeded();
    await expect(todayPanel).toContainText('נתון של מודל');
    await expect(todayPanel.getByRole('img', { name: /עקומת גובה פני הים/ })).toBeVisible();
    await expect(todayPanel).toContainText(/גאות \d\d:\d\d/);
    await expect(todayPanel).toContainText(/שפל \d\d:\d\d/);

    // What made an hour's score: tapping its stars opens the factors.
    await rows
      .nth(2)
      .getByRole('button', { name: /מה קבע את הציון של 12:00/ })
      .click();
    const why = page.getByRole('dialog', { name: 'מה קבע את הציון של 12:00' });
    await expect(why).toBeVisible();
    for (const factor of ['גובה:', 'מחזור:', 'כיוון הסוול:', 'רוח:', 'גאות:']) {
      await expect(why).toContainText(factor);
    }
    await expect(why).toContainText(/×\d/);
    await page.keyboard.press('Escape');
    await expect(why).toBeHidden();

    // A later day with a secondary swell: shown with its height, period and direction.
    const dayButton = page
      .locator('section[aria-labelledby="tables-title"]')
      .getByRole('heading', { level: 3 })
      .getByRole('button', { name: new RegExp(ddmm(withSecondary.date)) });
    await dayButton.click();
    const later = page.getByRole('table', {
      name: new RegExp(`תחזית ל.*${ddmm(withSecondary.date)}`),
    });
    await expect(later).toBeVisible();
    await expect(later).toContainText(/סוול משני\s*\d+\.\d מ׳\s*·\s*\d+ שנ׳/);

    if (device === 'phone') await expectNoOverflow(page);
    await expectAccessible(page, `spot page ${device}`);
  });
}

test('the spot page has its own share preview, and picking a spot opens its page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // What a link preview reads: the server's head, with the next best hour's line.
  const html = await (await page.request.get('/forecast/bat-yam')).text();
  expect(html).toContain('<title>תחזית גלים – בת ים | גלים</title>');
  const line = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
  expect(line).toMatch(/^בת ים: (היום|מחר) \d\d:\d\d ★{1,5}, \d+\.\d מ׳ \d+ שנ׳$/);
  expect(html).toContain('/forecast/bat-yam">');

  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto('/forecast/bat-yam');
  await waitForApp(page);
  // The share button sends the same line (the phone's share sheet, stood in for here), once the
  // forecast has come.
  const share = page.getByRole('button', { name: 'שיתוף', exact: true });
  await expect
    .poll(async () => {
      await share.click();
      return page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.text);
    })
    .toBe(line);
  const sharedUrl = await page.evaluate(
    () => (window as unknown as { shared: ShareData }).shared.url!,
  );
  expect(new URL(sharedUrl).pathname).toBe('/forecast/bat-yam');

  // The picker's spots are links to their pages; picking one keeps the page where it was.
  const picker = page.getByRole('group', { name: 'בחירת חוף' });
  await page.getByLabel('חיפוש חוף').fill('קיסר');
  const caesarea = picker.getByRole('link', { name: /קיסריה/ });
  await expect(caesarea).toHaveAttribute('href', '/forecast/caesarea');
  await caesarea.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await caesarea.click();
  await expect(page).toHaveURL(/\/forecast\/caesarea$/);
  await expect(page.getByRole('heading', { level: 2, name: /קיסריה/ })).toBeVisible();
  await expect(page).toHaveTitle('תחזית גלים – קיסריה | גלים');
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
  await page.getByLabel('חיפוש חוף').fill('');
  await expect(picker.getByRole('link', { name: /קיסריה/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Best spots now links to the spots' pages.
  const best = page.getByRole('region', { name: 'איפה הכי טוב לגלוש עכשיו' });
  await best.scrollIntoViewIfNeeded();
  await expect(best.getByRole('link').first()).toHaveAttribute('href', /^\/forecast\/[a-z-]+$/);
});

test('old ?spot= links reach the spot’s page, and an unknown spot is not found', async ({
  page,
}) => {
  const moved = await page.request.get('/forecast?spot=caesarea', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/forecast/caesarea');
  await page.goto('/forecast?spot=caesarea');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/forecast\/caesarea$/);
  await expect(page.getByRole('heading', { level: 2, name: /קיסריה/ })).toBeVisible();

  // The server says 404 (to a crawler, say); a returning visitor's service worker answers the
  // navigation from its shell, and the app shows the same page.
  const missing = await page.request.get('/forecast/atlantis');
  expect(missing.status()).toBe(404);
  await page.goto('/forecast/atlantis');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();

  // /forecast itself still shows the default spot.
  await page.goto('/forecast');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: /תל אביב – הילטון/ })).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a spot’s whole forecast opens offline once visited', async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/forecast/herzliya');
    await waitForApp(page);
    await serviceWorkerControls(page);
    // Under the worker: this visit's page, answers and code are kept.
    await page.reload();
    await waitForApp(page);
    const updated = page.getByText(/^עודכן ב־/).first();
    await expect(updated).toBeVisible();
    const updatedText = (await updated.innerText()).trim();
    // The code of what opens on a tap is fetched once the page is idle.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const keys = await (await caches.open('galim-assets')).keys();
            return keys.some((r) => /on-demand/.test(r.url));
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(updatedText).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /הרצליה – סידני עלי/ })).toBeVisible();
    const table = page.getByRole('table', { name: /תחזית להיום/ });
    await expect(table.locator('tbody tr:has(th)')).toHaveCount(6);
    await expect(table).toContainText('סוול ראשי');
    // A tap still explains an hour's score, from the kept code.
    await table
      .locator('tbody tr:has(th)')
      .nth(1)
      .getByRole('button', { name: /מה קבע את הציון/ })
      .click();
    await expect(page.getByRole('dialog', { name: /מה קבע את הציון/ })).toContainText('גובה:');
    await context.setOffline(false);
  });
});
