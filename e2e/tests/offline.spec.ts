import { expect, PHONE, test, waitForApp, serviceWorkerControls } from '../support/fixtures';
import type { Page } from '@playwright/test';

// A returning visitor on the beach with no signal: the pages seen before open from what the
// service worker saved, with their content; a page never visited does not pretend to work;
// a write is refused with a message rather than lost.

test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = 'אין חיבור לאינטרנט. מוצג המידע האחרון שנשמר במכשיר';
const NEEDS_CONNECTION = 'צריך חיבור לאינטרנט';
const CRASH = 'אופס! משהו השתבש';

/** Opens `path` once so the service worker takes the page, then again through it. */
async function openUnderWorker(page: Page, path = '/') {
  await page.goto(path);
  await waitForApp(page);
  await serviceWorkerControls(page);
  // The worker now controls the page: this visit's requests go through it and are kept.
  await page.reload();
  await waitForApp(page);
}

test('pages seen once open offline with their content; offline writes are refused', async ({
  page,
  context,
}) => {
  await openUnderWorker(page);
  const homeHeading = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();

  await page.goto('/surfboards');
  await expect(page.getByRole('heading', { level: 1, name: 'גלשנים יד שנייה' })).toBeVisible();
  // Read the first card's link and title at once: the list may re-render when the worker's
  // cached answer is revalidated, so the card is then found again by its own link.
  const first = await page
    .locator('main article h3 a')
    .first()
    .evaluate((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent ?? '' }));
  const boardTitle = first.title.trim();
  await page.locator(`main article h3 a[href="${first.href}"]`).first().click();
  await expect(page).toHaveURL(/\/surfboards\/[0-9a-f]{24}$/);
  const boardUrl = new URL(page.url()).pathname;
  const boardHeading = page.getByRole('heading', { level: 1 });
  // The address changes as the board's page starts to load; the list's heading stays until it
  // has drawn.
  await expect(boardHeading).not.toHaveText('גלשנים יד שנייה');
  await expect(boardHeading).toBeVisible();
  const boardName = (await boardHeading.innerText()).trim();
  expect(boardName.length).toBeGreaterThan(0);

  await page.goto('/forecast');
  const updated = page.getByText(/^עודכן ב־/).first();
  await expect(updated).toBeVisible();
  const updatedText = (await updated.innerText()).trim();

  await page.goto('/faq');
  const summary = page.locator('main details summary').first();
  await expect(summary).toBeVisible();
  const question = (await summary.innerText()).replace('▾', '').trim();
  expect(question.length).toBeGreaterThan(5);

  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'שליחת ההודעה' })).toBeVisible();

  // The saved shell must be what answers, not a page still in memory.
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

  await context.setOffline(true);

  await page.goto('/');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(homeHeading);

  await page.goto('/surfboards');
  await expect(page.getByRole('heading', { level: 1, name: 'גלשנים יד שנייה' })).toBeVisible();
  await expect(page.locator('main article h3 a', { hasText: boardTitle }).first()).toBeVisible();

  await page.goto(boardUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(boardName);

  await page.goto('/forecast');
  // The last forecast, labelled with when it was fetched.
  await expect(page.getByText(updatedText).first()).toBeVisible();
  // With its spot's picture, kept like the photos.
  const picture = page.locator('section[aria-labelledby="spot-title"] img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await page.goto('/faq');
  await expect(page.getByText(question).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  // Control: a page never visited is really not available (so the network is really off). Its
  // message is waited for: the page has settled before the next one is asked for.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'אודות' })).toHaveCount(0);

  // A write made offline: refused with a clear message, not queued silently.
  await page.goto('/contact');
  await page.getByLabel('סוג הפנייה').selectOption('general');
  await page.getByLabel('שם מלא').fill('גולש בחוף');
  await page.getByLabel('אימייל').first().fill('surfer@example.com');
  await page.getByLabel('נושא').fill('בדיקה בלי קליטה');
  await page.getByRole('textbox', { name: 'הודעה' }).fill('הודעה שנכתבה בלי חיבור לאינטרנט.');
  await page.getByRole('button', { name: 'שליחת ההודעה' }).click();
  await expect(page.getByText('אין חיבור לאינטרנט, ולכן הפעולה לא נשלחה ולא נשמרה')).toBeVisible();

  await context.setOffline(false);
});

test('a signed-in surfer’s own pages open offline; signing out forgets them', async ({
  page,
  context,
  signIn,
}) => {
  const session = await signIn('offline.surfer@galim.example', 'גולש בלי קליטה');
  const auth = { authorization: `Bearer ${session.token}` };
  const list = await (await page.request.get('/api/surfboards?page=1&limit=1')).json();
  const board = list.data.boards[0] as { _id: string; title: string };
  const liked = await page.request.patch(`/api/surfboards/${board._id}/like`, { headers: auth });
  expect(liked.ok(), await liked.text()).toBeTruthy();

  // The worker takes the page signIn opened first: had it activated during the next
  // navigation, it could miss the new page, which then stays uncontrolled (seen once in CI).
  await waitForApp(page);
  await serviceWorkerControls(page);
  await page.goto('/profile/favorites');
  await waitForApp(page);
  await serviceWorkerControls(page);
  // Through the worker this time: the favourites answer is kept for this session.
  await page.reload();
  const favourite = page.locator('main').getByText(board.title).first();
  await expect(favourite).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('galim-user')).keys()).length))
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/profile/favorites');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.locator('main').getByText(board.title).first()).toBeVisible();
  await context.setOffline(false);

  // Signing out leaves nothing of this session's answers on the phone.
  await page.goto('/');
  await page.getByRole('button', { name: 'תפריט משתמש' }).click();
  await page.getByRole('menuitem', { name: 'יציאה' }).click();
  await expect(page.getByRole('link', { name: 'כניסה', exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('galim-user')))
    .toBe(false);
});

