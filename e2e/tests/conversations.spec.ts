import { adminToken, approveBoard, bearer, publishBoard, tokenFor } from '../support/api';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  test,
  waitForApp,
  liveStreamOpened,
} from '../support/fixtures';

// Issue 43: a buyer writes to the seller from the board page, and the two talk in one thread,
// live, each on their own phone: a message shows in the other's open thread and inbox without a
// reload, "נקרא" shows under a message once the other side opened it. Nobody else reads it.

test.use({ viewport: PHONE });

const RUN = Date.now().toString(36);
const TITLE = `Fish שיחה ${RUN}`;
const SELLER = { email: `c-seller-${RUN}@galim.example`, name: 'יוני מוכר' };
const BUYER = { email: `c-buyer-${RUN}@galim.example`, name: 'דנה קונה' };
const FIRST = 'יש בו תיקונים? אפשר לראות אותו בשבת בבוקר? 🏄 6\'2" <b>דחוף</b>';
const REPLY = 'אין תיקונים. בשבת ב־8 בחוף הילטון.';
const AGAIN = 'מעולה, נתראה שם';

test('buyer and seller talk about a board in one thread, live, on two phones', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seller = await tokenFor(request, SELLER.email, SELLER.name);
  const boardId = await publishBoard(request, seller, { title: TITLE, price: '1700' });
  await approveBoard(request, await adminToken(request), boardId);

  // A visitor is asked to sign in first.
  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'הודעה למוכר' });
  await expect(section.getByRole('link', { name: 'התחברות ושליחת הודעה למוכר' })).toBeVisible();

  // The seller's phone: the inbox is open, empty.
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const sellerPage = await sellerContext.newPage();
  await signIn(SELLER.email, SELLER.name, sellerPage);
  const sellerLive = liveStreamOpened(sellerPage);
  await sellerPage.goto('/profile/messages');
  await waitForApp(sellerPage);
  // The seller's live stream is open before the buyer writes.
  await sellerLive;
  await expect(sellerPage.getByText('עדיין אין שיחות')).toBeVisible();

  // The buyer writes; the safe-deal advice follows the first contact.
  await signIn(BUYER.email, BUYER.name);
  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  await section.getByRole('textbox', { name: 'ההודעה שלכם' }).fill(FIRST);
  await section.getByRole('button', { name: 'שליחת הודעה' }).click();
  await expect(page.getByText('ההודעה נשלחה למוכר')).toBeVisible();
  const advice = page.getByRole('dialog', { name: 'קנייה בטוחה: לפני שנפגשים' });
  await expect(advice).toBeVisible();
  await advice.getByRole('button', { name: 'הבנתי' }).click();
  await section.getByRole('link', { name: 'לשיחה עם המוכר' }).click();
  // The other side by first name, as on a board's seller facts.
  await expect(page.getByRole('heading', { name: 'יוני', level: 2 })).toBeVisible();
  const thread = page.getByRole('list', { name: 'הודעות' });
  await expect(thread.getByText(FIRST)).toBeVisible();

  // The seller's inbox shows it without a reload (its own poll is a minute).
  const row = sellerPage.getByRole('link').filter({ hasText: TITLE });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByLabel('הודעה אחת שלא נקראה')).toHaveText('1');
  await expectAccessible(sellerPage, 'inbox');
  await row.click();
  const sellerThread = sellerPage.getByRole('list', { name: 'הודעות' });
  await expect(sellerThread.getByText(FIRST)).toBeVisible();
  await expectNoOverflow(sellerPage);

  // The buyer sees it read, live.
  await expect(thread.getByText('נקרא')).toBeVisible({ timeout: 30_000 });

  // The seller answers: it reaches the buyer's open thread without a reload.
  await sellerPage.getByRole('textbox', { name: 'הודעה' }).fill(REPLY);
  await sellerPage.getByRole('button', { name: 'שליחה' }).click();
  await expect(sellerThread.getByText(REPLY)).toBeVisible();
  await expect(thread.getByText(REPLY)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'thread');

  // And back: one thread, as many messages as they like, in order.
  await page.getByRole('textbox', { name: 'הודעה' }).fill(AGAIN);
  await page.getByRole('button', { name: 'שליחה' }).click();
  await expect(sellerThread.getByText(AGAIN)).toBeVisible({ timeout: 30_000 });
  await expect(sellerThread.getByRole('listitem')).toHaveText([
    new RegExp(escape(FIRST)),
    new RegExp(escape(REPLY)),
    new RegExp(escape(AGAIN)),
  ]);

  // Nobody else reads it: not a third user, not an admin.
  const threadId = new URL(page.url()).pathname.split('/').pop()!;
  const stranger = await tokenFor(request, `c-other-${RUN}@galim.example`, 'עומר');
  for (const token of [stranger, await adminToken(request)]) {
    const res = await request.get(`/api/conversations/${threadId}/messages`, {
      headers: bearer(token),
    });
    expect(res.status()).toBe(404);
  }
  await sellerContext.close();
});

