import type { Page } from '@playwright/test';
import { adminToken, approveBoard, publishBoard } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  test,
  waitForApp,
  waitForDraft,
} from '../support/fixtures';

// Issue 13: every journey, on a phone, without a stumble. Each test walks one journey the way a
// user would and checks what they would notice.

test.use({ viewport: PHONE });

/** The floating "+" of phones (the header's own link reads "+ הוספת גלשן"). */
const addButton = (page: Page) => page.getByRole('link', { name: 'הוספת גלשן', exact: true });

/** The text of the option a select shows. */
const shown = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).locator('option:checked');

test('publish with my location and a new model, then edit the price', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 31.8, longitude: 34.64 });
  await page.goto('/');
  await signIn(`geo-${Date.now()}@galim.example`, 'Geo Seller');
  await page.goto('/profile/upload-surfboard');
  await waitForApp(page);
  // No floating add button over the form's errors and buttons.
  await expect(addButton(page)).toHaveCount(0);

  await page.getByLabel('מחיר (₪)').fill('3100');
  await page.getByRole('combobox', { name: 'מצב', exact: true }).selectOption('good');
  await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'מותג' }).selectOption({ label: 'Pyzel' });
  await page.getByRole('combobox', { name: 'טכנולוגיה' }).selectOption({ index: 1 });

  // A model that is not on the list: added, and chosen at once.
  const model = `Ghost ${Date.now() % 100000}`;
  await page.getByRole('combobox', { name: 'דגם' }).selectOption({ label: '+ הוספת חדש' });
  await page.getByLabel('שם הדגם החדש').fill(model);
  await page.getByLabel('שם הדגם החדש').press('Enter');
  await expect(shown(page, 'דגם')).toHaveText(model);

  await page.getByLabel('אורך (רגל)').fill('6.1');
  await page.getByLabel('נפח (ליטר)').fill('31');
  await page.getByLabel('מיקום (עיר או חוף)').fill('אשדוד');
  await page.getByRole('button', { name: 'שימוש במיקום הנוכחי שלי' }).click();
  await expect(page.getByText('המיקום המדויק נשמר')).toBeVisible();

  // The draft keeps the chosen brand, model, category and technology, and shows them.
  await waitForDraft(page, 'אשדוד');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText('שחזרנו טיוטה שמורה של הטופס')).toBeVisible();
  await expect(shown(page, 'מותג')).toHaveText('Pyzel');
  await expect(shown(page, 'דגם')).toHaveText(model);
  await expect(shown(page, 'קטגוריה')).not.toHaveText('בחרו…');
  await expect(shown(page, 'טכנולוגיה')).not.toHaveText('ללא');
  const category = await shown(page, 'קטגוריה').textContent();
  const technology = await shown(page, 'טכנולוגיה').textContent();

  // A seller without a phone is asked for one before the first board goes out.
  await page.getByLabel('מספר טלפון').fill('0501234567');
  // After publishing, the success panel is on screen (the form was scrolled far down).
  await page.getByRole('button', { name: 'פרסום הגלשן' }).click();
  const publishedAt = Date.now();
  const success = page.getByRole('heading', { name: 'הגלשן הועלה בהצלחה' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toBeInViewport();

  // Edit: the form shows every choice, and saving a new price works.
  await page.getByRole('link', { name: 'לגלשנים שלי' }).click();
  await expect(addButton(page)).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Pyzel' });
  await card.getByRole('button', { name: 'עריכה', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'עריכת גלשן' });
  await expect(dialog.getByLabel('מחיר (₪)')).toHaveValue('3100');
  await expect(shown(page, 'מותג')).toHaveText('Pyzel');
  await expect(shown(page, 'דגם')).toHaveText(model);
  await expect(shown(page, 'קטגוריה')).toHaveText(category!);
  await expect(shown(page, 'טכנולוגיה')).toHaveText(technology!);
  await expect(dialog.getByText('המיקום המדויק נשמר')).toBeVisible();
  await dialog.getByLabel('מחיר (₪)').fill('2900');
  // The form asks for 3 s between two submits; a person takes longer than that.
  await expect.poll(() => Date.now() - publishedAt).toBeGreaterThanOrEqual(3000);
  await dialog.getByRole('button', { name: 'שמירת השינויים' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'הגלשן עודכן בהצלחה' })).toBeVisible();
  await expect(card).toContainText('2,900');
});

test('a text file named .jpg is refused at once', async ({ page, signIn }) => {
  await page.goto('/');
  await signIn(`file-${Date.now()}@galim.example`, 'File Seller');
  await page.goto('/profile/upload-surfboard');
  await waitForApp(page);
  await page.locator('input[type=file]').setInputFiles({
    name: 'board.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a picture'),
  });
  await expect(page.getByRole('alert')).toHaveText('הקובץ board.jpg אינו תמונה תקינה');
  await expect(page.getByRole('img', { name: 'תמונה 1' })).toHaveCount(0);
});

