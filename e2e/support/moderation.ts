import type { Locator, Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';

/**
 * Opens the board moderation queue as the signed-in admin, checks that the board titled `title`
 * leads it, held for review, and opens its details. Gives the queue's item and the dialog.
 */
export async function openHeldBoard(
  page: Page,
  title: string,
): Promise<{ item: Locator; dialog: Locator }> {
  await page.goto('/admin/surfboard-moderation');
  await waitForApp(page);
  const first = page.getByRole('list', { name: 'ממתינים' }).getByRole('listitem').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('מוחזק לבדיקה');
  await first.getByRole('button', { name: `פרטים: ${title}` }).click();
  return { item: first, dialog: page.getByRole('dialog', { name: title }) };
}
