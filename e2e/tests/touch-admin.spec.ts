// Named to run after admin.spec.ts: it edits, moves and deletes FAQ entries of the shared demo
// database, which admin.spec.ts reads in their seeded order.
import type { Locator, Page } from '@playwright/test';
import { publishBoard, tokenFor } from '../support/api';
import {
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  test,
  waitForApp,
} from '../support/fixtures';

// The admin pages on a phone (390×844): nothing wider than the screen, every control big
// enough to tap, and the FAQ editor usable by touch alone.

// Axe and a fresh server take long on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const ADMIN = ['admin@galim.example', 'נועה מנהלת'] as const;

/** Every visible button inside `scope` lies within the screen and is at least 24×24 px. */
async function expectButtonsReachable(page: Page, scope: Locator) {
  const width = page.viewportSize()!.width;
  const boxes = await scope.getByRole('button').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent ?? '',
          left: r.left,
          right: r.right,
          width: r.width,
          height: r.height,
        };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect.soft(b.left, `${b.name} starts off screen`).toBeGreaterThanOrEqual(0);
    expect.soft(b.right, `${b.name} ends off screen`).toBeLessThanOrEqual(width);
    expect.soft(b.width, `${b.name} narrower than 24px`).toBeGreaterThanOrEqual(24);
    expect.soft(b.height, `${b.name} lower than 24px`).toBeGreaterThanOrEqual(24);
  }
}

const generalQuestions = (page: Page) =>
  page
    .getByRole('list', { name: 'כללי' })
    .getByTestId('faq-admin-item')
    .locator('p.font-semibold')
    .allTextContents();

test('on a phone the admin edits, reorders and deletes FAQ entries by touch', async ({
  page,
  signIn,
}) => {
  await signIn(...ADMIN);
  await page.goto('/admin/faq');
  await waitForApp(page);
  const list = page.getByRole('list', { name: 'כללי' });
  await expect(list.getByTestId('faq-admin-item').first()).toBeVisible();
  await expectNoOverflow(page);
  // The page's own controls (the site-wide banner and menus are not this page's).
  await expectButtonsReachable(page, page.getByRole('region', { name: 'שאלות נפוצות' }));

  // Edit an entry and save it: the public FAQ shows the new text.
  const [first] = await generalQuestions(page);
  const edited = `${first} (עודכן בטלפון)`;
  await page.getByRole('button', { name: `עריכה: ${first}` }).tap();
  const form = page.getByRole('form', { name: `עריכה: ${first}` });
  await expectNoOverflow(page);
  await expectButtonsReachable(page, form);
  await form.getByRole('textbox', { name: 'שאלה', exact: true }).fill(edited);
  await form.getByRole('button', { name: 'שמירה' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'נשמר' })).toBeVisible();
  await expect(list.getByText(edited)).toBeVisible();

  // Reorder by touch: the first entry moves down one place.
  const before = await generalQuestions(page);
  await page.getByRole('button', { name: `העברה למטה: ${edited}` }).tap();
  await expect
    .poll(() => generalQuestions(page))
    .toEqual([before[1], before[0], ...before.slice(2)]);

  // Delete the last one, confirming in the dialog.
  const last = before[before.length - 1]!;
  await page.getByRole('button', { name: `מחיקה: ${last}` }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('למחוק את השאלה?');
  // Its answers (the shared dialog's own × is the site-wide target-size work's).
  await expectButtonsReachable(page, dialog.locator('p ~ div'));
  await dialog.getByRole('button', { name: 'מחיקה' }).tap();
  await expect.poll(() => generalQuestions(page)).not.toContain(last);

  await page.goto('/faq');
  await expect(page.getByText(edited)).toBeVisible();
  await expect(page.getByText(last)).toHaveCount(0);
});

test('a signed-in user who is not an admin is told the admin area is for admins', async ({
  page,
  signIn,
}) => {
  await signIn('yoni@galim.example', 'יוני כהן');
  await page.goto('/admin/faq');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('האזור הזה מיועד למנהלי האתר');
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByRole('navigation', { name: 'תפריט ניהול' })).toHaveCount(0);
  await expectNoOverflow(page);
  await expectAccessible(page, 'admin only');
  await page.getByRole('main').getByRole('link', { name: 'לדף הבית' }).tap();
  await expect(page).toHaveURL(/\/$/);
});

test('the activity feed names boards and users, linked, never by id', async ({ page, signIn }) => {
  const token = await tokenFor(page.request, 'yoni@galim.example', 'יוני כהן');
  const title = `גלשן לפיד הפעילות ${Date.now().toString(36)}`;
  const boardId = await publishBoard(page.request, token, { title });

  await signIn(...ADMIN);
  await page.goto('/admin/analytics');
  await waitForApp(page);
  const feed = page.getByRole('region', { name: 'פעילות אחרונה' });
  await expect(feed.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/surfboards/${boardId}`,
  );
  await expect(feed).not.toContainText(boardId);
  await expectNoOverflow(page);
});

test('the jobs page reads on a phone', async ({ page, signIn }) => {
  await signIn(...ADMIN);
  await page.goto('/admin/jobs');
  await waitForApp(page);
  await expect(page.getByTestId('job').first()).toBeVisible();
  await expectNoOverflow(page);
  await expectButtonsReachable(page, page.getByRole('region', { name: 'משימות רקע' }));
});

// #42 item 33: on a phone the brands table was wider than the screen and its edit and delete
// buttons were reached only by scrolling it sideways.
test('on a phone a reference table keeps each row’s edit and delete in reach', async ({
  page,
  signIn,
}) => {
  await signIn(...ADMIN);
  await page.goto('/admin/brands');
  await waitForApp(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const width = page.viewportSize()!.width;
  for (const name of [/^עריכה: /, /^מחיקה: /]) {
    const box = (await table.getByRole('button', { name }).first().boundingBox())!;
    expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(width);
  }
});
