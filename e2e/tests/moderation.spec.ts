import type { APIRequestContext } from '@playwright/test';
import { approveBoard, bearer, publishBoard, tokenFor } from '../support/api';
import { PHONE, expect, expectAccessible, test } from '../support/fixtures';
import { openHeldBoard } from '../support/moderation';

// Issue 33 (items 5 and 6) on a phone: a board reported by three different users is held out
// of public view; the moderator sees why, beside the seller's history, and rejects it with a
// preset reason, confirmed with a second tap (#42 item 17).

const RUN = Date.now().toString(36);
const TITLE = `גלשן מדווח ${RUN}`;

/** A board published by a demo seller and approved by the admin: public. */
async function publicBoard(request: APIRequestContext, adminToken: string) {
  const seller = await tokenFor(request, `seller-${RUN}@galim.example`, 'מוכר בדיקה');
  const id = await publishBoard(request, seller, {
    title: TITLE,
    price: '350',
    width: '19.5',
    thickness: '2.5',
  });
  await approveBoard(request, adminToken, id);
  return id;
}

test('a board reported by three users is held; the moderator rejects it by a confirmed preset on a phone', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  const adminToken = await tokenFor(page.request, 'admin@galim.example', 'נועה מנהלת');
  const id = await publicBoard(page.request, adminToken);
  expect((await page.request.get(`/api/surfboards/${id}`)).status()).toBe(200);

  // Three different signed-in users report it.
  const reasons = ['copied_photos', 'price_too_good', 'other'] as const;
  for (const [i, reason] of reasons.entries()) {
    const token = await tokenFor(page.request, `reporter${i}-${RUN}@galim.example`, `מדווח ${i}`);
    const res = await page.request.post('/api/reports', {
      headers: bearer(token),
      data: {
        targetType: 'surfboard',
        targetId: id,
        reason,
        text: reason === 'other' ? 'אותו גלשן פורסם בקבוצת פייסבוק' : '',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // Out of public view until a moderator decides.
  expect((await page.request.get(`/api/surfboards/${id}`)).status()).toBe(404);

  await signIn('admin@galim.example', 'נועה מנהלת');
  // Held boards lead the queue.
  const { item, dialog: modal } = await openHeldBoard(page, TITLE);
  await expect(item).toContainText('3 דיווחים');
  const reports = modal.getByRole('region', { name: 'דיווחים של משתמשים' });
  await expect(reports).toContainText('3 דיווחים, מ-3 משתמשים');
  await expect(reports).toContainText('תמונות מועתקות');
  await expect(reports).toContainText('מחיר טוב מכדי להיות אמיתי');
  await expect(reports).toContainText('אותו גלשן פורסם בקבוצת פייסבוק');
  const history = modal.getByRole('region', { name: 'היסטוריית המוכר/ת' });
  await expect(history).toContainText('בגלים מאז');
  await expect(history).toContainText('גלשנים שדווחו');
  await expectAccessible(page, 'moderator view of a held board');

  // #42 item 34: the measures read from the start of the line (the right), each with its
  // mark after the number: 6'0" first, 2½" last, as surfers write them (issue 51).
  const dims = modal.getByTestId('board-dimensions');
  await expect(dims).toHaveText(`6'0" × 19½" × 2½"`);
  const length = await dims.getByText(`6'0"`, { exact: true }).boundingBox();
  const thickness = await dims.getByText(`2½"`, { exact: true }).boundingBox();
  expect(length!.x).toBeGreaterThan(thickness!.x);

  // Issue 51 (item 21): the way to the board's public page says which board it opens.
  await expect(modal.getByRole('link', { name: `לעמוד הגלשן באתר: ${TITLE}` })).toHaveAttribute(
    'href',
    `/surfboards/${id}`,
  );

  // #42 item 17: a preset reason asks before it rejects; going back leaves the board waiting.
  const preset = modal.getByRole('button', { name: 'תמונות מועתקות ממודעה אחרת' });
  await preset.scrollIntoViewIfNeeded();
  await preset.click();
  const confirm = modal.getByRole('region', { name: 'לדחות את הגלשן?' });
  await expect(confirm).toContainText('תמונות מועתקות ממודעה אחרת');
  await expect(page.getByText('הגלשן נדחה')).toBeHidden();
  await confirm.getByRole('button', { name: 'לא, חזרה' }).click();
  await expect(confirm).toBeHidden();
  await expect(modal.getByRole('button', { name: 'אישור', exact: true })).toBeVisible();

  // The second, deliberate tap rejects: the preset reason is the rejection's notes.
  await preset.click();
  await confirm.getByRole('button', { name: 'כן, לדחות' }).click();
  await expect(page.getByText('הגלשן נדחה')).toBeVisible();
  await expect(modal).toBeHidden();

  const after = await page.request.get(`/api/surfboards/${id}`);
  expect(after.status()).toBe(404);
  const rejected = await (
    await page.request.get('/api/surfboards/admin/all?status=rejected', {
      headers: bearer(adminToken),
    })
  ).json();
  const board = rejected.data.find((b: { _id: string }) => b._id === id);
  expect(board).toMatchObject({ moderationNotes: 'תמונות מועתקות ממודעה אחרת', holds: [] });
});
