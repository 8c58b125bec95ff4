import { bearer, tokenFor } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  serviceWorkerControls,
  test,
  waitForApp,
} from '../support/fixtures';
import { approvedWetsuit } from '../support/gear-api';

// Issue 53: a wetsuit's sale, as a board's. A seller publishes a 4/3 wetsuit through
// /api/listings and an admin approves it; a buyer writes and offers, the seller accepts and the
// wetsuit is reserved for that buyer. On a phone with the app's service worker, the seller finds
// the wetsuit in "my listings" and marks it sold: the dialog names the buyer, at the accepted
// price, and the API then has it sold to that buyer.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const RUN = Date.now().toString(36);
const TITLE = `חליפה Xcel 4/3 ${RUN}`;
const SELLER = { email: `g-seller-${RUN}@galim.example`, name: 'יעל מוכרת' };
const BUYER = { email: `g-buyer-${RUN}@galim.example`, name: 'דנה קונה' };

test('a reserved wetsuit is sold to its buyer from my listings, on a phone', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const seller = await tokenFor(request, SELLER.email, SELLER.name);
  const id = await approvedWetsuit(request, seller, { title: TITLE, price: 600 });

  // The buyer writes and offers ₪550; the seller accepts: the wetsuit is held for the buyer.
  const buyer = await tokenFor(request, BUYER.email, BUYER.name);
  const opened = await request.post('/api/conversations', {
    headers: bearer(buyer),
    data: { boardId: id, body: 'החליפה עדיין זמינה?' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const threadId = (await opened.json()).data.conversation._id as string;
  const offered = await request.post(`/api/conversations/${threadId}/offers`, {
    headers: bearer(buyer),
    data: { amount: 550 },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = (await offered.json()).data.offer._id as string;
  const accepted = await request.post(`/api/conversations/${threadId}/offers/${offerId}/accept`, {
    headers: bearer(seller),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The seller, on their phone, with the app's service worker.
  await signIn(SELLER.email, SELLER.name);
  await page.goto('/profile/my-surfboards');
  await waitForApp(page);
  await serviceWorkerControls(page);
  await expect(page.getByRole('heading', { name: 'המודעות שלי' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText('שמור')).toBeVisible();
  await expect(card.getByRole('link', { name: TITLE })).toHaveAttribute('href', `/חליפות/${id}`);
  await expectAccessible(page, 'my listings with a wetsuit');

  await card.getByRole('button', { name: 'ניהול' }).click();
  const dialog = page.getByRole('dialog', { name: /ניהול המודעה/ });
  await dialog.getByRole('button', { name: 'סימון כנמכר' }).click();
  await expect(dialog.getByRole('group', { name: 'למי נמכר?' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /דנה/ })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /מחיר המכירה/ })).toHaveValue('550');
  await expect(dialog.getByRole('radio', { name: 'למישהו מחוץ לגלים' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'סימון כנמכר' }).click();
  await expect(page.getByText('המודעה סומנה כנמכרה!')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: TITLE })).toHaveCount(0);

  // The API has it sold, at the accepted price, to that buyer: only the recorded buyer may
  // review the seller for it (and someone else may not); it is in the seller's sold listings.
  const sold = await request.get(`/api/listings/${id}`, { headers: bearer(seller) });
  expect((await sold.json()).data).toMatchObject({
    kind: 'wetsuit',
    sold: true,
    soldThroughWebsite: true,
    soldStatus: { soldPrice: 550 },
    reservedUntil: null,
  });
  const mine = await request.get('/api/listings/mine?status=sold', { headers: bearer(seller) });
  expect(((await mine.json()).data as { _id: string }[]).map((l) => l._id)).toContain(id);
  const review = await request.post('/api/seller-reviews', {
    headers: bearer(buyer),
    data: { boardId: id, rating: 5, body: 'חליפה כמו חדשה, מוכרת אמינה' },
  });
  expect(review.status(), await review.text()).toBe(201);
  const stranger = await tokenFor(request, `g-other-${RUN}@galim.example`, 'נועה');
  const refused = await request.post('/api/seller-reviews', {
    headers: bearer(stranger),
    data: { boardId: id, rating: 1, body: 'לא קניתי אבל בכל זאת' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
});
