import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

test.describe('wave forecast', () => {
  test('shows the fallback spot with sample-data label, info cards, chart and a day table', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/forecast');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'תחזית גלים בישראל' })).toBeVisible();
    // FORECAST_DEMO: the data is visibly sample data.
    await expect(page.getByRole('note').getByText('נתוני דוגמה', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /תל אביב – הילטון/ })).toBeVisible();

    const now = page.getByRole('region', { name: /התנאים עכשיו/ });
    await expect(now.getByRole('listitem')).toHaveCount(10);
    for (const label of [
      'גובה גלים',
      'מחזור גל',
      'כיוון הגלים',
      'טמפרטורת המים',
      'זריחה',
      'שקיעה',
      'מדד UV',
      'הזמן הטוב ביותר היום',
    ]) {
      await expect(now.getByText(label, { exact: true })).toBeVisible();
    }

    const chart = page.getByTestId('wave-chart');
    await expect(chart.locator('rect').first()).toBeVisible();
    // Seven days, three bars each, except a day missing one of 08:00/12:00/18:00.
    expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(18);
    await expect(page.getByRole('table', { name: 'גובה הגלים ב־7 הימים הקרובים' })).toBeAttached();

    const table = page.getByRole('table', { name: /תחזית להיום/ });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr:has(th)');
    await expect(rows).toHaveCount(6);
    await expect(rows.first().getByRole('rowheader')).toContainText('06:00');
    await expect(rows.last().getByRole('rowheader')).toContainText('21:00');
    await expect(rows.first().getByRole('img', { name: /מתוך 5 כוכבים/ })).toBeVisible();
    // What made an hour's score (issue 44 item 6): its stars open the factors, by keyboard too.
    await rows
      .first()
      .getByRole('button', { name: /מה קבע את הציון של 06:00/ })
      .focus();
    await page.keyboard.press('Enter');
    const why = page.getByRole('dialog', { name: 'מה קבע את הציון של 06:00' });
    await expect(why).toContainText('גובה:');
    await expect(why).toContainText('כיוון הסוול:');
    await expect(why).toContainText('רוח:');
    await expect(why).toContainText(/×\d/);
    await page.keyboard.press('Escape');
    await expect(why).toBeHidden();
    // Each hour's sea by its parts on the line under it, gusts beside the wind (issue 44).
    const parts = table.locator('tbody tr:not(:has(th))').first();
    await expect(parts).toContainText('סוול ראשי');
    await expect(parts).toContainText('גלי רוח');
    await expect(parts).toContainText(/ישר לחוף|באלכסון|מהצד/);
    await expect(rows.first()).toContainText('משבים');
    // The day's water, what to wear, its light and the model's tide.
    const todayPanel = page.locator(
      '#' + (await table.evaluate((t) => t.closest('[id^="day-"]:not([role])')!.id)),
    );
    await expect(todayPanel).toContainText('טמפ׳ מים');
    await expect(todayPanel).toContainText('אור ראשון');
    await expect(todayPanel).toContainText('אור אחרון');
    await expect(todayPanel.getByRole('heading', { name: 'גאות ושפל' })).toBeVisible();
    await expect(todayPanel).toContainText('נתון של מודל');
    await todayPanel.getByRole('heading', { name: 'גאות ושפל' }).scrollIntoViewIfNeeded();
    await expect(todayPanel.getByRole('img', { name: /עקומת גובה פני הים/ })).toBeVisible();

    // Every day opens to its hours, as today's does (issue 31): the third day's table has that
    // day's rows, with the API's values for its times.
    const body = await (await page.request.get('/api/forecast/tel-aviv-hilton')).json();
    const forecast = (body.data ?? body) as {
      days: { date: string }[];
      slots: { time: string; waveHeight: number | null }[];
    };
    const date = forecast.days[2]!.date;
    const ddmm = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
    const dayButtons = page
      .locator('section[aria-labelledby="tables-title"]')
      .getByRole('heading', { level: 3 })
      .getByRole('button');
    await expect(dayButtons).toHaveCount(7);
    await expect(dayButtons.first()).toHaveAttribute('aria-expanded', 'true');
    const third = dayButtons.nth(2);
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(third).toContainText(ddmm);
    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    const dayTable = page.getByRole('table', { name: new RegExp(`תחזית ל.*${ddmm}`) });
    await expect(dayTable).toBeVisible();
    const dayRows = dayTable.locator('tbody tr:has(th)');
    await expect(dayRows).toHaveCount(6);
    for (const [i, hour] of ['06', '09', '12', '15', '18', '21'].entries()) {
      await expect(dayRows.nth(i).getByRole('rowheader')).toContainText(`${hour}:00`);
      const slot = forecast.slots.find((x) => x.time.startsWith(`${date}T${hour}`))!;
      await expect(dayRows.nth(i)).toContainText(`${slot.waveHeight!.toFixed(1)} מ׳`);
    }
    // Today's stays open beside it.
    await expect(table).toBeVisible();

    await expect(page.getByRole('link', { name: 'Open-Meteo.com' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
    await expectAccessible(page, 'forecast desktop');
  });

  test('finds a second spot by its Hebrew or Latin name and shows its forecast', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/forecast');
    await waitForApp(page);
    const search = page.getByLabel('חיפוש חוף');
    await search.fill('Bat');
    const picker = page.getByRole('group', { name: 'בחירת חוף' });
    await expect(picker.getByRole('link')).toHaveCount(2);
    await search.fill('קיסר');
    await expect(picker.getByRole('link')).toHaveCount(1);
    await picker.getByRole('link', { name: /קיסריה/ }).click();
    await expect(page).toHaveURL(/\/forecast\/caesarea$/);
    await expect(page.getByRole('heading', { level: 2, name: /קיסריה/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /תחזית להיום/ }).locator('tbody tr:has(th)'),
    ).toHaveCount(6);
    await search.fill('');
    await expect(picker.getByRole('link', { name: /קיסריה/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page, 'forecast phone caesarea');
  });

  test('the metres/feet toggle converts heights and is remembered', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/forecast/haifa-bat-galim');
    await waitForApp(page);
    const card = page
      .getByRole('region', { name: /התנאים עכשיו/ })
      .getByRole('listitem')
      .first();
    await expect(card).toContainText('מ׳');
    const metres = parseFloat((await card.textContent())!.replace(/[^\d.]/g, ''));
    await page.getByRole('button', { name: 'רגל', exact: true }).click();
    await expect(page.getByRole('button', { name: 'רגל', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card).toContainText('רגל');
    const feet = parseFloat((await card.textContent())!.replace(/[^\d.]/g, ''));
    expect(Math.abs(feet - metres * 3.28084)).toBeLessThan(0.2);
    await expect(page.getByRole('table', { name: /תחזית להיום/ })).toContainText('רגל');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'רגל', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card).toContainText('רגל');
  });

  test('best spots now shows the ten best spots on the home page and links to their forecast', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForApp(page);
    const section = page.getByRole('region', { name: 'איפה הכי טוב לגלוש עכשיו' });
    // Drawn when scrolled to (the server draws its place, decision 037). On a tall window the
    // place may already be near enough: the list then replaces it while we scroll, so the scroll
    // is tried again on whichever of the two is there.
    await expect(async () => {
      await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
    }).toPass();
    // The ten best of the whole coast's 20-odd spots.
    const spots = (await (await page.request.get('/api/forecast/spots')).json()).data.spots;
    expect(spots.length).toBeGreaterThanOrEqual(20);
    await expect(section.getByRole('listitem')).toHaveCount(10);
    await expect(section.getByText('נתוני דוגמה', { exact: true })).toBeVisible();
    await expect(section.getByRole('img', { name: /מתוך 5 כוכבים/ }).first()).toBeVisible();
    const first = section.getByRole('link').first();
    const name = (await first.locator('span.truncate').textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/forecast\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  });

  test.describe('with answers stubbed', () => {
    // page.route() sees no request the service worker fetches.
    test.use({ serviceWorkers: 'block' });

    test('shows the spec texts when a spot has no marine data or the forecast fails', async ({
      page,
    }) => {
      await page.route('**/api/forecast/nitzanim', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'NO_MARINE_DATA',
            error: 'Marine forecast not available for this location, choose another spot',
          }),
        }),
      );
      await page.route('**/api/forecast/bat-yam', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'FORECAST_UNAVAILABLE',
            error: 'Error loading forecast',
          }),
        }),
      );
      await page.setViewportSize(PHONE);
      // Reached from the picker: the browser asks for the forecast (a spot's page opened by its
      // address is drawn by the server, with the server's own answer).
      await page.goto('/forecast');
      await waitForApp(page);
      const picker = page.getByRole('group', { name: 'בחירת חוף' });
      await picker.getByRole('link', { name: /ניצנים/ }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'תחזית ימית אינה זמינה למיקום זה, בחרו חוף אחר',
      );
      await picker.getByRole('link', { name: /בת ים/ }).click();
      await expect(page.getByRole('alert')).toContainText('שגיאה בטעינת התחזית', {
        timeout: 20_000,
      });
      await expect(page.getByRole('alert').getByRole('button', { name: 'נסה שוב' })).toBeVisible();
    });
  });
});
