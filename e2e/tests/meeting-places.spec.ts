import type { APIRequestContext } from '@playwright/test';
import { israelDate } from '../../packages/shared/src/israel-time';
import { bearer, tokenFor, signInFrom } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  openUnderServiceWorker,
  test,
  waitForApp,
} from '../support/fixtures';

// Issue 56 §3: safe places to meet. A buyer, on a phone with the service worker in charge,
// proposes a place near a seed board in Tel Aviv for tomorrow at 18:00; the seller, on another
// phone, sees the proposal's card live and accepts it; both threads then say the meeting is set,
// and the board page's safe-deal card names the places near it.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const RUN = Date.now().toString(36);
const BUYER = { email: `m-buyer-${RUN}@galim.example`, name: 'דנה קונה' };
// The seed's sellers (apps/api/src/seed/users.ts).
const SEED_SELLERS = [
  { email: 'yoni@galim.example', name: 'יוני' },
  { email: 'maya@galim.example', name: 'מאיה' },
  { email: 'omer@galim.example', name: 'עומר' },
  { email: 'dana@galim.example', name: 'דנה' },
];

interface ListedBoard {
  _id: string;
  title: string;
  locationText: string;
  reservedUntil?: string | null;
  location: { coordinates: [number, number] };
  seller: { _id: string };
}

/** A seed board for sale in Tel Aviv, and its seller's sign-in. */
async function seedBoardInTelAviv(request: APIRequestContext) {
  const list = await request.get('/api/surfboards?limit=48');
  const boards = ((await list.json()) as { data: { boards: ListedBoard[] } }).data.boards;
  for (const seller of SEED_SELLERS) {
    const res = await request.post('/api/auth/dev-login', { data: seller, headers: signInFrom() });
    expect(res.status(), await res.text()).toBe(200);
    const { user } = (await res.json()) as { user: { _id: string } };
    const board = boards.find(
      (b) => b.locationText === 'תל אביב' && !b.reservedUntil && b.seller._id === user._id,
    );
    if (board) return { board, seller };
  }
  throw new Error('no seed board for sale in Tel Aviv');
}

