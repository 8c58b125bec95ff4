import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, approveBoard, bearer, tokenFor } from '../support/api';
import { expect, serviceWorkerControls, test, waitForApp } from '../support/fixtures';

// Gear of every kind (issue 53): a wetsuit published through /api/listings and approved is found
// in the wetsuits' list, filtered by its thickness, in Hebrew and in English, and its page tells
// its thickness. With the service worker on, as a returning visitor has the app.

test.use({ serviceWorkers: 'allow' });

/** A 4/3 wetsuit, published and approved; its title. */
async function approvedWetsuit(request: APIRequestContext, title: string): Promise<string> {
  const token = await tokenFor(request, 'wetsuit-seller@galim.example', 'יעל מוכרת');
  const res = await request.post('/api/listings', {
    headers: bearer(token),
    multipart: {
      kind: 'wetsuit',
      title,
      price: '450',
      condition: 'good',
      locationText: 'חיפה',
      attributes: JSON.stringify({ size: 'M', thickness: '4/3', style: 'full', cut: 'men' }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { _id: string } }).data._id;
  await approveBoard(request, await adminToken(request), id);
  return title;
}

/** From the list at `path`: thickness 4/3 checked and sent, the card found, its page opened. */
async function findByThickness(
  page: Page,
  path: string,
  words: { thickness: string; filter: string; title: string },
) {
  await page.goto(path);
  await waitForApp(page);
  await serviceWorkerControls(page);
  await page
    .getByRole('group', { name: words.thickness })
    .getByRole('checkbox', { name: /4\/3/ })
    .check();
  await page.getByRole('button', { name: words.filter, exact: true }).click();
  await expect(page).toHaveURL(/thickness=4%2F3/);
  const card = page.getByRole('article').filter({ hasText: words.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('4/3');
  await card.getByRole('link', { name: words.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(words.title);
  await expect(page.getByRole('region', { name: /פרטים|Details/ })).toContainText('4/3');
}

test('a 4/3 wetsuit is found by its thickness, and its page says 4/3, in Hebrew and English', async ({
  page,
  request,
}) => {
  const title = await approvedWetsuit(request, `O'Neill Psycho ${Date.now()}`);
  await findByThickness(page, '/wetsuits', { thickness: 'עובי', filter: 'סינון', title });
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await findByThickness(page, '/en/wetsuits', { thickness: 'Thickness', filter: 'Filter', title });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/en\/wetsuits\/[0-9a-f]{24}$/);
});
