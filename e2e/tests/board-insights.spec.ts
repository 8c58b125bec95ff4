import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// Issue 17: Hebrew search as people type, what a board is worth, which boards fit me.

interface Board {
  _id: string;
  title: string;
  price: number;
  brand: string | null;
  model: string | null;
  category: string | null;
  technology: string | null;
  condition: string;
  volume: number | null;
  length: number | null;
  skillLevel: string | null;
}

test.describe('a marketplace that understands surfers', () => {
  test('Hebrew brand names, slang and prefixes find boards', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/surfboards');
    await waitForApp(page);
    const search = page.getByLabel('חיפוש חופשי');
    for (const [query, expected] of [
      ['פיירוויר', 'Firewire'],
      ['והלוסט', 'Lost'],
      ['טורק', 'Torq'],
    ] as const) {
      // On a phone the filters wait behind "סינון".
      if (!(await search.isVisible())) {
        await page.getByRole('button', { name: /^סינון/ }).click();
      }
      await search.fill(query);
      await page.getByRole('button', { name: 'חיפוש', exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(query)}`));
      await expect(page.locator('main article h3').first()).toContainText(expected);
    }
  });

  test('the publish form tells the seller what similar boards sold for', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await signIn(`price-${Date.now()}@galim.example`, 'Price Seller');
    await page.goto('/profile/upload-surfboard');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ label: 'פיש' });
    await page.getByRole('combobox', { name: 'מותג' }).selectOption({ label: 'Firewire' });
    await page.getByRole('combobox', { name: 'מצב', exact: true }).selectOption('good');
    await expect(page.getByTestId('price-hint')).toHaveText(
      /^גלשנים דומים נמכרו ב־\u200f?\u2066[\d,]+–[\d,]+\u2069\s\u200f?₪ \(לפי \d+ גלשנים\)$/,
    );
    await expectAccessible(page, 'board form with price hint');
  });

  test('a board page says who it fits and, with enough data, how its price compares', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // A public board whose price the estimate has something to say about.
    const list = await page.request.get('/api/surfboards?limit=48');
    const boards = ((await list.json()) as { data: { boards: Board[] } }).data.boards;
    let found: { board: Board; verdict: string; low: number; high: number } | null = null;
    for (const b of boards) {
      if (!b.category) continue;
      const params = new URLSearchParams({
        category: b.category,
        condition: b.condition,
        exclude: b._id,
      });
      for (const k of ['brand', 'model', 'technology', 'volume', 'length'] as const) {
        if (b[k] !== null) params.set(k, String(b[k]));
      }
      const e = (await (await page.request.get(`/api/surfboards/price-estimate?${params}`)).json())
        .data as { low: number | null; high: number | null };
      if (e.low === null || e.high === null) continue;
      if (b.price <= e.low * 0.9)
        found = { board: b, verdict: 'מחיר טוב', low: e.low, high: e.high };
      else if (b.price > e.high * 1.1)
        found = { board: b, verdict: 'מעל טווח השוק', low: e.low, high: e.high };
      if (found) break;
    }
    expect(found, 'a demo board priced outside its range').not.toBeNull();
    await page.goto(`/surfboards/${found!.board._id}`);
    await waitForApp(page);
    const badge = page.getByRole('button', { name: new RegExp(`^${found!.verdict}`) });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(
      page.getByText(
        new RegExp(
          `גלשנים דומים נמכרו ב־\u200f?\u2066${found!.low.toLocaleString('en-US')}–${found!.high.toLocaleString('en-US')}\u2069\\s\u200f?₪`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText(/^מתאים לגולשים של \u2066\d+–\d+\u2069 ק״ג ברמת /)).toBeVisible();
    await expectAccessible(page, 'board page with price badge');
  });

  test('weight and level saved privately in the profile turn on "מתאים לי"', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await signIn(`fit-${Date.now()}@galim.example`, 'Fit Rider');
    await page.goto('/surfboards');
    await waitForApp(page);
    await expect(
      page.getByText('כדי לראות גלשנים שמתאימים לכם, ספרו לנו מה המשקל והרמה שלכם'),
    ).toBeVisible();

    await page.goto('/profile');
    await waitForApp(page);
    await page.getByLabel('שם פרטי *').fill('רוכבת');
    await page.getByLabel('שם משפחה *').fill('גלים');
    await page.getByLabel('טלפון *').fill('0501112233');
    await page.getByLabel('משקל (ק״ג)').fill('75');
    // The profile's one level field drives the fit filter.
    await page.getByLabel('רמת גלישה', { exact: true }).selectOption({ label: 'בינוניים' });
    await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
    await expect(page.getByText('הפרטים נשמרו בהצלחה')).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.goto('/surfboards');
    await waitForApp(page);
    const toggle = page.getByRole('switch', { name: 'מתאים לי' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page).toHaveURL(/fitWeightKg=75&fitLevel=intermediate/);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // 75 kg at intermediate: 31.5–48.8 litres, and no board marked for advanced or experts.
    const res = await page.request.get(
      '/api/surfboards?fitWeightKg=75&fitLevel=intermediate&limit=48',
    );
    const fitting = ((await res.json()) as { data: { boards: Board[]; total: number } }).data;
    expect(fitting.total).toBeGreaterThan(0);
    for (const b of fitting.boards) {
      expect(b.volume).toBeGreaterThanOrEqual(31.5);
      expect(b.volume).toBeLessThanOrEqual(48.8);
      expect(['beginner', 'intermediate', null]).toContain(b.skillLevel);
    }
    await expect(page.getByText(new RegExp(`^${fitting.total} גלשנים$|^גלשן אחד$`))).toBeVisible();
    await expectAccessible(page, 'fit toggle on');

    // A 62 kg beginner is offered soft-tops and longboards of 49.6–65.1 L, never a shortboard
    // or a gun for experts.
    const beginner = await page.request.get(
      '/api/surfboards?fitWeightKg=62&fitLevel=beginner&limit=48',
    );
    const forBeginner = ((await beginner.json()) as { data: { boards: Board[] } }).data.boards;
    for (const b of forBeginner) {
      expect(b.volume).toBeGreaterThanOrEqual(49.6);
      expect(['beginner', null]).toContain(b.skillLevel);
    }

    // Private: the public view of the user never shows the weight.
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('galim.user') ?? '{}'));
    const publicView = await page.request.get(`/api/users/${me._id}`, { headers: {} });
    expect(await publicView.text()).not.toContain('fitWeightKg');
  });

  test('"מתאים לי" is set up from the list, with no phone on the account', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signIn(`fit-list-${Date.now()}@galim.example`, 'New Rider');
    await page.goto('/surfboards');
    await waitForApp(page);
    const setUp = page.getByRole('form', {
      name: 'כדי לראות גלשנים שמתאימים לכם, ספרו לנו מה המשקל והרמה שלכם',
    });
    await setUp.getByLabel('משקל (ק״ג)').fill('12');
    await setUp.getByRole('button', { name: 'שמירה והצגת גלשנים מתאימים' }).click();
    await expect(setUp.getByRole('alert')).toHaveText('יש להזין משקל במספר שלם בין 30 ל־150 ק״ג');
    await setUp.getByLabel('משקל (ק״ג)').fill('70');
    await setUp.getByLabel('רמת גלישה').selectOption({ label: 'מתחילים' });
    await setUp.getByRole('button', { name: 'שמירה והצגת גלשנים מתאימים' }).click();
    await expect(page).toHaveURL(/fitWeightKg=70&fitLevel=beginner/);
    const toggle = page.getByRole('switch', { name: 'מתאים לי' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('לפי 70 ק״ג ורמת מתחילים')).toBeVisible();
    await expectAccessible(page, 'fit set up from the list');
  });

  test('the riders a board page names find the board with "מתאים לי"', async ({ page }) => {
    const list = await page.request.get('/api/surfboards?limit=48');
    const boards = ((await list.json()) as { data: { boards: Board[] } }).data.boards;
    const board = boards.find((b) => b.volume !== null)!;
    await page.goto(`/surfboards/${board._id}`);
    await waitForApp(page);
    // The range is isolated left to right in the Hebrew line (its marks around the numbers).
    const note = await page
      .getByText(/^מתאים לגולשים של \u2066\d+–\d+\u2069 ק״ג ברמת /)
      .textContent();
    const [min, max] = note!.match(/\d+/g)!.map(Number) as [number, number];
    const level = board.skillLevel ?? 'intermediate';
    for (const kg of [min, max]) {
      const found: string[] = [];
      for (let p = 1; p <= 5; p++) {
        const res = await page.request.get(
          `/api/surfboards?fitWeightKg=${kg}&fitLevel=${level}&limit=48&page=${p}`,
        );
        const boards = ((await res.json()) as { data: { boards: Board[] } }).data.boards;
        found.push(...boards.map((b) => b._id));
        if (boards.length < 48) break;
      }
      expect(found, `${kg} kg`).toContain(board._id);
    }
  });
});
