import type { Page } from '@playwright/test';
import { adminToken, bearer, tokenFor } from '../support/api';
import { PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';
import { openHeldBoard } from '../support/moderation';

// Issue 33, "done when": a scam attempt walked in the browser. A scammer copies an honest
// seller's photo (saved again as a smaller JPEG, as one does from a screenshot) and asks a
// quarter of what such a board sells for. The board is held: the scammer is told only what every
// seller is told, buyers never see it, and the moderator sees both reasons, the two photos side
// by side, and rejects it in one tap.

test.use({ viewport: PHONE });

const RUN = Date.now().toString(36);
const HONEST = `Lost Driver ${RUN} של גולש אמיתי`;
const SCAM = `Lost Driver ${RUN} במחיר מציאה`;

/**
 * A board photo drawn in the page (a board on a sea, with texture), and a copy of it as a
 * screenshot-and-repost would make: half the size, JPEG, a little brighter.
 */
async function photoAndCopy(page: Page): Promise<{ original: Buffer; copy: Buffer }> {
  const [original, copy] = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const ctx = canvas.getContext('2d')!;
    const sea = ctx.createLinearGradient(0, 0, 1200, 900);
    sea.addColorStop(0, '#0c4a6e');
    sea.addColorStop(0.5, '#38bdf8');
    sea.addColorStop(1, '#f8fafc');
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, 1200, 900);
    for (let i = 0; i < 14; i++) {
      ctx.fillStyle = i % 2 ? 'rgba(255,255,255,0.35)' : 'rgba(8,47,73,0.35)';
      ctx.fillRect(0, i * 64, 1200, 18 + ((i * 7) % 23));
    }
    ctx.fillStyle = '#facc15';
    ctx.beginPath();
    ctx.ellipse(420, 450, 110, 380, 0.35, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#7c2d12';
    ctx.fillRect(380, 180, 24, 540);
    ctx.fillStyle = '#111827';
    ctx.beginPath();
    ctx.arc(920, 230, 120, 0, Math.PI * 2);
    ctx.fill();
    const png = canvas.toDataURL('image/png').split(',')[1]!;

    const small = document.createElement('canvas');
    small.width = 600;
    small.height = 450;
    const sctx = small.getContext('2d')!;
    sctx.filter = 'brightness(1.08)';
    sctx.drawImage(canvas, 0, 0, 600, 450);
    const jpeg = small.toDataURL('image/jpeg', 0.75).split(',')[1]!;
    return [png, jpeg];
  });
  return { original: Buffer.from(original, 'base64'), copy: Buffer.from(copy, 'base64') };
}

