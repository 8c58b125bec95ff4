import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, tokenFor } from '../support/api';
import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// Issue 44 item 8, walked in the browser on a phone and a desktop, in Hebrew, right to left: a
// surfer on the beach posts what they see with a photo and their location (asked only when
// sending), the spot page shows it with "מהחוף" and the forecast for its hour beside an older
// report ("לפני 20 דק׳"), the 30-minute rule is said in Hebrew, another surfer thanks and
// reports it, a watcher of the spot is told by push (checked at the API), the reporter's
// history keeps it, and a moderator removes it.

const RUN = Date.now().toString(36);

const SCREENS = [
  { name: 'phone', viewport: PHONE, spot: { id: 'bat-yam', lat: 32.0203, lng: 34.7421 } },
  { name: 'desktop', viewport: DESKTOP, spot: { id: 'herzliya', lat: 32.176, lng: 34.804 } },
] as const;

/** A beach photo drawn in the page (sea, sand, sun), as a phone would send a JPEG. */
async function beachPhoto(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 700;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0c4a6e';
    ctx.fillRect(0, 0, 1000, 420);
    for (let i = 0; i < 8; i++) {
      ctx.fillStyle = 'rgba(255,255,255,0.5)';
      ctx.fillRect(0, 60 + i * 45, 1000, 8 + i);
    }
    ctx.fillStyle = '#e7d8a8';
    ctx.fillRect(0, 420, 1000, 280);
    ctx.fillStyle = '#fde047';
    ctx.beginPath();
    ctx.arc(820, 110, 70, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

/** The spot's reports, whose code loads when scrolled near: scrolled to, and loaded. */
async function reportsOf(page: Page) {
  const section = page.getByRole('region', { name: 'דיווחים מהחוף' });
  // The section loads when scrolled near; the app's start may draw the page's foot anew while
  // the scroll runs, so scroll again until it is there.
  await expect(async () => {
    await page.locator('#reports').scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(section).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return section;
}

async function notificationsOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/notifications', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { items: { title: string; body: string; url: string }[] } })
    .data.items;
}

for (const screen of SCREENS) {
  test(`reports from the beach on a ${screen.name}: post, badge, hour's forecast, thanks, report, push, removal`, async ({
    page,
    browser,
    signIn,
  }) => {
    test.setTimeout(240_000);
    const { spot } = screen;
    await page.setViewportSize(screen.viewport);
    await page.goto('/');

    // A watcher of the spot asked for a push on a good report there.
    const watcher = await tokenFor(
      page.request,
      `watch-${screen.name}-${RUN}@galim.example`,
      'צופה',
    );
    const alert = await page.request.post('/api/surf-alerts', {
      headers: bearer(watcher),
      data: { spotId: spot.id, minStars: 3, pushOnReport: true },
    });
    expect(alert.status(), await alert.text()).toBe(201);

    // Another surfer reported twenty minutes ago, from home (no location).
    const other = await tokenFor(
      page.request,
      `early-${screen.name}-${RUN}@galim.example`,
      'גיל מוקדם',
    );
    const early = await page.request.post(`/api/forecast/${spot.id}/reports`, {
      headers: bearer(other),
      data: {
        size: 'waist',
        surface: 'choppy',
        crowd: 'crowded',
        seenAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      },
    });
    expect(early.status(), await early.text()).toBe(201);

    // A visitor sees the reports and an invitation to sign in.
    await page.goto(`/forecast/${spot.id}`);
    await waitForApp(page);
    const section = await reportsOf(page);
    await expect(section.getByRole('link', { name: 'התחברות' })).toBeVisible();
    // Seen 20 minutes before it was sent; the page may open a minute or two later.
    await expect(section.getByRole('listitem').filter({ hasText: 'גיל מוקדם' })).toContainText(
      /לפני 2[0-3] דק׳/,
    );

    // The reporter, on the beach: the location is given when the report is sent.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: spot.lat + 0.005, longitude: spot.lng });
    await signIn(`beach-${screen.name}-${RUN}@galim.example`, 'נועה מהחוף');
    // The app reads the session when it starts: the page opens again.
    await page.reload();
    await waitForApp(page);
    await reportsOf(page);
    await section.getByRole('button', { name: 'דווחו מה אתם רואים' }).click();
    const form = page.getByRole('dialog', { name: /דיווח מהחוף/ });
    await form.getByRole('radio', { name: 'מעל הראש' }).check();
    await form.getByRole('radio', { name: 'חלק', exact: true }).check();
    await form.getByRole('radio', { name: 'מעטים' }).check();
    await form.getByLabel('תמונה (לא חובה)').setInputFiles({
      name: 'IMG_0712.jpg',
      mimeType: 'image/jpeg',
      buffer: await beachPhoto(page),
    });
    await form.getByRole('textbox').fill('סטים נקיים ליד המזח');
    await expect(form.getByText('19/280')).toBeVisible();
    await form.getByRole('checkbox', { name: 'שתפו מיקום לאישור מהחוף' }).check();
    await expectAccessible(page, `report form on a ${screen.name}`);
    await form.getByRole('button', { name: 'שליחת הדיווח' }).click();
    await expect(page.getByText('הדיווח נשלח, תודה!')).toBeVisible();
    await expect(form).toBeHidden();

    const mine = section.getByRole('listitem').filter({ hasText: 'נועה מהחוף' });
    await expect(mine).toContainText('מעל הראש · חלק · מעטים');
    await expect(mine.getByText('מהחוף', { exact: true })).toBeVisible();
    await expect(mine.getByRole('img', { name: /תמונה מהחוף/ })).toBeVisible();
    await expect(mine).toContainText(/התחזית ל־\d\d:00:/);
    await expect(mine.getByRole('img', { name: /מתוך 5/ })).toBeVisible();
    // The report from home has no badge.
    const fromHome = section.getByRole('listitem').filter({ hasText: 'גיל מוקדם' });
    await expect(fromHome).toContainText('מותניים');
    await expect(fromHome.getByText('מהחוף', { exact: true })).toHaveCount(0);
    await expectAccessible(page, `reports on a ${screen.name}`);

    // A second report within half an hour is refused, in Hebrew.
    await section.getByRole('button', { name: 'דווחו מה אתם רואים' }).click();
    await form.getByRole('radio', { name: 'ראש', exact: true }).check();
    await form.getByRole('radio', { name: 'מעט מרקם' }).check();
    await form.getByRole('radio', { name: 'ריק' }).check();
    await form.getByRole('button', { name: 'שליחת הדיווח' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'כבר דיווחתם על החוף הזה בחצי השעה האחרונה',
    );
    await form.getByRole('button', { name: 'ביטול' }).click();

    // The watcher was told, the reporter was not.
    await expect
      .poll(async () => (await notificationsOf(page.request, watcher)).map((n) => n.title))
      .toContainEqual(expect.stringContaining('דיווח מהחוף'));
    const told = (await notificationsOf(page.request, watcher)).find((n) =>
      n.title.includes('דיווח מהחוף'),
    )!;
    expect(told.body).toContain('מעל הראש');
    expect(told.url).toBe(`/forecast/${spot.id}#reports`);

    // The reporter's history.
    await page.goto('/profile/settings');
    await waitForApp(page);
    const history = page.getByRole('region', { name: 'הדיווחים שלי מהחוף' });
    await expect(history.getByRole('listitem').first()).toContainText('מעל הראש · חלק · מעטים');

    // Another surfer thanks it and reports it.
    const fanContext = await browser.newContext({ viewport: screen.viewport });
    const fan = await fanContext.newPage();
    await signIn(`fan-${screen.name}-${RUN}@galim.example`, 'דן מודה', fan);
    await fan.goto(`/forecast/${spot.id}#reports`);
    await waitForApp(fan);
    const fanSection = await reportsOf(fan);
    const thank = fanSection.getByRole('button', { name: /להודות לנועה מהחוף/ });
    await thank.click();
    await expect(thank).toHaveText(/תודה \(1\)/);
    await expect(thank).toHaveAttribute('aria-pressed', 'true');
    await fanSection.getByRole('button', { name: 'דיווח על בעיה בדיווח של נועה מהחוף' }).click();
    const reportDialog = fan.getByRole('dialog', { name: 'דיווח על דיווח מהחוף' });
    await reportDialog.getByRole('combobox').selectOption({ label: 'הדיווח לא נכון' });
    await reportDialog.getByRole('button', { name: 'שליחת דיווח' }).click();
    await expect(fan.getByText('הדיווח נשלח, תודה!')).toBeVisible();
    await fanContext.close();

    // A moderator removes it from the reports inbox.
    const adminContext = await browser.newContext({ viewport: screen.viewport });
    const moderator = await adminContext.newPage();
    await signIn('admin@galim.example', 'נועה מנהלת', moderator);
    await moderator.goto('/admin/reports');
    await waitForApp(moderator);
    const item = moderator.getByRole('article').filter({ hasText: 'דיווח מהחוף' }).first();
    await expect(item).toContainText('סטים נקיים');
    moderator.once('dialog', (d) => void d.accept());
    await item.getByRole('button', { name: 'הסרת הדיווח מהחוף' }).click();
    await expect(moderator.getByText('הדיווח מהחוף הוסר והדיווח עליו סומן כטופל')).toBeVisible();
    await adminContext.close();

    await page.goto(`/forecast/${spot.id}#reports`);
    await waitForApp(page);
    await reportsOf(page);
    await expect(section.getByRole('listitem').filter({ hasText: 'גיל מוקדם' })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'נועה מהחוף' })).toHaveCount(0);
  });
}
