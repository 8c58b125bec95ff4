import type { Page } from '@playwright/test';
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

// Issue 53: a seller edits a piece of gear as they edit a board. On a phone, with the app's
// service worker, the seller opens an approved 4/3 wetsuit's edit from "my listings", finds the
// wetsuit's form filled in with it, lowers its price and makes it a 5/4; the list and the
// wetsuit's own page (opened from the list, and again as a fresh visit) show the new values.

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const RUN = Date.now().toString(36);
const TITLE = `חליפה Xcel לחורף ${RUN}`;
const SELLER = { email: `g-editor-${RUN}@galim.example`, name: 'יעל עורכת' };

/** The wetsuit's page shows the edited price and thickness. */
async function expectEditedPage(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(main).toContainText('520');
  const thickness = main
    .locator('dl > div')
    .filter({ has: page.getByText('עובי', { exact: true }) });
  await expect(thickness).toContainText('5/4');
  await expect(thickness).not.toContainText('4/3');
}

test("a seller edits a wetsuit's price and thickness from my listings, on a phone", async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const seller = await tokenFor(request, SELLER.email, SELLER.name);
  const id = await approvedWetsuit(request, seller, { title: TITLE, price: 600 });

  await signIn(SELLER.email, SELLER.name);
  await page.goto('/profile/my-surfboards');
  await waitForApp(page);
  await serviceWorkerControls(page);
  await expect(page.getByRole('heading', { name: 'המודעות שלי' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await expect(card).toContainText('600');

  // The wetsuit's own form, filled in with it: none of a board's fields.
  await card.getByRole('button', { name: 'עריכה' }).click();
  const dialog = page.getByRole('dialog', { name: 'עריכת המודעה' });
  const price = dialog.getByRole('textbox', { name: 'מחיר (₪)' });
  await expect(price).toHaveValue('600');
  const thickness = dialog.getByRole('combobox', { name: 'עובי', exact: true });
  await expect(thickness).toHaveValue('4/3');
  await expect(dialog.getByRole('combobox', { name: 'מידה', exact: true })).toHaveValue('M');
  await expect(dialog.getByRole('textbox', { name: 'נפח (ליטר)' })).toHaveCount(0);
  await expectAccessible(page, "a wetsuit's edit form");

  await price.fill('520');
  await thickness.selectOption('5/4');
  await dialog.getByRole('button', { name: 'שמירת השינויים' }).click();
  // A new thickness is a fact the moderator approved: the wetsuit goes back to review.
  await expect(page.getByText('המודעה עודכנה ונשלחה לבדיקה מחדש', { exact: false })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('520');

  // The API has the new values.
  const saved = await request.get(`/api/listings/${id}`, { headers: bearer(seller) });
  expect((await saved.json()).data).toMatchObject({
    kind: 'wetsuit',
    price: 520,
    attributes: { size: 'M', thickness: '5/4', style: 'full', cut: 'men' },
  });

  // The wetsuit's page, opened from the list and again as a fresh visit under the worker.
  await card.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/(%D7%97%D7%9C%D7%99%D7%A4%D7%95%D7%AA|חליפות)/${id}$`));
  await expectEditedPage(page);
  await page.reload();
  await waitForApp(page);
  await expectEditedPage(page);
});
