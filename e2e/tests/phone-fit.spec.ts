import { PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 22, on a 390×844 phone: search placeholders are read whole and the services
// list's type tabs sit in one row.

test.use({ viewport: PHONE });

for (const lang of ['', '/en']) {
  test(`search placeholders are read whole (${lang || 'he'})`, async ({ page }) => {
    for (const path of ['/surfboards', '/services', '/stores', '/forecast']) {
      await page.goto(lang + path);
      await waitForApp(page);
      const fields = page.locator('input[placeholder]').filter({ visible: true });
      await expect(fields.first()).toBeVisible();
      // The placeholder as a value: the same font and box, so its width is the text's.
      const cut = await fields.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .map((input) => {
            const before = input.value;
            input.value = input.placeholder;
            const over = input.scrollWidth > input.clientWidth;
            input.value = before;
            return over ? input.placeholder : null;
          })
          .filter(Boolean),
      );
      expect(cut, `${lang}${path}`).toEqual([]);
    }
  });

  test(`the services list's type tabs sit in one row (${lang || 'he'})`, async ({ page }) => {
    await page.goto(`${lang}/services`);
    await waitForApp(page);
    const tabs = page.getByRole('tablist');
    const row = (await tabs.boundingBox())!;
    const tab = (await tabs.getByRole('tab').first().boundingBox())!;
    expect(row.height).toBeLessThan(tab.height * 1.5);
    // The row scrolls sideways inside itself; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
}
