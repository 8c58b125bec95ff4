import { adminToken, approveBoard, publishBoard } from '../support/api';
import { PHONE, expect, test, waitForApp, liveStreamOpened } from '../support/fixtures';

// Live updates (issue 43, decision 044): what happens for a signed-in user elsewhere reaches
// their open page at once over GET /api/live, not at the next minute's poll, and a stream that
// drops comes back and gets what it missed.

test.use({ viewport: PHONE });

test('a notification reaches the open page at once, and after a dropped connection', async ({
  page,
  context,
  request,
  signIn,
}) => {
  const seller = await signIn(`live-${Date.now()}@galim.example`, 'גלית חיה');
  const first = await publishBoard(request, seller.token, { title: `Live ${Date.now()}` });
  const second = await publishBoard(request, seller.token, { title: `Live 2 ${Date.now()}` });
  const streamOpened = liveStreamOpened(page);
  await page.goto('/profile/my-surfboards');
  await waitForApp(page);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);
  // The stream is open before anything happens.
  await streamOpened;

  const admin = await adminToken(request);
  await approveBoard(request, admin, first);
  // The badge polls once a minute: within 30 s only the live stream can have told it.
  await expect(badge).toHaveText('1', { timeout: 30_000 });

  // The connection drops; meanwhile the second board is approved; back online, the stream
  // resumes after the last event it had and the badge counts both, once each.
  await context.setOffline(true);
  await approveBoard(request, admin, second);
  await context.setOffline(false);
  await expect(badge).toHaveText('2', { timeout: 30_000 });
  expect(loads).toEqual([]);
});
