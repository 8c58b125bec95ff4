import { PHONE, expect, test, waitForApp } from '../support/fixtures';

// A title written in Latin letters keeps its own direction (its ellipsis at its end) but not
// its own side: on a Hebrew board card it lines up at the right, as the price under it does.
// The app's text-match-parent says so in the prefixed keyword Chromium knows (issue 51).

test('a Latin board title lines up on the Hebrew card’s right, as its price does', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/surfboards');
  await waitForApp(page);
  const titles = page.locator('main h3 a');
  await expect(titles.first()).toBeVisible();
  const sides = await titles.evaluateAll((links) =>
    links
      .filter((a) => /^[A-Za-z]/.test(a.textContent ?? ''))
      .map(
        (a) =>
          `${a.textContent}: ${getComputedStyle(a).direction} ${getComputedStyle(a).textAlign}`,
      ),
  );
  expect(sides.length).toBeGreaterThan(0);
  for (const side of sides) expect(side).toMatch(/: ltr right$/);
});
