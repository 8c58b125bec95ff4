import type { Locator } from '@playwright/test';
import { publishBoard, tokenFor } from '../support/api';
import { DESKTOP, PHONE, expect, test, waitForApp } from '../support/fixtures';

// Issue 51, item 21: in the board moderation queue a board's title and the line of its details
// under it (price, seller, date) start on the same side: the right in Hebrew, the left in
// English, whichever script the title is written in.

const RUN = Date.now().toString(36);

/** Where the text itself (not its box) starts and ends on the screen. */
const textEdges = (line: Locator) =>
  line.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });

for (const viewport of [PHONE, DESKTOP]) {
  test(`the queue's title and details start on the same side, ${viewport.width} px wide`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    const [LATIN, HEBREW] = [
      `Pyzel Ghost ${RUN}${viewport.width}`,
      `גלשן ארוך ${RUN}${viewport.width}`,
    ];
    const seller = await tokenFor(page.request, `queue-${RUN}@galim.example`, 'מוכר תור');
    for (const title of [LATIN, HEBREW]) {
      await publishBoard(page.request, seller, { title });
    }
    await signIn('admin@galim.example', 'נועה מנהלת');

    for (const [path, side] of [
      ['/admin/surfboard-moderation', 'right'],
      ['/en/admin/surfboard-moderation', 'left'],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      for (const title of [LATIN, HEBREW]) {
        const item = page.getByRole('listitem').filter({ hasText: title });
        const name = item.getByText(title, { exact: true });
        const details = item.getByText('מוכר תור').locator('xpath=..');
        const [a, b] = [await textEdges(name), await textEdges(details)];
        expect(Math.abs(a[side] - b[side]), `${path}, "${title}" by the ${side}`).toBeLessThan(2);
      }
    }
  });
}
