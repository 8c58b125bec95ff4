import { adminToken, approveBoard, bearer, publishBoard, tokenFor } from '../support/api';
import {
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  expectNoOverflow,
  test,
  waitForApp,
} from '../support/fixtures';

// Issue 33: a buyer asks the seller about a board on its page, on a phone; the seller answers
// on their questions page; the buyer is told in the notification centre, which opens the board
// with the answer. Nobody else sees the question.

test.use({ viewport: PHONE });

const RUN = Date.now().toString(36);
const TITLE = `Fish שאלות ${RUN}`;
const SELLER = { email: `q-seller-${RUN}@galim.example`, name: 'יוני מוכר' };
const BUYER = { email: `q-buyer-${RUN}@galim.example`, name: 'דנה קונה' };
const QUESTION = 'יש בו תיקונים? אפשר לראות אותו בשבת בבוקר?';
const ANSWER = 'אין תיקונים. בשבת ב־8 בחוף הילטון.';

test('a question reaches the seller, and the answer comes back to the buyer', async ({
  page,
  request,
  signIn,
}) => {
  // A seller's board, approved.
  const seller = await tokenFor(request, SELLER.email, SELLER.name);
  const boardId = await publishBoard(request, seller, { title: TITLE, price: '1700' });
  await approveBoard(request, await adminToken(request), boardId);

  // A visitor is asked to sign in first.
  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'שאלה למוכר' });
  await expect(section.getByRole('link', { name: 'התחברות ושאלה למוכר' })).toBeVisible();

  // Signed in, the buyer asks; the safe-deal advice follows the first contact.
  await signIn(BUYER.email, BUYER.name);
  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  await section.getByRole('textbox', { name: 'השאלה שלך' }).fill(QUESTION);
  await section.getByRole('button', { name: 'שליחת שאלה' }).click();
  await expect(page.getByText('השאלה נשלחה למוכר. נודיע לך כשיענה.')).toBeVisible();
  const advice = page.getByRole('dialog', { name: 'קנייה בטוחה: לפני שנפגשים' });
  await expect(advice).toBeVisible();
  await advice.getByRole('button', { name: 'הבנתי' }).click();
  await expect(advice).toBeHidden();
  await expect(section.getByText(QUESTION)).toBeVisible();
  await expect(section.getByText('ממתינה לתשובה')).toBeVisible();
  await expectAccessible(page, 'board page with a question asked');

  // The seller: told in the centre, answers on the questions page.
  await signIn(SELLER.email, SELLER.name);
  await page.goto('/profile/notifications');
  await waitForApp(page);
  await page.getByRole('button', { name: 'שאלה חדשה על הגלשן שלך' }).click();
  await expect(page).toHaveURL(/\/profile\/questions$/);
  await expect(page.getByText('שאלה אחת ממתינה לתשובה')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(card.getByText(/שאלה מדנה/)).toBeVisible();
  await expectAccessible(page, 'questions page');
  await card.getByRole('textbox', { name: 'התשובה שלך' }).fill(ANSWER);
  await card.getByRole('button', { name: 'שליחת תשובה' }).click();
  await expect(page.getByText('התשובה נשלחה')).toBeVisible();
  await expect(card.getByText(ANSWER)).toBeVisible();
  await expect(card.getByRole('textbox')).toHaveCount(0);

  // A third user sees nothing of it.
  const stranger = await tokenFor(request, `q-other-${RUN}@galim.example`, 'עומר');
  for (const role of ['received', 'asked']) {
    const res = await request.get(`/api/questions?role=${role}`, { headers: bearer(stranger) });
    expect(JSON.stringify(await res.json())).not.toContain(QUESTION);
  }

  // The buyer: the notification opens the board at the answer.
  await signIn(BUYER.email, BUYER.name);
  await page.goto('/profile/notifications');
  await waitForApp(page);
  await page.getByRole('button', { name: 'המוכר ענה על השאלה שלך' }).click();
  await expect(page).toHaveURL(new RegExp(`/surfboards/${boardId}#questions$`));
  await expect(section.getByText(ANSWER)).toBeVisible();
  await expect(section.getByText('תשובת המוכר')).toBeVisible();
  // It lands at the questions, not at the top of the page.
  await expect(section.getByRole('heading', { name: 'שאלה למוכר' })).toBeFocused();
  await expect(section.getByText(ANSWER)).toBeInViewport();
});

test('signing in from the board’s questions comes back to them, not to the top', async ({
  page,
  request,
}) => {
  const seller = await tokenFor(request, `q-seller2-${RUN}@galim.example`, 'מוכר שני');
  const boardId = await publishBoard(request, seller, { title: `${TITLE} 2`, price: '1500' });
  await approveBoard(request, await adminToken(request), boardId);

  await page.goto(`/surfboards/${boardId}`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'שאלה למוכר' });
  await section.getByRole('link', { name: 'התחברות ושאלה למוכר' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/קראתי ואני מסכים/).check();
  const dev = page.getByRole('region', { name: 'כניסת מפתחים' });
  await dev.getByLabel('דוא״ל').fill(`q-back-${RUN}@galim.example`);
  await dev.getByRole('button', { name: 'כניסה', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/surfboards/${boardId}#questions$`));
  await expect(section.getByRole('textbox', { name: 'השאלה שלך' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'שאלה למוכר' })).toBeFocused();
  await expect(section.getByRole('textbox', { name: 'השאלה שלך' })).toBeInViewport();
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a board without photos, with the questions below it, keeps to the page width', async ({
    page,
    request,
  }) => {
    // The no-photo picture keeps its 4:3 shape; stretched to the taller details column it grew
    // wider than its column and pushed the page 45 px sideways.
    const seller = await tokenFor(request, `q-nophoto-${RUN}@galim.example`, SELLER.name);
    const boardId = await publishBoard(request, seller, { title: `${TITLE} בלי תמונות` });
    await approveBoard(request, await adminToken(request), boardId);
    await page.goto(`/surfboards/${boardId}`);
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'שאלה למוכר' })).toBeVisible();
    await expectNoOverflow(page);
  });
});