// Also the guard for a race seen here 1 run in 6: Chromium fires `online` in the page being left
// while the next one loads offline, and the error screen's reload then cancelled that next page.
test('offline, what was never opened says it needs a connection, and loads once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await serviceWorkerControls(page);
  await page.reload();
  await waitForApp(page);

  // Seen once: a list with a filter, and one board (so the board page's code is kept).
  await page.goto('/surfboards?search=Seaside');
  await expect(page.locator('main article h3 a').first()).toBeVisible();
  await page.goto('/surfboards');
  const links = page.locator('main article h3 a');
  await expect(links.nth(1)).toBeVisible();
  const [seen, unseen] = await links.evaluateAll((as) =>
    as.slice(0, 2).map((a) => a.getAttribute('href') ?? ''),
  );
  await page.goto(seen!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const services = await (await page.request.get('/api/services/search?limit=1')).json();
  const service = services.services[0] as { _id: string; serviceType: string };
  const unseenBoard = await (
    await page.request.get(`/api/surfboards/${unseen!.split('/').pop()}`)
  ).json();

  await context.setOffline(true);
  const needsConnection = async (level: 1 | 2 = 1) => {
    await expect(page.getByRole('heading', { level, name: NEEDS_CONNECTION })).toBeVisible();
    await expect(page.getByRole('button', { name: 'נסו שוב' })).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);
  };

  // A list with a filter not asked for before: the list says so, the page around it stays.
  await page.goto('/surfboards?search=Pipe');
  await expect(page.getByRole('heading', { level: 1, name: 'גלשנים יד שנייה' })).toBeVisible();
  await needsConnection(2);
  await expect(
    page.locator('main [aria-busy="true"], main [role="status"] .animate-pulse'),
  ).toHaveCount(0);

  // A board never opened (its page's code is kept, its answer is not).
  await page.goto(unseen!);
  await needsConnection();

  // A service never opened, and the forecast: their pages' code was never fetched.
  await page.goto(`/services/${service.serviceType}/${service._id}`);
  await needsConnection();
  await page.goto('/forecast');
  await needsConnection();

  // Back online, the forecast loads by itself.
  await context.setOffline(false);
  await expect(page.getByText(/^עודכן ב־/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION })).toHaveCount(0);

  // And the retry button brings the board.
  await context.setOffline(true);
  await page.goto(unseen!);
  await needsConnection();
  await context.setOffline(false);
  await page
    .getByRole('button', { name: 'נסו שוב' })
    .click({ timeout: 2_000 })
    .catch(() => undefined); // It may have retried by itself first.
  // The board page itself: its name as the heading, its full title on the page.
  await expect(page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION })).toHaveCount(0);
  await expect(page.locator('main')).toContainText(unseenBoard.data.title);
});

