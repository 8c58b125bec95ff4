import type { Page } from '@playwright/test';
import { adminToken, approveBoard, publishBoard, tokenFor } from '../support/api';
import { expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// Issue 16 journeys: a saved search meets a board an admin approves (badge, centre, board page),
// and a surf alert fires when the surf-alerts job runs.

const RUN = Date.now().toString(36);
const WORD = `alertboard${RUN}`;

test.describe.configure({ mode: 'serial' });

/** The push offer may follow the first saved alert (when the browser supports push). */
async function dismissPushOffer(page: Page) {
  const notNow = page.getByRole('button', { name: 'לא עכשיו' });
  if (await notNow.isVisible({ timeout: 2000 }).catch(() => false)) await notNow.click();
}

test('a saved search is told when a matching board is approved; the notification opens it', async ({
  page,
  request,
  signIn,
}) => {
  await page.goto('/');
  await signIn(`surfer-${RUN}@galim.example`, 'דנה גולשת');
  await page.goto(`/surfboards?search=${WORD}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'שמירת חיפוש והתראה' }).click();
  const dialog = page.getByRole('dialog', { name: 'שמירת חיפוש והתראה' });
  await dialog.getByLabel('שם לחיפוש (לא חובה)').fill('הגלשן שאני מחפשת');
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('החיפוש נשמר')).toBeVisible();
  await dismissPushOffer(page);

  // A seller publishes a matching board; an admin approves it.
  const seller = await tokenFor(request, `seller-${RUN}@galim.example`, 'יוני מוכר');
  const boardId = await publishBoard(request, seller, {
    title: `Fish ${WORD}`,
    volume: '35',
    locationText: 'תל אביב',
  });
  await approveBoard(request, await adminToken(request), boardId);

  // The badge on the avatar shows 1 (the match job runs on the queue: reload until it has).
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('unread-badge')).toHaveText('1', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('unread-badge').click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  const item = page.getByRole('button', { name: /גלשן חדש לחיפוש "הגלשן שאני מחפשת"/ });
  await expect(item).toBeVisible();
  await expect(page.getByText(/לפני|עכשיו/).first()).toBeVisible();
  await expectAccessible(page, 'notification centre');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/surfboards/${boardId}`));
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('a surf alert fires when the job runs, once per day', async ({ page, request, signIn }) => {
  await page.goto('/');
  await signIn(`surfer-${RUN}@galim.example`, 'דנה גולשת');
  await page.goto('/forecast/tel-aviv-hilton');
  await waitForApp(page);
  await page.getByRole('button', { name: /התראת גלים/ }).click();
  const dialog = page.getByRole('dialog', { name: /התראת גלים/ });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('ההתראה נשמרה')).toBeVisible();
  await dismissPushOffer(page);

  const admin = await tokenFor(request, 'admin@galim.example', 'נועה מנהלת');
  const run = await request.post('/api/admin/jobs/surf-alerts/run', {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(run.status()).toBe(200);
  expect((await run.json()).data.state).toBe('completed');

  await page.goto('/profile/notifications');
  const alerts = page.getByRole('button', { name: 'התראת גלים: תל אביב – הילטון' });
  await expect(alerts.first()).toBeVisible();
  const count = await alerts.count();
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/תל אביב – הילטון (היום|מחר|מחרתיים|ביום).*★/).first()).toBeVisible();

  // Running again tells nothing new for the same days.
  await request.post('/api/admin/jobs/surf-alerts/run', {
    headers: { authorization: `Bearer ${admin}` },
  });
  await page.reload();
  await expect(alerts.first()).toBeVisible();
  await expect(alerts).toHaveCount(count);

  // The settings page lists the alert and the search, and keeps the connected-devices card.
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'התראות גלים' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'חיפושים שמורים' })).toBeVisible();
  await expect(page.getByText('הגלשן שאני מחפשת')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'שעות שקטות' }).or(page.getByText('שעות שקטות')),
  ).toBeVisible();
  await expectAccessible(page, 'settings');
});

test('an admin sees the jobs with their last run', async ({ page, signIn }) => {
  await page.goto('/');
  await signIn('admin@galim.example', 'נועה מנהלת');
  await page.goto('/admin/jobs');
  await waitForApp(page);
  // One card per job (a table did not fit a phone): it has run, and not failed.
  const job = page.getByRole('listitem', { name: /התראות גלים/ });
  await expect(job.locator('time')).toHaveCount(1);
  await expect(job).not.toContainText('נכשלה');
  await expectAccessible(page, 'admin jobs');
});

test.describe('push on a device', () => {
  // The suite blocks the service worker (it would answer API stubs from its cache); this test
  // is about the worker itself.
  test.use({ serviceWorkers: 'allow' });
  test('the service worker shows a pushed message in Hebrew, right to left, with icon and badge', async ({
    page,
    context,
    baseURL,
  }) => {
    // Minutes, not seconds: the worker installs its precache first on a shared, busy machine.
    test.setTimeout(300_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/');
    await waitForApp(page);
    // The worker must be activated, not only active (ready resolves while it is still
    // activating, and Workbox's activation clears old caches first).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 120_000,
      })
      .toBe('activated');
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) =>
      registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const shown = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          dir: n.dir,
          lang: n.lang,
          icon: n.icon,
          badge: n.badge,
          data: n.data as unknown,
        }));
      });
    // Push is delivered at least once, as a push service does: on a loaded machine the first
    // delivery can reach a worker that is still starting, so it is sent again until shown. The
    // tag makes a repeat replace the first, so exactly one notification is expected.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: registrations[0]!.registrationId,
        data: JSON.stringify({
          title: 'התראת גלים: תל אביב – הילטון',
          body: 'תל אביב – הילטון מחר 07:00–10:00: ★★★★ 1.2 מ׳ 10 שנ׳',
          url: '/forecast?spot=tel-aviv-hilton',
          tag: 'surf-alert:1',
        }),
      });
      await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1);
    }).toPass({ timeout: 90_000 });
    expect(await shown()).toEqual([
      expect.objectContaining({
        title: 'התראת גלים: תל אביב – הילטון',
        body: 'תל אביב – הילטון מחר 07:00–10:00: ★★★★ 1.2 מ׳ 10 שנ׳',
        dir: 'rtl',
        lang: 'he',
        icon: expect.stringContaining('/pwa-192x192.png'),
        badge: expect.stringContaining('/pwa-64x64.png'),
        data: { url: '/forecast?spot=tel-aviv-hilton' },
      }),
    ]);
  });
});
