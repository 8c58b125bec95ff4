import type { APIRequestContext, Page } from '@playwright/test';
import { publishBoard, tokenFor, signInFrom } from '../support/api';
import { DESKTOP, PHONE, expect, expectAccessible, test, waitForApp } from '../support/fixtures';

// The admin journeys run on the shared e2e server (demo data). The boards to moderate are
// published by a demo user through the real publish API, so they start pending.

const RUN = Date.now().toString(36);
const BOARDS = [
  `Firewire Seaside 5'6 למכירה ${RUN}`,
  `לונגבורד 9 רגל למתחילים ${RUN}`,
  `גלשן פיש במצב טוב ${RUN}`,
];

test.describe.configure({ mode: 'serial' });

async function publishPendingBoards(request: APIRequestContext) {
  const token = await tokenFor(request, 'yoni@galim.example', 'יוני כהן');
  for (const [i, title] of BOARDS.entries()) {
    await publishBoard(request, token, {
      title,
      price: String(1500 + i * 300),
      length: String(6 + i),
      volume: String(30 + i * 10),
      locationText: 'תל אביב',
    });
  }
}

/** The number shown in a status tab such as 'ממתינים (4)'. */
async function tabCount(page: Page, name: RegExp): Promise<number> {
  const text = (await page.getByRole('button', { name }).textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? NaN);
}

// A signed-in user who is not an admin is told so: admin-phone.spec.ts.
test('a signed-out visitor who opens /admin lands on the home page', async ({ page }) => {
  await page.goto('/admin/faq');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'תפריט ניהול' })).toHaveCount(0);
});