test('signing in without the terms tick shows the error where the finger is', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  const demo = page.getByRole('button', { name: 'כניסה בתור yoni@galim.example' });
  await demo.scrollIntoViewIfNeeded();
  await demo.click();
  const error = page.getByRole('alert').filter({ hasText: 'יש להסכים לתנאי השימוש כדי להתחבר' });
  await expect(error).toBeInViewport();
  await expect(error).toBeFocused();
});

test('personal details name the invalid field, not "fill in every field"', async ({
  page,
  signIn,
}) => {
  await page.goto('/');
  await signIn(`details-${Date.now()}@galim.example`, 'Details User');
  await page.goto('/profile');
  await waitForApp(page);
  await page.getByLabel('שם פרטי *').fill('דנה');
  await page.getByLabel('שם משפחה *').fill('לוי');
  await page.getByLabel('טלפון *').fill('12345');
  await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
  await expect(page.getByRole('alert')).toHaveText('מספר הטלפון אינו תקין');
  await page.getByLabel('טלפון *').fill('');
  await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
  await expect(page.getByRole('alert')).toHaveText('נא למלא את כל שדות החובה');
});

test('a sold board still opens from a saved link, clearly sold and without contact', async ({
  page,
  signIn,
}) => {
  await page.goto('/');
  const seller = await signIn(`sold-${Date.now()}@galim.example`, 'Sold Seller');
  const headers = { authorization: `Bearer ${seller.token}` };
  const id = await publishBoard(page.request, seller.token, {
    title: 'Sold Fish לבדיקה',
    length: '5.6',
  });
  await approveBoard(page.request, await adminToken(page.request), id);
  await page.request.post(`/api/surfboards/${id}/mark-sold`, {
    headers,
    data: { soldThroughWebsite: true },
  });

  // A buyer, not signed in, opens the link they saved.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/surfboards/${id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('המודעה לא נמצאה.')).toHaveCount(0);
  await expect(page.getByRole('status').getByText('נמכר', { exact: true })).toBeVisible();
  await expect(page.getByText('שליחת הודעה בוואטסאפ')).toHaveCount(0);
  await expect(page.getByText('שליחת מייל')).toHaveCount(0);
  await expectAccessible(page, 'sold board');
});

