import type { Page } from '@playwright/test';
import { PHONE, expect, test, waitForApp } from '../support/fixtures';

/**
 * Card titles that start in Latin letters: the first letter's box lies inside the title's box
 * (a long one is cut at its end, in the title's own direction, never at its start).
 */
async function latinTitleStarts(page: Page) {
  return page.locator('main article h3').evaluateAll((headings) =>
    headings.flatMap((heading) => {
      const text = heading.textContent ?? '';
      if (!/^[A-Za-z]/.test(text.trim())) return [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text | null;
      if (!node) return [];
      const at = node.data.search(/\S/);
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const first = range.getBoundingClientRect();
      const box = heading.getBoundingClientRect();
      // The browser draws the ellipsis at the line's end in the heading's direction: a Latin
      // title in a right-to-left heading loses its first letters to it ("…rewire Seaside").
      const shown =
        getComputedStyle(heading).direction === 'ltr' &&
        first.left >= box.left - 1 &&
        first.right <= box.right + 1;
      return [{ text, shown }];
    }),
  );
}

test.describe('board cards on a phone', () => {
  test.use({ viewport: PHONE });

  test('a long Latin board title is cut at its end on the list, home and a profile', async ({
    page,
  }) => {
    for (const path of ['/surfboards', '/', '/u/yoni-cohen']) {
      await page.goto(path);
      await waitForApp(page);
      const cards = page.locator('main article h3');
      // The home page loads its boards when they come near.
      if (path === '/') await page.mouse.wheel(0, 2500);
      await expect(cards.first()).toBeVisible();
      await cards.first().scrollIntoViewIfNeeded();
      const titles = await latinTitleStarts(page);
      expect(titles.length, path).toBeGreaterThan(0);
      expect(
        titles.filter((title) => !title.shown),
        path,
      ).toEqual([]);
    }
  });
});

/**
 * Every word of the card's title whose text is `title`, against the box the title is drawn in:
 * a word outside it was cut away.
 */
async function wordsCut(page: Page, title: string) {
  return page.locator('main article h3 a').evaluateAll(
    (links, wanted) =>
      links
        .filter((link) => link.textContent?.trim() === wanted)
        .flatMap((link) => {
          const box = link.getBoundingClientRect();
          const node = document.createTreeWalker(link, NodeFilter.SHOW_TEXT).nextNode() as Text;
          const cut: string[] = [];
          for (const match of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const r = range.getBoundingClientRect();
            const inside =
              r.left >= box.left - 1 &&
              r.right <= box.right + 1 &&
              r.top >= box.top - 1 &&
              r.bottom <= box.bottom + 1;
            if (!inside) cut.push(match[0]);
          }
          return [cut];
        }),
    title,
  );
}

test.describe('titles mixing Hebrew and Latin', () => {
  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    test(`keep their words in reading order on a ${viewport.width}px card`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [search, title] of [
        ['Monsta', 'JS Monsta – שורטבורד תחרותי'],
        ['Torq', 'לונגבורד Torq Mod Fun למתחילים'],
      ] as const) {
        await page.goto(`/surfboards?search=${encodeURIComponent(search)}`);
        await waitForApp(page);
        await expect(page.locator('main article h3', { hasText: title }).first()).toBeVisible();
        // One line cut at its end lost the start of the title's last run ("JS Monsta – …ותי").
        expect(await wordsCut(page, title), title).toEqual([[]]);
      }
    });
  }
});
