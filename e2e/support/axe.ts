import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, splashGone } from './fixtures';

// What every page's accessibility check shares (a11y-all-pages.spec.ts, english-pages.spec.ts):
// WCAG 2.2 AA, target size (2.5.8: 24 × 24 CSS px) included. Any violation fails, whatever axe
// calls its impact.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens `path` and waits for the page's own content (not its skeletons). */
export async function pageSettled(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#main').waitFor();
  await expect.poll(() => splashGone(page), { timeout: 30_000 }).toBe(true);
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(() => page.locator('main .animate-pulse, main [aria-busy="true"]').count(), {
      timeout: 10_000,
    })
    .toBe(0)
    .catch(() => undefined);
}

/** What axe finds on the open page, one line per violation, named by `where` and `path`. */
export async function axeViolations(page: Page, path: string, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${where} ${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(', ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ''}`,
  );
}