test('the board page: WhatsApp in green, and a link to the seller profile', async ({ page }) => {
  await page.goto('/surfboards');
  await waitForApp(page);
  // yoni's profile is public in the demo data.
  const res = await page.request.get('/api/surfboards?search=Pyzel&limit=48');
  const boards = (await res.json()).data.boards as {
    _id: string;
    seller: { slug: string | null; firstName: string; lastName: string };
  }[];
  const board = boards.find((b) => b.seller.slug)!;
  await page.goto(`/surfboards/${board._id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'הצג פרטי קשר' }).click();
  const whatsapp = page.getByRole('link', { name: 'שליחת הודעה בוואטסאפ' });
  await expect(whatsapp).toHaveCSS('background-color', 'rgb(15, 122, 63)');
  const { firstName, lastName } = board.seller;
  await page
    .getByRole('main')
    .getByRole('link', { name: `${firstName} ${lastName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/u/${board.seller.slug}$`));
});

test('messages a user can cause are Hebrew, and limits hold before sending', async ({ page }) => {
  // A negative minimum price in a saved link: the list still loads.
  await page.goto('/services?priceMin=-5');
  await waitForApp(page);
  await expect(page.getByText(/Invalid|Too small/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Typing one: the field says what is wrong, in Hebrew.
  const min = page.getByRole('spinbutton', { name: 'מחיר מינימלי' });
  await min.fill('-5');
  await min.blur();
  await expect(page.getByText('יש להזין מחיר בשקלים שלמים, מ-0 עד 1,000,000')).toBeVisible();
  await expect(page.getByText(/Invalid|Too small/)).toHaveCount(0);

  // The contact form refuses a long subject and message itself.
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') sent = true;
  });
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByLabel('סוג הפנייה').selectOption({ index: 1 });
  await page.getByLabel('שם מלא').fill('דנה לוי');
  await page.getByLabel('אימייל').fill('dana@example.com');
  await page.getByLabel('נושא').fill('א'.repeat(201));
  await page.getByRole('textbox', { name: 'הודעה' }).fill('ב'.repeat(5001));
  await page.getByRole('button', { name: 'שליחת ההודעה' }).click();
  await expect(page.getByText('הנושא יכול להכיל עד 200 תווים')).toBeVisible();
  await expect(page.getByText('ההודעה יכולה להכיל עד 5,000 תווים')).toBeVisible();
  expect(sent).toBe(false);
});

test('admin board moderation fits a phone, and its dialog buttons can be tapped', async ({
  page,
  signIn,
}) => {
  await page.goto('/');
  await signIn('admin@galim.example', 'Admin');
  await page.goto('/admin/surfboard-moderation');
  await waitForApp(page);
  const list = page.getByRole('list', { name: 'ממתינים' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectNoOverflow(page);
  // The floating add button would cover the numbers here.
  await expect(addButton(page)).toHaveCount(0);

  await list
    .getByRole('button', { name: /^פרטים/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoOverflow(page);
  const approve = dialog.getByRole('button', { name: 'אישור' });
  await approve.scrollIntoViewIfNeeded();
  await approve.click();
  await expect(page.getByRole('status').filter({ hasText: 'הגלשן אושר' })).toBeVisible();
});

test('the board list on a phone: search in sight, filters behind a button, four boards at a glance, a heart on each', async ({
  page,
  signIn,
}) => {
  await page.goto('/');
  await signIn(`list-${Date.now()}@galim.example`, 'List User');
  await page.goto('/surfboards');
  await waitForApp(page);
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();

  // The search field is in sight; the other filters wait behind "סינון", which counts the
  // active ones.
  await expect(page.getByLabel('חיפוש חופשי')).toBeVisible();
  const condition = page.getByRole('combobox', { name: 'מצב' });
  await expect(condition).toBeHidden();
  const toggle = page.getByRole('button', { name: /^סינון/ });
  await toggle.click();
  await condition.selectOption({ index: 1 });
  await expect(page).toHaveURL(/condition=/);
  await expect(toggle).toContainText('1');
  await expect(toggle).toHaveAccessibleName(/מסנן פעיל אחד/);
  await page.goto('/surfboards');
  await waitForApp(page);
  await expect(cards.first()).toBeVisible();

  // At least four whole boards on one phone screen.
  await cards.first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const inView = await cards.evaluateAll(
    (els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }).length,
  );
  expect(inView).toBeGreaterThanOrEqual(4);

  // A heart on every card, and it likes the board.
  const count = await cards.count();
  await expect(page.getByRole('button', { name: /^הוספה למועדפים: / })).toHaveCount(count);
  const first = cards.first();
  await first.getByRole('button', { name: /^הוספה למועדפים: / }).click();
  await expect(first.getByRole('button', { name: /^הסרה מהמועדפים: / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, 'board list phone');
});

test('home: every category tile leads to something real', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('link', { name: 'בתי ספר לגלישה' }).click();
  await expect(page.getByText(/^(נמצא שירות אחד|נמצאו .* שירותים)$/)).toBeVisible();
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('link', { name: 'טיפים ושאלות נפוצות' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('שאלות');
});

test('forecast on a phone: the hourly rating shows without scrolling sideways', async ({
  page,
}) => {
  await page.goto('/forecast');
  await waitForApp(page);
  const rating = page.getByRole('columnheader', { name: 'דירוג' });
  await expect(rating).toBeVisible();
  await rating.scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name: /תחזית לפי שעות|טבלאות/ }).last();
  const scrolled = await region.evaluate((el) => el.scrollLeft);
  expect(scrolled).toBe(0);
  const box = (await rating.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // #42 item 12: the columns off-screen are announced, and no value wraps ("0.3/מ'").
  await expect(page.getByText('גללו הצידה לרוח, לכיוון ולגאות').first()).toBeVisible();
  const wrapped = await region.locator('td, th').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only is clipped to a pixel, not laid out in lines.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(node.textContent);
      }
      return split;
    }),
  );
  expect(wrapped).toEqual([]);
});

// #42 item 11: at the end of a page the floating "+" covers none of its text.
test('the floating + leaves the end of each page readable', async ({ page, signIn }) => {
  await signIn(`plus-${Date.now()}@galim.example`, 'פלוס');
  for (const path of ['/contact', '/surfboards', '/services', '/profile/favorites']) {
    await page.goto(path);
    await waitForApp(page);
    const plus = addButton(page);
    if ((await plus.count()) === 0) continue;
    await page.mouse.wheel(0, 100_000);
    // Measured once the page's end has settled (a list may still be drawing below).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const button = (await plus.boundingBox())!;
          const covered = await page.locator('main').evaluate((main, b) => {
            const hits: string[] = [];
            const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of Array.from(range.getClientRects())) {
                const overlaps =
                  r.width > 0 &&
                  r.left < b.x + b.width &&
                  r.right > b.x &&
                  r.top < b.y + b.height &&
                  r.bottom > b.y;
                if (overlaps) hits.push(node.textContent.trim());
              }
            }
            return hits;
          }, button);
          return covered;
        },
        { message: path },
      )
      .toEqual([]);
  }
});
