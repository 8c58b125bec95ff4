import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

// A board list after a sort or filter change. The list keeps its last cards on screen, dimmed
// and aria-busy, until the new answer comes: reading the cards right after the change reads the
// old ones. Start waiting for the answer before the change, then wait for the list to settle.

/** The board list's answer for a query `wanted` accepts: call it before the change. */
export function boardListAnswer(
  page: Page,
  wanted: (params: URLSearchParams) => boolean,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/surfboards' && wanted(url.searchParams);
  });
}

/**
 * Waits for `answer` and then for the page's lists to draw it: once the answer has come, the
 * busy (old) list has been drawn, so no busy list left means the new cards are on screen.
 */
export async function listSettled(page: Page, answer: Promise<Response>): Promise<void> {
  expect((await answer).ok()).toBe(true);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