test('a scam attempt with a copied photo and a too-low price is held and never shown', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const admin = await adminToken(page.request);
  const categories = (await (await page.request.get('/api/categories')).json()).data as {
    _id: string;
    title: string;
  }[];
  const brands = (await (await page.request.get('/api/brands')).json()).data as {
    _id: string;
    title: string;
  }[];
  const shortboard = categories.find((c) => c.title === 'שורטבורד')!._id;
  const lost = brands.find((b) => b.title === 'Lost')!._id;
  const estimate = (
    await (
      await page.request.get(
        `/api/surfboards/price-estimate?category=${shortboard}&brand=${lost}&condition=good&length=6&volume=32`,
      )
    ).json()
  ).data as { median: number | null };
  // The demo's sold boards say what such a board is worth.
  expect(estimate.median).toBeGreaterThan(0);
  const price = Math.round((estimate.median! * 0.25) / 10) * 10;

  // An honest seller's board, with their own photo, approved and public.
  const { original, copy } = await photoAndCopy(page);
  const honestSeller = await tokenFor(page.request, `honest-${RUN}@galim.example`, 'גולש ישר');
  const created = await page.request.post('/api/surfboards', {
    headers: bearer(honestSeller),
    multipart: {
      title: HONEST,
      price: String(estimate.median),
      condition: 'good',
      category: shortboard,
      brand: lost,
      length: '6',
      volume: '32',
      locationText: 'תל אביב',
      images: { name: 'my-board.png', mimeType: 'image/png', buffer: original },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const honestId = ((await created.json()) as { data: { _id: string } }).data._id;
  const approved = await page.request.patch(`/api/surfboards/${honestId}/admin/approve`, {
    headers: bearer(admin),
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The scammer publishes through the form: the copied photo, a quarter of the price.
  await signIn(`deal-${RUN}@galim.example`, 'מוכר מציאות');
  await page.goto('/profile/upload-surfboard');
  await waitForApp(page);
  await page.getByLabel('כותרת').fill(SCAM);
  await page.getByLabel('מחיר (₪)').fill(String(price));
  await page.getByRole('combobox', { name: 'מצב', exact: true }).selectOption('good');
  await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption(shortboard);
  await page.getByRole('combobox', { name: 'מותג' }).selectOption(lost);
  await page.getByLabel('אורך (רגל)').fill('6');
  await page.getByLabel('נפח (ליטר)').fill('32');
  await page.getByLabel('מיקום (עיר או חוף)').fill('הרצליה');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'IMG_2044.jpg', mimeType: 'image/jpeg', buffer: copy });
  await expect(page.getByRole('img', { name: 'תמונה 1' })).toBeVisible();
  // A seller without a phone is asked for one before the first board goes out.
  await page.getByLabel('מספר טלפון').fill('0501234567');
  await page.getByRole('button', { name: 'פרסום הגלשן' }).click();

  // Told what every seller is told: nothing that would teach a scammer what gave them away.
  await expect(page.getByRole('heading', { name: 'הגלשן הועלה בהצלחה' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('הבדיקה אורכת בין 24 ל־48 שעות')).toBeVisible();
  await page.getByRole('link', { name: 'לגלשנים שלי' }).click();
  const card = page.getByRole('article').filter({ hasText: SCAM });
  await expect(card.getByText('ממתין לאישור')).toBeVisible();
  const href = await card.getByRole('link', { name: SCAM }).getAttribute('href');
  const scamId = href!.split('/').pop()!;

  // A buyer never sees it: not in the list, not at its address.
  const buyerContext = await browser.newContext({ viewport: PHONE });
  const buyer = await buyerContext.newPage();
  const notShown = async () => {
    await buyer.goto(`/surfboards?search=${encodeURIComponent(`Lost Driver ${RUN}`)}`);
    await waitForApp(buyer);
    const results = buyer.locator('main article h3');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toHaveText(HONEST);
    await buyer.goto(`/surfboards/${scamId}`);
    await expect(buyer.getByText('המודעה לא נמצאה.')).toBeVisible();
    await expect(buyer.getByRole('heading', { name: SCAM })).toHaveCount(0);
  };
  await notShown();

  // The moderator sees it first, held, with both reasons and the two photos side by side.
  await signIn('admin@galim.example', 'נועה מנהלת');
  const { dialog: modal } = await openHeldBoard(page, SCAM);

  const copied = modal.getByRole('region', { name: 'תמונה דומה למודעה אחרת' });
  await expect(copied).toBeVisible();
  for (const alt of ['התמונה במודעה הזו', 'התמונה במודעה האחרת']) {
    const img = copied.getByRole('img', { name: alt }).first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
  await expect(copied.getByRole('link', { name: HONEST })).toHaveAttribute(
    'href',
    `/surfboards/${honestId}`,
  );

  const low = modal.getByRole('region', { name: 'מחיר נמוך בהרבה מהשוק' });
  await expect(low).toContainText(price.toLocaleString('en-US'));
  await expect(low).toContainText(/\d+% מההערכה/);
  await expectAccessible(page, 'moderator view of a scam attempt');

  // Until a moderator approves it, still hidden; rejected by a confirmed preset, it stays so.
  await notShown();
  const preset = modal.getByRole('button', { name: 'תמונות מועתקות ממודעה אחרת' });
  await preset.scrollIntoViewIfNeeded();
  await preset.click();
  await modal.getByRole('button', { name: 'כן, לדחות' }).click();
  await expect(page.getByText('הגלשן נדחה')).toBeVisible();
  await notShown();
  await buyerContext.close();

  // The honest seller's board was never touched.
  expect((await page.request.get(`/api/surfboards/${honestId}`)).status()).toBe(200);
});