test('a buyer proposes a safe place to meet, the seller accepts, both see it set', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(240_000);
  const { board, seller } = await seedBoardInTelAviv(request);
  // The places offered are the nearest to the board: the seed has some in Tel Aviv.
  const [lng, lat] = board.location.coordinates;
  const near = await request.get(`/api/meeting-places?lat=${lat}&lng=${lng}`);
  const places = ((await near.json()) as { data: { name: string }[] }).data;
  expect(places.length).toBeGreaterThan(0);

  const buyer = await tokenFor(request, BUYER.email, BUYER.name);
  const opened = await request.post('/api/conversations', {
    headers: bearer(buyer),
    data: { boardId: board._id, body: 'עדיין זמין? אפשר להיפגש מחר?' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const threadId = (await opened.json()).data.conversation._id as string;

  // The seller's phone has the thread open.
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const sellerPage = await sellerContext.newPage();
  await signIn(seller.email, seller.name, sellerPage);
  await sellerPage.goto(`/profile/messages/${threadId}`);
  await waitForApp(sellerPage);
  const sellerThread = sellerPage.getByRole('list', { name: 'הודעות' });
  await expect(sellerThread.getByText('אפשר להיפגש מחר?')).toBeVisible();

  // The buyer's phone, as a returning visitor has it: under the service worker.
  await signIn(BUYER.email, BUYER.name);
  await openUnderServiceWorker(page, `/profile/messages/${threadId}`);
  const thread = page.getByRole('list', { name: 'הודעות' });
  await expect(thread.getByText('אפשר להיפגש מחר?')).toBeVisible();

  await page.getByRole('button', { name: 'הצעת מקום מפגש' }).click();
  const form = page.getByRole('form', { name: 'מקום מפגש בטוח' });
  const place = form.getByRole('combobox', { name: /המקום/ });
  await expect(place).toBeVisible();
  // The nearest place first, after the "choose" line.
  const first = (await place.locator('option').nth(1).textContent()) ?? '';
  expect(first).toContain(places[0]!.name);
  await place.selectOption({ index: 1 });
  const tomorrow = israelDate(new Date(Date.now() + 86_400_000));
  await form.getByLabel(/היום/).fill(tomorrow);
  await form.getByLabel(/השעה/).fill('18:00');
  await expectAccessible(page, 'meeting form');
  await form.getByRole('button', { name: 'שליחת ההצעה' }).click();

  const card = thread.getByRole('article', { name: `מפגש: ${places[0]!.name}` });
  await expect(card).toContainText('ממתין לאישור');
  await expect(card).toContainText('18:00');
  await expect(card).toContainText('הצעת הקונה');
  await expect(card.getByRole('button', { name: 'אישור' })).toHaveCount(0);

  // The seller sees it live and accepts.
  const sellerCard = sellerThread.getByRole('article', { name: `מפגש: ${places[0]!.name}` });
  await expect(sellerCard).toBeVisible({ timeout: 60_000 });
  await expectAccessible(sellerPage, 'thread with a meeting proposal');
  await sellerCard.getByRole('button', { name: 'אישור' }).click();
  const set = new RegExp(
    `המפגש נקבע: ${places[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .*18:00`,
  );
  await expect(sellerThread.getByText(set)).toBeVisible();
  await expect(sellerCard).toContainText('נקבע');

  // The buyer's thread says so too, without a reload.
  await expect(thread.getByText(set)).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('נקבע');
  await expect(card.getByRole('button')).toHaveCount(0);
  await sellerContext.close();

  // The board page's safe-deal card names the safe places near the board.
  await page.goto(`/surfboards/${board._id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'קנייה בטוחה' }).click();
  const advice = page.getByRole('dialog', { name: 'קנייה בטוחה: לפני שנפגשים' });
  await expect(advice).toContainText('אפשר להיפגש באחד ממקומות המפגש הבטוחים בתל אביב:');
  await expect(advice).toContainText(places[0]!.name);
  await expectAccessible(page, 'safe-deal card with meeting places');
});

test('an admin adds a meeting place, hides it from users and deletes it', async ({
  page,
  request,
  signIn,
}) => {
  const name = `מועדון הגלישה ${RUN}`;
  const publicNames = async () => {
    const res = await request.get('/api/meeting-places?city=' + encodeURIComponent('נתניה'));
    return ((await res.json()) as { data: { name: string }[] }).data.map((p) => p.name);
  };
  await signIn('admin@galim.example', 'נועה מנהלת');
  await page.goto('/admin/faq');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'תפריט ניהול' })
    .getByRole('link', { name: 'מקומות מפגש' })
    .click();
  await expect(page.getByRole('heading', { name: 'מקומות מפגש', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'הוספת מקום' }).click();
  const form = page.getByRole('form', { name: 'מקום מפגש חדש' });
  await form.getByRole('combobox', { name: /עיר/ }).selectOption('נתניה');
  await form.getByRole('combobox', { name: /סוג המקום/ }).selectOption('surf_shop');
  await form.getByRole('textbox', { name: /שם \(עברית\)/ }).fill(name);
  await form.getByRole('textbox', { name: /שם \(אנגלית\)/ }).fill(`Surf club ${RUN}`);
  await form.getByRole('textbox', { name: /כתובת \(עברית\)/ }).fill('חוף פולג, נתניה');
  await form.getByRole('textbox', { name: /כתובת \(אנגלית\)/ }).fill('Poleg Beach, Netanya');
  await form.getByRole('textbox', { name: /קו רוחב/ }).fill('32.27');
  await form.getByRole('textbox', { name: /קו אורך/ }).fill('34.84');
  await expectAccessible(page, 'meeting place form');
  await form.getByRole('button', { name: 'שמירה' }).click();
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('מוצג');
  expect(await publicNames()).toContain(name);

  // Hidden: still in the admin's list, no longer offered to users.
  await page.getByRole('button', { name: `הסתרה: ${name}` }).click();
  await expect(item).toContainText('מוסתר');
  await expect.poll(publicNames).not.toContain(name);

  await page.getByRole('button', { name: `מחיקה: ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'מחיקת מקום' })
    .getByRole('button', { name: 'מחיקה' })
    .click();
  await expect(page.getByText('המקום נמחק')).toBeVisible();
  await expect(item).toHaveCount(0);
});
