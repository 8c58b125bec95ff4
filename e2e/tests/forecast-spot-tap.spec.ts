import { PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 5: on a phone, tapping a spot far down the 23-spot list changed the address
// but left the eye at the top of the list, the spot's forecast 1.6 screens below. The spot's
// forecast opens where the eye is: its heading in view, and focused (a screen reader says it).

test.use({ viewport: PHONE });

test('a spot tapped far down the list opens with its heading in view and focused', async ({
  page,
}) => {
  await page.goto('/forecast');
  await waitForApp(page);
  const picker = page.getByRole('group', { name: 'בחירת חוף' });
  const palmachim = picker.getByRole('link', { name: /פלמחים/ });
  await palmachim.scrollIntoViewIfNeeded();
  await palmachim.click();
  await expect(page).toHaveURL(/\/forecast\/palmachim$/);
  const heading = page.getByRole('heading', { level: 2, name: /פלמחים/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // And it stays there once the forecast under it has come.
  await expect(page.getByRole('table', { name: /תחזית להיום/ })).toBeAttached();
  await expect(heading).toBeInViewport();
});
