import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, approveBoard, publishBoard } from '../support/api';
import {
  PHONE,
  expect,
  test,
  waitForApp,
  liveStreamOpened,
  type SignIn,
} from '../support/fixtures';

// Live updates (issue 43, decision 044): what happens for a signed-in user elsewhere reaches
// their open page at once over GET /api/live, not at the next minute's poll, and a stream that
// drops comes back and gets what it missed.

test.use({ viewport: PHONE });

/** A seller with two boards waiting for approval, on their boards page with the stream open. */
async function sellerWatching(page: Page, request: APIRequestContext, signIn: SignIn) {
  const seller = await signIn(`live-${Date.now()}@galim.example`, 'גלית חיה');
  const boards = [
    await publishBoard(request, seller.token, { title: `Live ${Date.now()}` }),
    await publishBoard(request, seller.token, { title: `Live 2 ${Date.now()}` }),
  ] as const;
  const streamOpened = liveStreamOpened(page);
  await page.goto('/profile/my-surfboards');
  await waitForApp(page);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);
  // The stream is open before anything happens.
  await streamOpened;
  return { boards, badge, loads, admin: await adminToken(request) };
}

test('a notification reaches the open page at once', async ({ page, request, signIn }) => {
  // With the service worker running, as a returning visitor has it (the default here).
  const { boards, badge, loads, admin } = await sellerWatching(page, request, signIn);
  await approveBoard(request, admin, boards[0]);
  // The badge polls once a minute: within 30 s only the live stream can have told it.
  await expect(badge).toHaveText('1', { timeout: 30_000 });
  await approveBoard(request, admin, boards[1]);
  await expect(badge).toHaveText('2', { timeout: 30_000 });
  expect(loads).toEqual([]);
});

test.describe('after a dropped connection', () => {
  // Chromium's offline emulation does not cut a stream the service worker lets through to the
  // network, while the worker's own requests do go offline: with it running, the stream would
  // never drop here, and the badge's refetch would be answered from the worker's cache.
  test.use({ serviceWorkers: 'block' });

  test('the stream comes back and gets what it missed, once', async ({
    page,
    context,
    request,
    signIn,
  }) => {
    const { boards, badge, loads, admin } = await sellerWatching(page, request, signIn);
    await approveBoard(request, admin, boards[0]);
    await expect(badge).toHaveText('1', { timeout: 30_000 });

    // The connection drops; meanwhile the second board is approved; back online, the stream
    // resumes after the last event it had and the badge counts both, once each.
    await context.setOffline(true);
    await approveBoard(request, admin, boards[1]);
    await context.setOffline(false);
    await expect(badge).toHaveText('2', { timeout: 30_000 });
    expect(loads).toEqual([]);
  });
});