test('admin approves, rejects with notes and flags boards; the owner sees the notes', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(DESKTOP);
  await publishPendingBoards(page.request);
  const { token: adminToken } = await signIn('admin@galim.example', 'נועה מנהלת');
  const analytics = await (
    await page.request.get('/api/admin/analytics', {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'אנליטיקה' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'גלשנים' })).toContainText(
    String(analytics.data.surfboards.total),
  );
  await expectAccessible(page, 'admin analytics');

  await page
    .getByRole('navigation', { name: 'תפריט ניהול' })
    .getByRole('link', { name: 'ניהול גלשנים' })
    .click();
  await expect(page.getByRole('button', { name: `פרטים: ${BOARDS[2]}` })).toBeVisible();
  // The tabs' counts come from their own query, after the list.
  await expect(page.getByRole('button', { name: /^ממתינים/ })).toHaveText(/\d/);
  await expect(page.getByRole('button', { name: /^נדחו/ })).toHaveText(/\d/);
  const pendingBefore = await tabCount(page, /^ממתינים/);
  const rejectedBefore = await tabCount(page, /^נדחו/);
  expect(pendingBefore).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('button', { name: /^ממתינים/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, 'board moderation');

  // Approve the first.
  await page.getByRole('button', { name: `פרטים: ${BOARDS[0]}` }).click();
  const modal = page.getByRole('dialog', { name: BOARDS[0] });
  await expect(modal).toContainText('yoni@galim.example');
  await expect(modal).toContainText('תל אביב');
  await expectAccessible(page, 'board modal');
  await modal.getByRole('button', { name: 'אישור' }).click();
  await expect(page.getByText('הגלשן אושר')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: /^ממתינים/ })).toContainText(
    String(pendingBefore - 1),
  );

  // Reject the second: cancelling the prompt aborts, an empty reason is refused.
  await page.getByRole('button', { name: `פרטים: ${BOARDS[1]}` }).click();
  const second = page.getByRole('dialog', { name: BOARDS[1] });
  await second.getByRole('button', { name: 'דחייה' }).click();
  await second.getByRole('button', { name: 'ביטול' }).click();
  await expect(second.getByRole('button', { name: 'אישור' })).toBeVisible();
  await second.getByRole('button', { name: 'דחייה' }).click();
  await second.getByRole('button', { name: 'דחייה' }).click();
  await expect(second.getByRole('alert')).toHaveText('שדה חובה');
  await second
    .getByLabel('סיבת הדחייה (תוצג למפרסם):')
    .fill('התמונות לא ברורות, נא להעלות תמונות חדשות');
  await second.getByRole('button', { name: 'דחייה' }).click();
  await expect(page.getByText('הגלשן נדחה')).toBeVisible();
  await expect(page.getByRole('button', { name: /^נדחו/ })).toContainText(
    String(rejectedBefore + 1),
  );

  // Flag the approved one.
  await page.getByRole('button', { name: /^מאושרים/ }).click();
  await page.getByRole('button', { name: `פרטים: ${BOARDS[0]}` }).click();
  const approved = page.getByRole('dialog', { name: BOARDS[0] });
  await expect(approved.getByRole('button', { name: 'אישור' })).toHaveCount(0);
  await approved.getByRole('button', { name: 'סימון לבדיקה' }).click();
  await approved.getByLabel('סיבת הסימון:').fill('מחיר חשוד');
  await approved.getByRole('button', { name: 'סימון לבדיקה' }).click();
  await expect(page.getByText('הגלשן סומן לבדיקה')).toBeVisible();
  await page.getByRole('button', { name: /^מסומנים/ }).click();
  await expect(page.getByRole('button', { name: `פרטים: ${BOARDS[0]}` })).toBeVisible();

  // The owner sees the result and the notes on their board.
  const owner = await (
    await page.request.post('/api/auth/dev-login', {
      headers: signInFrom(),
      data: { email: 'yoni@galim.example', name: 'יוני' },
    })
  ).json();
  const all = await (
    await page.request.get('/api/surfboards/admin/all?status=rejected', {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json();
  const rejectedId = all.data.find(
    (b: {
      modelTitle: string | null;
      _id: string;
      description: string;
      brandTitle: string | null;
      title?: string;
    }) => JSON.stringify(b).includes(BOARDS[1]!),
  )._id;
  const mine = await (
    await page.request.get(`/api/surfboards/${rejectedId}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
  ).json();
  expect(mine.data).toMatchObject({
    moderationStatus: 'rejected',
    moderationNotes: 'התמונות לא ברורות, נא להעלות תמונות חדשות',
  });

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^הכול/ }).click();
  await expectAccessible(page, 'board moderation phone');
});

test('admin approves a pending service, which then becomes public', async ({ page, signIn }) => {
  await page.setViewportSize(DESKTOP);
  const providerToken = await tokenFor(page.request, 'maya@galim.example', 'מאיה לוי');
  const title = `שיעורי גלישה בבת ים ${RUN}`;
  const created = await page.request.post('/api/services/surf-instructor', {
    headers: { authorization: `Bearer ${providerToken}` },
    multipart: {
      title,
      description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות, כולל ציוד וחליפה.',
      price: '220',
      priceType: 'hourly',
      location: JSON.stringify({
        address: 'חוף הסלע',
        city: 'בת ים',
        region: 'center',
        coordinates: [0, 0],
      }),
      contactInfo: JSON.stringify({ email: 'maya@galim.example', phone: '0503333333' }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data._id as string;
  expect((await page.request.get(`/api/services/surf-instructor/${id}`)).status()).toBe(404);

  await signIn('admin@galim.example', 'נועה מנהלת');
  await page.goto('/admin/service-moderation');
  await waitForApp(page);
  await page.getByRole('button', { name: `פרטים: ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toContainText('בת ים');
  await expectAccessible(page, 'service moderation modal');
  await modal.getByRole('button', { name: 'אישור' }).click();
  await expect(page.getByText('השירות אושר')).toBeVisible();
  await expect(modal).toBeHidden();

  // Public now: anyone can open it.
  const anonymous = await page.request.get(`/api/services/surf-instructor/${id}`);
  expect(anonymous.status()).toBe(200);
});

test('a visitor reports a board and the admin finds it in the reports inbox', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/surfboards');
  await waitForApp(page);
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'דיווח על בעיה' }).click();
  const dialog = page.getByRole('dialog', { name: 'דיווח על בעיה במודעה' });
  await dialog.getByLabel('סיבת הדיווח').selectOption({ label: 'הפריט כבר נמכר' });
  await dialog.getByLabel('פרטים נוספים').fill(`המוכר אמר לי בטלפון שהגלשן נמכר ${RUN}`);
  await dialog.getByRole('button', { name: 'שליחת דיווח' }).click();
  await expect(page.getByText('הדיווח נשלח, תודה!')).toBeVisible();

  await page.goto('/');
  await signIn('admin@galim.example', 'נועה מנהלת');
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/reports');
  const item = page.getByRole('listitem').filter({ hasText: RUN });
  await expect(item).toContainText(title);
  await expect(item).toContainText('הפריט כבר נמכר');
  await expectAccessible(page, 'reports inbox');
});