test('a like made offline says it will be sent, and is sent once back online', async ({
  page,
  context,
  signIn,
}) => {
  const session = await signIn('offline.liker@galim.example', 'אוהבת גלשנים');
  const auth = { authorization: `Bearer ${session.token}` };
  const list = await (await page.request.get('/api/surfboards?page=1&limit=1')).json();
  const board = list.data.boards[0] as { _id: string; title: string };

  await waitForApp(page);
  await serviceWorkerControls(page);
  await page.goto(`/surfboards/${board._id}`);
  await waitForApp(page);
  await serviceWorkerControls(page);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const like = page.getByRole('button', { name: 'הוספה למועדפים' });
  await expect(like).toBeEnabled();

  await context.setOffline(true);
  await like.click();
  await expect(page.getByText('אין חיבור לאינטרנט — הלייק יישלח כשהחיבור יחזור')).toBeVisible();
  await expect(page.getByText('שגיאה בעדכון סטטוס המועדף')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText('החיבור חזר: הגלשן נוסף למועדפים')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'הסרה מהמועדפים' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const liked = await (
    await page.request.get(`/api/surfboards/${board._id}/liked`, { headers: auth })
  ).json();
  expect(liked.data.liked).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a like made offline survives leaving the page and a reload, and is sent once', async ({
    page,
    context,
    signIn,
  }) => {
    const session = await signIn('offline.reloader@galim.example', 'גולשת בלי קליטה');
    const auth = { authorization: `Bearer ${session.token}` };
    const list = await (await page.request.get('/api/surfboards?page=1&limit=3')).json();
    const [board, other] = list.data.boards as { _id: string; favoriteCount: number }[];
    const boardUrl = `/surfboards/${board!._id}`;
    const otherUrl = `/surfboards/${other!._id}`;
    const likesSent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && /\/(un)?like$/.test(request.url())) {
        likesSent.push(new URL(request.url()).pathname);
      }
    });

    // Both boards seen once online, through the worker, so they open offline.
    await waitForApp(page);
    await serviceWorkerControls(page);
    for (const url of [otherUrl, boardUrl]) {
      await page.goto(url);
      await waitForApp(page);
      await serviceWorkerControls(page);
      await page.reload();
      await waitForApp(page);
      await expect(page.getByRole('button', { name: 'הוספה למועדפים' })).toBeEnabled();
    }

    await context.setOffline(true);
    await page.getByRole('button', { name: 'הוספה למועדפים' }).click();
    // One message, not a promise beside an error.
    await expect(page.getByText('אין חיבור לאינטרנט — הלייק יישלח כשהחיבור יחזור')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('שגיאה בעדכון סטטוס המועדף')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'הסרה מהמועדפים' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Liked and unliked again offline: nothing is to be sent for that board.
    await page.goto(otherUrl);
    await waitForApp(page);
    await page.getByRole('button', { name: 'הוספה למועדפים' }).click();
    await page.getByRole('button', { name: 'הסרה מהמועדפים' }).click();
    await expect(page.getByRole('button', { name: 'הוספה למועדפים' })).toBeVisible();

    // Left, and opened again from the home screen: still shown as liked.
    await page.goto('/');
    await page.goto(boardUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'הסרה מהמועדפים' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(likesSent).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('החיבור חזר: הגלשן נוסף למועדפים')).toBeVisible({
      timeout: 20_000,
    });
    const liked = await (
      await page.request.get(`/api/surfboards/${board!._id}/liked`, { headers: auth })
    ).json();
    expect(liked.data.liked).toBe(true);
    const detail = await (await page.request.get(`/api/surfboards/${board!._id}`)).json();
    expect(detail.data.favoriteCount).toBe(board!.favoriteCount + 1);
    const otherLiked = await (
      await page.request.get(`/api/surfboards/${other!._id}/liked`, { headers: auth })
    ).json();
    expect(otherLiked.data.liked).toBe(false);

    // Sent once: not again at the next start either.
    await page.reload();
    await expect(page.getByRole('button', { name: 'הסרה מהמועדפים' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(likesSent).toEqual([`/api/surfboards/${board!._id}/like`]);
  });
  test('offline, a page never opened keeps the header and menu around its message', async ({
    page,
    context,
  }) => {
    await openUnderWorker(page);

    await context.setOffline(true);
    for (const path of ['/services', '/contact', '/forecast']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION })).toBeVisible();
      // The app's frame, as on a page seen before: the header with its menu, and the footer.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: 'פתיחת תפריט' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    }
    // The menu works: the home page, seen before, opens from it.
    await page.getByRole('button', { name: 'פתיחת תפריט' }).click();
    await page
      .getByRole('navigation', { name: 'ניווט ראשי' })
      .getByRole('link', { name: 'ראשי', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: NEEDS_CONNECTION })).toHaveCount(0);
    await context.setOffline(false);
  });
});
