import type { Locator, Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';

/**
 * Opens the board moderation queue as the signed-in admin, checks that the board titled `title`
 * is in it held for review, held boards first, and opens its details. Gives the queue's item and the dialog.
 */
export async function openHeldBoard(
  page: Page,
  title: string,
): Promise<{ item: Locator; dialog: Locator }> {
  await page.goto('/admin/surfboard-moderation');
  await waitForApp(page);
  const queue = page.getByRole('list', { name: 'ממתינים' }).getByRole('listitem');
  // Held boards lead the queue (another test's held board may come before this one).
  await expect(queue.first()).toContainText('מוחזק לבדיקה');
  const item = queue.filter({ hasText: title });
  await expect(item).toContainText('מוחזק לבדיקה');
  await item.getByRole('button', { name: `פרטים: ${title}` }).click();
  return { item, dialog: page.getByRole('dialog', { name: title }) };
}