test('admin adds, edits and deletes a brand; a brand in use cannot be deleted', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn('admin@galim.example', 'נועה מנהלת');
  await page.goto('/admin/brands');
  await waitForApp(page);
  await page.getByRole('button', { name: 'הוספת מותג' }).click();
  const form = page.getByRole('form', { name: 'הוספת מותג' });
  // An empty title is not saved silently: a hint shows.
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(form.getByRole('alert')).toContainText('יש למלא: שם');
  await form.getByLabel(/^שם/).fill('  Sharp Eye  ');
  await form.getByLabel(/^דירוג/).fill('4');
  await form.getByLabel(/^לוגו/).fill('https://example.com/sharp-eye.png');
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('נשמר')).toBeVisible();
  const row = page.getByRole('row', { name: /Sharp Eye/ });
  await expect(row).toContainText('4');
  await expectAccessible(page, 'brands');

  await page.getByRole('button', { name: 'עריכה: Sharp Eye' }).click();
  const edit = page.getByRole('form', { name: 'עריכה: Sharp Eye' });
  await edit.getByLabel(/^שם/).fill('Sharp Eye Surfboards');
  await edit.getByLabel(/^דירוג/).fill('5');
  // It makes wetsuits too (issue 53): a wetsuit's form will offer it, a board's still does.
  await edit.getByRole('group', { name: 'סוגי ציוד' }).getByLabel('חליפות').check();
  await edit.getByRole('button', { name: 'שמירה' }).click();
  const edited = page.getByRole('row', { name: /Sharp Eye Surfboards/ });
  await expect(edited).toContainText('5');
  await expect(edited).toContainText('גלשנים, חליפות');
  for (const kind of ['wetsuit', 'board']) {
    const makers = (await (await page.request.get(`/api/brands?kind=${kind}`)).json()).data as {
      title: string;
    }[];
    expect(makers.map((b) => b.title)).toContain('Sharp Eye Surfboards');
  }
  const finMakers = (await (await page.request.get('/api/brands?kind=fins')).json()).data as {
    title: string;
  }[];
  expect(finMakers.map((b) => b.title)).toEqual(['Captain Fin', 'FCS', 'Futures']);

  await page.getByRole('button', { name: 'מחיקה: Sharp Eye Surfboards' }).click();
  const confirm = page.getByRole('dialog', { name: 'מחיקה' });
  await expect(confirm).toContainText('למחוק את "Sharp Eye Surfboards"?');
  await confirm.getByRole('button', { name: 'מחיקה' }).click();
  await expect(page.getByRole('row', { name: /Sharp Eye/ })).toHaveCount(0);

  // Firewire is used by demo boards: the server refuses with a clear message.
  await page.getByRole('button', { name: 'מחיקה: Firewire' }).click();
  await page.getByRole('dialog', { name: 'מחיקה' }).getByRole('button', { name: 'מחיקה' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'אי אפשר למחוק את המותג "Firewire"' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Firewire/ })).toBeVisible();

  await page.setViewportSize(PHONE);
});

const generalOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'כללי' })
    .getByTestId('faq-admin-item')
    .locator('p.font-semibold')
    .allTextContents();

