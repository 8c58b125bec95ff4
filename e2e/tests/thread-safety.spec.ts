import { adminToken, approveBoard, bearer, publishBoard, tokenFor } from '../support/api';
import { PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// Issue 43, item 6: inside a thread, the buyer is warned beside a message that asks for a
// deposit, sees a link's domain before it opens, reports the message (and only then does the
// moderator read the thread, the message marked), and blocks the seller: no more messages either
// way, and the seller's boards leave the buyer's list.

test.use({ viewport: PHONE });

const RUN = Date.now().toString(36);
const TITLE = `Mini mal בטוח ${RUN}`;
const SCAM = 'שמור לך אם תעביר מקדמה של 300 בביט. פרטים: https://pay.example-scam.test/deposit';

test('a deposit request is flagged, reported, read by the moderator, and its sender blocked', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seller = await tokenFor(request, `s-seller-${RUN}@galim.example`, 'רועי');
  const boardId = await publishBoard(request, seller, { title: TITLE, price: '1200' });
  const admin = await adminToken(request);
  await approveBoard(request, admin, boardId);

  // The buyer asks (through the API, as the board page does), the seller answers with a scam.
  const { token: buyer } = await signIn(`s-buyer-${RUN}@galim.example`, 'מיכל');
  const opened = await request.post('/api/conversations', {
    headers: bearer(buyer),
    data: { boardId, body: 'עדיין זמין? אפשר לראות מחר?' },
  });
  expect(opened.status()).toBe(201);
  const threadId = (await opened.json()).data.conversation._id as string;
  const scam = await request.post(`/api/conversations/${threadId}/messages`, {
    headers: bearer(seller),
    data: { body: SCAM },
  });
  expect(scam.status()).toBe(201);

  await page.goto(`/profile/messages/${threadId}`);
  await waitForApp(page);
  const message = page.getByRole('listitem').filter({ hasText: 'שמור לך אם תעביר מקדמה' });
  const card = message.getByRole('complementary', { name: 'רגע לפני שממשיכים' });
  await expect(card).toContainText('לעולם אל תעבירו מקדמה על גלשן שלא ראיתם');
  // The link shows where it goes, and opens only after a tap.
  await expect(message.getByRole('link')).toHaveCount(0);
  await message.getByRole('button', { name: 'קישור ל-pay.example-scam.test' }).click();
  await expect(message.getByRole('link', { name: 'פתיחת הקישור' })).toHaveAttribute(
    'href',
    'https://pay.example-scam.test/deposit',
  );
  await expectAccessible(page, 'thread with a warning');

  // Before a report the moderator cannot read the thread.
  const before = await request.get(`/api/admin/conversations/${threadId}`, {
    headers: bearer(admin),
  });
  expect(before.status()).toBe(404);

  await card.getByRole('button', { name: 'זה נראה כמו הונאה? דווחו לנו' }).click();
  const dialog = page.getByRole('dialog', { name: 'דיווח על הודעה' });
  await dialog.getByRole('combobox').selectOption('scam');
  await dialog.getByRole('button', { name: 'שליחת דיווח' }).click();
  await expect(
    page.getByText('הדיווח נשלח. צוות גלים יקרא את השיחה הזו כדי לבדוק אותו.'),
  ).toBeVisible();

  // The moderator follows the report to the thread, the reported message marked.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await signIn('admin@galim.example', 'נועה מנהלת', adminPage);
  await adminPage.goto('/admin/reports');
  await waitForApp(adminPage);
  await adminPage.getByRole('link', { name: TITLE }).first().click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/conversations/${threadId}`));
  const reported = adminPage.getByRole('listitem').filter({ hasText: 'שמור לך אם תעביר מקדמה' });
  await expect(reported).toContainText('דווחה');
  await expect(
    adminPage.getByRole('listitem').filter({ hasText: 'עדיין זמין? אפשר לראות מחר?' }),
  ).not.toContainText('דווחה');
  await adminContext.close();

  // The buyer blocks the seller: no box to write in, the seller cannot write either.
  await page.getByRole('button', { name: 'חסימת רועי' }).click();
  await page.getByRole('dialog', { name: 'לחסום?' }).getByRole('button', { name: 'חסימה' }).click();
  await expect(page.getByText('חסמתם את המשתמש הזה: אי אפשר לשלוח הודעות ביניכם.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'הודעה' })).toHaveCount(0);
  const refused = await request.post(`/api/conversations/${threadId}/messages`, {
    headers: bearer(seller),
    data: { body: 'נו?' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('CONVERSATION_BLOCKED');

  // The seller's board leaves the buyer's list, not a visitor's.
  const listed = async (headers: Record<string, string>) =>
    (
      (await (await request.get('/api/surfboards?limit=48', { headers })).json()).data.boards as {
        _id: string;
      }[]
    ).some((b) => b._id === boardId);
  expect(await listed(bearer(buyer))).toBe(false);
  expect(await listed({})).toBe(true);
});