test('signing in from the board’s message comes back to it, not to the top', async ({
  page,
  request,
}) => {
  const seller = await tokenFor(request, `c-seller2-${RUN}@galim.example`, 'מוכר שני');
  const boardId = await publishBoard(request, seller, { title: `${TITLE} 2`, price: '1500' });
  await approveBoard(request, await adminToken(request), boardId);

  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'הודעה למוכר' });
  await section.getByRole('link', { name: 'התחברות ושליחת הודעה למוכר' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/קראתי ואני מסכים/).check();
  const dev = page.getByRole('region', { name: 'כניסת מפתחים' });
  await dev.getByLabel('דוא״ל').fill(`c-back-${RUN}@galim.example`);
  await dev.getByRole('button', { name: 'כניסה', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/surfboards/${boardId}#message$`));
  await expect(section.getByRole('textbox', { name: 'ההודעה שלכם' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'הודעה למוכר' })).toBeFocused();
  await expect(section.getByRole('textbox', { name: 'ההודעה שלכם' })).toBeInViewport();
});

test('the seller’s answer in the notifications opens the thread at that answer', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seller = await tokenFor(request, `c-seller3-${RUN}@galim.example`, 'מוכר שלישי');
  const boardId = await publishBoard(request, seller, { title: `${TITLE} 3`, price: '1300' });
  await approveBoard(request, await adminToken(request), boardId);
  const buyer = await signIn(`c-note-${RUN}@galim.example`, 'נועה קונה');
  // A long thread, so that its last message is far below its start on a phone.
  let threadId = '';
  for (let i = 1; i <= 12; i++) {
    const res = await request.post(
      threadId ? `/api/conversations/${threadId}/messages` : '/api/conversations',
      {
        headers: bearer(i % 2 ? buyer.token : seller),
        data: threadId ? { body: `הודעה ${i}: עוד שאלה קטנה על הגלשן` } : { boardId, body: 'היי' },
      },
    );
    expect(res.status(), await res.text()).toBe(201);
    if (!threadId) threadId = (await res.json()).data.conversation._id;
  }
  const answer = `התשובה האחרונה ${RUN}`;
  const sent = await request.post(`/api/conversations/${threadId}/messages`, {
    headers: bearer(seller),
    data: { body: answer },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/profile/notifications');
  await waitForApp(page);
  await page.getByRole('button', { name: 'הודעה חדשה מהמוכר' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/profile/messages/${threadId}$`));
  // The answer is on screen, not twelve messages below the top.
  await expect(page.getByRole('list', { name: 'הודעות' }).getByText(answer)).toBeInViewport();
});

test('old question links lead to the messages', async ({ page, signIn }) => {
  await signIn(`c-old-${RUN}@galim.example`, 'גל');
  await page.goto('/profile/questions');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/profile\/messages$/);
  await expect(page.getByRole('heading', { name: 'הודעות', level: 2 })).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a board without photos, with the message form below it, keeps to the page width', async ({
    page,
    request,
    signIn,
  }) => {
    const seller = await tokenFor(request, `c-wide-${RUN}@galim.example`, 'מוכר');
    const boardId = await publishBoard(request, seller, { title: `${TITLE} רחב`, price: '900' });
    await approveBoard(request, await adminToken(request), boardId);
    await signIn(`c-wide-buyer-${RUN}@galim.example`, 'קונה');
    await page.goto(`/surfboards/${boardId}`);
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'הודעה למוכר' })).toBeVisible();
    await expectNoOverflow(page);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
