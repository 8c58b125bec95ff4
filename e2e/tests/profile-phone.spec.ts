import { PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// On a phone the profile card must not bury a profile sub-page: there it is a compact row
// (photo, name, a toggle), so the sub-page's heading is on the first screen.

const SUB_PAGES: [string, string | RegExp][] = [
  ['edit', 'פרטים אישיים'],
  ['analytics', 'האנליטיקה שלי'],
  ['upload-surfboard', 'פרסום גלשן למכירה'],
  ['my-surfboards', 'הגלשנים שלי'],
  ['sold-surfboards', 'גלשנים שנמכרו'],
  ['archived', 'ארכיון'],
  ['favorites', /מועדפים/],
  ['my-services', 'השירותים שלי'],
  ['notifications', /התראות/],
  ['settings', /הגדרות/],
];

test('profile sub-pages on a phone start their content on the first screen', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signIn(`phone-${Date.now()}@galim.example`, 'גל ים');

  for (const [path, heading] of SUB_PAGES) {
    await page.goto(`/profile/${path}`);
    await waitForApp(page);
    const title = page
      .getByRole('heading', { name: heading, level: 2 })
      .or(page.getByRole('heading', { name: heading, level: 1 }).filter({ hasNotText: 'הפרופיל' }));
    await expect(title.first(), path).toBeVisible();
    const box = await title.first().boundingBox();
    expect(box!.y, `${path}: heading top`).toBeLessThan(PHONE.height);
    // The full card (e-mail, counts) waits behind the toggle.
    await expect(page.getByRole('region', { name: 'סיכום פרופיל' }), path).toBeHidden();
    await expect(page.getByText('גל ים').first()).toBeVisible();
  }

  // The toggle opens the whole card, and closes it again.
  const toggle = page.getByRole('button', { name: 'פרטי הפרופיל' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'סיכום פרופיל' })).toBeVisible();
  await expectAccessible(page, 'profile card open on a phone');
  await toggle.click();
  await expect(page.getByRole('region', { name: 'סיכום פרופיל' })).toBeHidden();

  // The profile's own page keeps the whole card.
  await page.goto('/profile');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'סיכום פרופיל' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'פרטי הפרופיל' })).toHaveCount(0);
});

test('wider than a phone, sub-pages keep the whole profile card', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(`tablet-${Date.now()}@galim.example`, 'גל ים');
  await page.goto('/profile/settings');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'סיכום פרופיל' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'פרטי הפרופיל' })).toBeHidden();
});

// #42 item 31: on a phone "האזור האישי" wrapped beside its menu button, and the services search
// showed "חיפוש לפי שם, עיר ›", cut.
test('on a phone the profile heading is one line and the services search hint is whole', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(`phone-line-${Date.now()}@galim.example`, 'גל ים');
  await page.goto('/profile/settings');
  await waitForApp(page);
  const heading = page.getByRole('heading', { level: 1, name: 'האזור האישי' });
  await expect(heading).toBeVisible();
  const lines = await heading.evaluate((h) => {
    const style = getComputedStyle(h);
    return h.getBoundingClientRect().height / parseFloat(style.lineHeight);
  });
  expect(lines).toBeLessThan(1.5);
  await expect(page.getByRole('button', { name: 'תפריט האזור האישי' })).toBeVisible();

  await page.goto('/services');
  await waitForApp(page);
  const search = page.locator('#services-q');
  const fits = await search.evaluate(async (input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // Measured in the page's own font once it has loaded: a fallback font is wider.
    await document.fonts.load(font, input.placeholder);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});
