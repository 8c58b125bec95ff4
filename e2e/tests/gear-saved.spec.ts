import type { Page } from '@playwright/test';
import { bearer } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  serviceWorkerControls,
  test,
  waitForApp,
} from '../support/fixtures';
import { HEBREW } from '../support/gear';
import { approvedWetsuit } from '../support/gear-api';

// Gear beside boards where a buyer keeps what they want (issue 53), on a phone with the service
// worker on: a buyer saves "wetsuit 4/3, size M, up to ₪600" from the filtered list and finds it
// told in words in the profile, opening the list with its filters; likes the wetsuit and finds
// it in the favourites with its facts; the seller's public profile shows it, marked a wetsuit;
// and the seller's menu says "המודעות שלי", since they sell more than boards.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const RUN = Date.now().toString(36);

/** The push offer may follow the first saved alert (when the browser supports push). */
async function dismissPushOffer(page: Page) {
  const notNow = page.getByRole('button', { name: 'לא עכשיו' });
  if (await notNow.isVisible({ timeout: 2000 }).catch(() => false)) await notNow.click();
}

test('a wetsuit in saved searches, favourites and the seller’s public profile', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(300_000);
  const title = `O'Neill saved ${RUN}`;

  // The seller has a 4/3 wetsuit in M at ₪450 for sale (published as the page sends it, whose
  // own journey is gear-journey.spec.ts); an admin approves it.
  const sellerContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const sellerPage = await sellerContext.newPage();
  const seller = await signIn(`saved-seller-${RUN}@galim.example`, 'יעל מוכרת', sellerPage);
  const id = await approvedWetsuit(request, seller.token, { title, price: 450 });

  // The seller sells gear too: "my boards" is "my listings" in their profile.
  await sellerPage.goto('/profile');
  await waitForApp(sellerPage);
  const quick = sellerPage.getByRole('navigation', { name: 'פעולות מהירות' });
  await expect(quick.getByRole('link', { name: 'המודעות שלי' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'הגלשנים שלי' })).toHaveCount(0);
  await sellerContext.close();

  // The buyer filters the wetsuits by 4/3, M and up to ₪600, and saves that search.
  const buyer = await signIn(`saved-buyer-${RUN}@galim.example`, 'דנה קונה');
  await page.goto('/חליפות');
  await waitForApp(page);
  await serviceWorkerControls(page);
  await page.getByRole('group', { name: 'עובי' }).getByRole('checkbox', { name: /4\/3/ }).check();
  await page
    .getByRole('group', { name: 'מידה' })
    .getByRole('checkbox', { name: 'M', exact: true })
    .check();
  await page.getByRole('spinbutton', { name: 'מחיר: מקסימום' }).fill('600');
  await page.getByRole('button', { name: 'סינון', exact: true }).click();
  await expect(page).toHaveURL(/maxPrice=600/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'שמירת חיפוש והתראה' }).click();
  const dialog = page.getByRole('dialog', { name: 'שמירת חיפוש והתראה' });
  await expect(dialog.getByText('נודיע לכם כשיתפרסם פריט חדש')).toBeVisible();
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('נודיע לכם על פריטים חדשים')).toBeVisible();
  await dismissPushOffer(page);
  const saved = await request.get('/api/saved-searches', { headers: bearer(buyer.token) });
  expect((await saved.json()).data[0].filters).toEqual({
    kind: 'wetsuit',
    attributes: { size: ['M'], thickness: ['4/3'] },
    maxPrice: 600,
  });

  // The profile tells the search in words and opens the list with its filters.
  await page.goto('/profile/settings');
  await waitForApp(page);
  const search = page.getByRole('link', { name: /^חליפות · M · 4\/3 מ״מ · עד .*600.*₪$/ });
  await expect(search).toBeVisible();
  await expectAccessible(page, 'saved search of wetsuits');
  await search.click();
  await expect(page).toHaveURL(/thickness=4%2F3/);
  await expect(
    page.getByRole('group', { name: 'מידה' }).getByRole('checkbox', { name: 'M', exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'מחיר: מקסימום' })).toHaveValue('600');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

  // Liked, the wetsuit waits in the favourites with its facts, linking to its own page.
  const liked = await request.patch(`/api/listings/${id}/like`, { headers: bearer(buyer.token) });
  expect(liked.ok(), await liked.text()).toBeTruthy();
  await page.goto('/profile/favorites');
  await waitForApp(page);
  const gear = page.getByRole('region', { name: 'ציוד שאהבתי' });
  const favourite = gear.getByRole('listitem').filter({ hasText: title });
  await expect(favourite.getByText('4/3 מ״מ')).toBeVisible();
  await expectAccessible(page, 'favourite wetsuit');
  await favourite.getByRole('link', { name: title }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(HEBREW.listingPath);
  expect(page.url()).toContain(id);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The seller's public profile shows the wetsuit among their gear, marked a wetsuit.
  const slug = `saved-seller-${RUN}`;
  const profile = await request.put(`/api/users/${seller.user._id}`, {
    headers: bearer(seller.token),
    data: {
      firstName: 'יעל',
      lastName: 'מוכרת',
      phone: '0501234567',
      slug,
      publicProfile: { visible: true },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await page.goto(`/u/${slug}`);
  await waitForApp(page);
  const forSale = page.getByRole('region', { name: 'ציוד גלישה למכירה' });
  const item = forSale.getByRole('article').filter({ hasText: title });
  await expect(item.getByText('חליפה', { exact: true })).toBeVisible();
  await expectAccessible(page, 'seller profile with gear');
  await item.getByRole('link', { name: title }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(HEBREW.listingPath);
  expect(page.url()).toContain(id);
});