test('admin reorders FAQ items by buttons, by keyboard and by drag and drop', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn('admin@galim.example', 'נועה מנהלת');
  await page.goto('/admin/faq');
  await waitForApp(page);
  const q1 = 'מה זה גלים?';
  const q2 = 'האם השימוש באתר עולה כסף?';
  const q3 = 'איך מתקינים את האפליקציה בטלפון?';
  await expect.poll(() => generalOrder(page)).toEqual([q1, q2, q3]);
  await expect(page.getByRole('link', { name: 'לצפייה בעמוד הציבורי' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await expectAccessible(page, 'faq admin');

  await page.getByRole('button', { name: `העברה למטה: ${q1}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'הסדר עודכן' })).toBeVisible();
  await expect.poll(() => generalOrder(page)).toEqual([q2, q1, q3]);
  // The status message hides by itself.
  await expect(page.getByText('הסדר עודכן')).toBeHidden({ timeout: 3000 });

  const items = page.getByRole('list', { name: 'כללי' }).getByTestId('faq-admin-item');
  await items.nth(2).dragTo(items.nth(0));
  await expect.poll(() => generalOrder(page)).toEqual([q3, q2, q1]);
  // The drag's order is saved before the keyboard moves another.
  await expect(page.getByRole('status').filter({ hasText: 'הסדר עודכן' })).toBeVisible();

  await page.getByRole('button', { name: `גרירה: ${q1}` }).focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => generalOrder(page)).toEqual([q3, q1, q2]);
  await expect(page.getByRole('button', { name: `גרירה: ${q1}` })).toBeFocused();

  // The order the server keeps, once the last move's save has landed.
  await expect
    .poll(async () => {
      const saved = await (await page.request.get('/api/faq/public')).json();
      const general = saved.data.items
        .filter((i: { category: string }) => i.category === 'כללי')
        .sort((a: { order: number }, b: { order: number }) => a.order - b.order);
      return general.map((i: { question: string; order: number }) => [i.question, i.order]);
    })
    .toEqual([
      [q3, 0],
      [q1, 10],
      [q2, 20],
    ]);

  await page.goto('/faq');
  await waitForApp(page);
  await expect(page.locator('details summary').first()).toContainText(q3);
  await page.setViewportSize(PHONE);
  await page.getByText(q1).click();
  await expect(page.getByText('גלים היא פלטפורמה לקהילת הגולשים')).toBeVisible();
  await expectAccessible(page, 'public faq');
});

test('a visitor sends a contact message and the admin reads and handles it', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('button', { name: 'שליחת ההודעה' }).click();
  await expect(page.getByText('יש לבחור סוג פנייה')).toBeVisible();
  await expect(page.getByText('יש למלא שם מלא')).toBeVisible();
  await page.getByLabel(/^סוג הפנייה/).selectOption({ label: 'שיתוף פעולה עסקי' });
  await page.getByLabel(/^שם מלא/).fill('רון שמש');
  await page.getByLabel(/^אימייל/).fill('ron@example');
  await page.getByLabel(/^נושא/).fill('שיתוף פעולה עם בית ספר לגלישה');
  await page.getByLabel(/^הודעה/).fill('שלום, אנחנו בית ספר לגלישה בהרצליה ונשמח לשתף פעולה.');
  await page.getByRole('button', { name: 'שליחת ההודעה' }).click();
  await expect(page.getByText('כתובת האימייל אינה תקינה')).toBeVisible();
  await page.getByLabel(/^אימייל/).fill('ron@example.com');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@galim.co.il' }),
  ).toHaveAttribute('href', 'mailto:hello@galim.co.il');
  await expectAccessible(page, 'contact');
  await page.getByRole('button', { name: 'שליחת ההודעה' }).click();
  await expect(page.getByText('ההודעה נשלחה בהצלחה!')).toBeVisible();
  await expect(page.getByText('ההודעה נשלחה בהצלחה!')).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel(/^שם מלא/)).toHaveValue('');

  const adminContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const adminPage = await adminContext.newPage();
  await signIn('admin@galim.example', 'נועה מנהלת', adminPage);
  await adminPage.goto('/admin/messages');
  const message = adminPage.getByRole('article', { name: 'שיתוף פעולה עם בית ספר לגלישה' });
  await expect(message).toContainText('רון שמש');
  await expect(message).toContainText('שיתוף פעולה עסקי');
  await expect(message.getByRole('link', { name: 'מענה באימייל' })).toHaveAttribute(
    'href',
    /^mailto:ron@example\.com\?subject=/,
  );
  await waitForApp(adminPage);
  await expectAccessible(adminPage, 'messages');
  await message.getByRole('button', { name: 'סימון כטופלה' }).click();
  await expect(adminPage.getByText('ההודעה סומנה כטופלה')).toBeVisible();
  await expect(message).toHaveCount(0);
  await adminPage.getByRole('button', { name: /^טופלו/ }).click();
  await expect(
    adminPage.getByRole('article', { name: 'שיתוף פעולה עם בית ספר לגלישה' }),
  ).toBeVisible();
  await adminContext.close();
});

test('info pages are readable Hebrew pages with server-rendered titles', async ({
  page,
  baseURL,
}) => {
  for (const [route, heading, title] of [
    ['/about', 'אודות גלים', 'אודות | גלים'],
    ['/privacy-policy', 'מדיניות פרטיות', 'מדיניות פרטיות | גלים'],
    ['/terms', 'תנאי שימוש', 'תנאי שימוש | גלים'],
  ] as const) {
    const html = await (await page.request.get(route)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await waitForApp(page);
      await expectAccessible(page, route);
    }
  }
  await page.goto('/privacy-policy');
  await expect(page.getByText(/תוך 30 יום/)).toBeVisible();
  await expect(page.getByText(/Open-Meteo/)).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('עודכן לאחרונה: 1 בינואר 2026')).toBeVisible();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${baseURL}/about`);
  expect(sitemap).toContain(`${baseURL}/u/yoni-cohen`);
});
