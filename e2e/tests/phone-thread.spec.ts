import { adminToken, approveBoard, bearer, publishBoard, tokenFor } from '../support/api';
import { PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 11: a conversation on a phone sat under about 600 px of the profile's chrome
// (title, actions, profile card), its message box below the fold. It takes the whole screen, as
// in a messaging app: the box is on the first screen, with the way back to the list.

test.use({ viewport: PHONE });

const RUN = Date.now().toString(36);

test('an open conversation on a phone shows its message box without scrolling', async ({
  page,
  request,
  signIn,
}) => {
  const seller = await tokenFor(request, `pt-seller-${RUN}@galim.example`, 'שי מוכר');
  const boardId = await publishBoard(request, seller, { title: `Mini ${RUN}`, price: '900' });
  await approveBoard(request, await adminToken(request), boardId);
  const buyer = await signIn(`pt-buyer-${RUN}@galim.example`, 'רון קונה');
  const res = await request.post('/api/conversations', {
    headers: bearer(buyer.token),
    data: { boardId, body: 'היי, הגלשן עוד זמין?' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const threadId = (await res.json()).data.conversation._id as string;
  const reply = await request.post(`/api/conversations/${threadId}/messages`, {
    headers: bearer(seller),
    data: { body: 'כן, אפשר לבוא לראות מחר' },
  });
  expect(reply.status()).toBe(201);

  await page.goto(`/profile/messages/${threadId}`);
  await waitForApp(page);
  await expect(page.getByText('כן, אפשר לבוא לראות מחר')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The message box whole on the first screen, the way back to the list above it.
  await expect(page.getByRole('textbox', { name: 'הודעה' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'לכל ההודעות' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'שליחה' })).toBeInViewport({ ratio: 1 });
});
