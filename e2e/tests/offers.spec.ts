import { adminToken, approveBoard, bearer, publishBoard, tokenFor } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  test,
  waitForApp,
  liveStreamOpened,
} from '../support/fixtures';

// Issue 43: ask → offer → counter → accept → reserved → sold to this buyer → review → on the
// seller's profile, on two phones. The offers show as cards in the thread, live on the other
// side; the accepted one holds the board for the buyer ("שמור" on its page), the seller's "sold"
// dialog names the buyer, whose accepted offer becomes the price, and that buyer reviews.

test.use({ viewport: PHONE });

const RUN = Date.now().toString(36);
const TITLE = `Egg הצעות ${RUN}`;
const SELLER = { email: `o-seller-${RUN}@galim.example`, name: 'יוני מוכר' };
const BUYER = { email: `o-buyer-${RUN}@galim.example`, name: 'דנה קונה' };

test('offer, counter, accept, reserved, sold to that buyer, reviewed on the profile', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seller = await tokenFor(request, SELLER.email, SELLER.name);
  const boardId = await publishBoard(request, seller, { title: TITLE, price: '1700' });
  await approveBoard(request, await adminToken(request), boardId);

  // The buyer asks first (through the API: the board page's form has its own journey).
  const buyer = await tokenFor(request, BUYER.email, BUYER.name);
  const opened = await request.post('/api/conversations', {
    headers: bearer(buyer),
    data: { boardId, body: 'עדיין זמין? אפשר להציע מחיר?' },
  });
  expect(opened.status()).toBe(201);
  const threadId = (await opened.json()).data.conversation._id as string;

  const sellerContext = await browser.newContext({ viewport: PHONE });
  const sellerPage = await sellerContext.newPage();
  const { user: sellerUser } = await signIn(SELLER.email, SELLER.name, sellerPage);
  const sellerLive = liveStreamOpened(sellerPage);
  await sellerPage.goto(`/profile/messages/${threadId}`);
  await waitForApp(sellerPage);
  // The seller's live stream is open before the buyer offers.
  await sellerLive;
  const sellerThread = sellerPage.getByRole('list', { name: 'הודעות' });
  await expect(sellerThread.getByText('עדיין זמין?')).toBeVisible();

  await signIn(BUYER.email, BUYER.name);
  const buyerLive = liveStreamOpened(page);
  await page.goto(`/profile/messages/${threadId}`);
  await waitForApp(page);
  await buyerLive;
  const thread = page.getByRole('list', { name: 'הודעות' });

  // The buyer offers ₪1,200.
  await page.getByRole('button', { name: 'הצעת מחיר' }).click();
  await page.getByRole('textbox', { name: 'הסכום (₪)' }).fill('0');
  await page.getByRole('button', { name: 'שליחת ההצעה' }).click();
  await expect(page.getByText('הצעת מחיר היא סכום שלם בשקלים, מ-1 עד 50,000')).toBeVisible();
  await page.getByRole('textbox', { name: 'הסכום (₪)' }).fill('1200');
  await page.getByRole('button', { name: 'שליחת ההצעה' }).click();
  await expect(thread.getByRole('article', { name: /1,200/ })).toContainText('ממתינה לתשובה');

  // The seller sees it live and counters with ₪1,400.
  const offerCard = sellerThread.getByRole('article', { name: /1,200/ });
  await expect(offerCard).toBeVisible({ timeout: 30_000 });
  await offerCard.getByRole('button', { name: 'הצעה נגדית' }).click();
  await sellerPage.getByRole('textbox', { name: 'הסכום (₪)' }).fill('1400');
  await sellerPage.getByRole('button', { name: 'שליחת ההצעה' }).click();
  await expect(sellerThread.getByRole('article', { name: /1,200/ })).toContainText(
    'הוחלפה בהצעה חדשה',
  );

  // The buyer accepts the counter-offer: the board is held for them.
  const counter = thread.getByRole('article', { name: /1,400/ });
  await expect(counter).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'thread with offers');
  await counter.getByRole('button', { name: 'קבלה' }).click();
  await expect(page.getByText(/הגלשן שמור עבורכם עד/)).toBeVisible();
  await expect(sellerPage.getByText(/שמור עבור דנה עד/)).toBeVisible({ timeout: 30_000 });
  // The thread's header says the board's real state.
  const header = page.locator('p', { hasText: /^על הגלשן:/ });
  await expect(header).toContainText('· שמור');
  await expect(header).not.toContainText('זמין');

  // "שמור" on the board page, for everyone; another buyer's offer is refused meanwhile.
  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  await expect(page.getByText('שמור עבורכם')).toBeVisible();
  const other = await tokenFor(request, `o-other-${RUN}@galim.example`, 'נועה');
  const otherThread = await request.post('/api/conversations', {
    headers: bearer(other),
    data: { boardId, body: 'גם אני מעוניינת' },
  });
  const otherId = (await otherThread.json()).data.conversation._id as string;
  const refused = await request.post(`/api/conversations/${otherId}/offers`, {
    headers: bearer(other),
    data: { amount: 1600 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('BOARD_RESERVED');

  // The buyer is back in the thread when the seller marks it sold, to Dana, at the accepted
  // ₪1,400: the dialog opens on her and her price, no one else may be chosen.
  await page.goto(`/profile/messages/${threadId}`);
  await waitForApp(page);
  await sellerPage.goto('/profile/my-surfboards');
  await waitForApp(sellerPage);
  const row = sellerPage.getByRole('article').filter({ hasText: TITLE });
  await row.getByRole('button', { name: 'ניהול' }).click();
  const dialog = sellerPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'סימון כנמכר' }).click();
  await expect(dialog.getByRole('group', { name: 'למי נמכר?' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /דנה/ })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /מחיר המכירה/ })).toHaveValue('1400');
  await expect(dialog.getByRole('radio', { name: 'למישהו מחוץ לגלים' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /נועה/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'סימון כנמכר' }).click();
  await expect(sellerPage.getByText('הגלשן סומן כנמכר בהצלחה!')).toBeVisible();

  const sold = await request.get(`/api/surfboards/${boardId}`, { headers: bearer(seller) });
  expect((await sold.json()).data).toMatchObject({
    sold: true,
    soldStatus: { soldPrice: 1400 },
    reservedUntil: null,
  });
  await sellerContext.close();

  // The buyer's open thread tells her at once, with the review of the seller under it.
  const notice = thread.getByText('הגלשן נמכר לכם! עכשיו אפשר לכתוב חוות דעת על המוכר.');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(header).toContainText('· נמכר');
  await expect(page.getByText(/איך היה לקנות מ/)).toBeVisible();
  await expect(page.getByText(/אפשר לכתוב עד \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expectAccessible(page, 'thread with the sale notice');

  // The buyer Galim recorded reviews the seller from the thread, and the review shows on the
  // seller's public profile with its stars.
  const slug = `o-seller-${RUN}`;
  const profile = await request.put(`/api/users/${sellerUser._id}`, {
    headers: bearer(seller),
    data: {
      firstName: 'יוני',
      lastName: 'מוכר',
      phone: '0501234567',
      slug,
      publicProfile: { visible: true },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await page.goto(`/profile/messages/${threadId}`);
  await waitForApp(page);
  await expect(page.getByText(/איך היה לקנות מ/)).toBeVisible();
  await page.getByRole('button', { name: 'כתיבת ביקורת' }).click();
  await page.getByRole('radio', { name: '5 כוכבים' }).click();
  await page
    .getByRole('textbox', { name: 'מה כדאי לקונים הבאים לדעת?' })
    .fill('בדיוק כמו בתמונות, מוכר הוגן 🤙');
  await page.getByRole('button', { name: 'פרסום ביקורת' }).click();
  await expect(page.getByText('תודה! הביקורת פורסמה')).toBeVisible();

  await page.goto(`/u/${slug}`);
  await waitForApp(page);
  const reviews = page.getByRole('region', { name: 'ביקורות של קונים' });
  await expect(reviews).toContainText('בדיוק כמו בתמונות, מוכר הוגן 🤙');
  await expect(reviews).toContainText('5.0 מתוך 5 · ביקורת אחת');
  await expectAccessible(page, 'profile with a review');
});
