import { PHONE, expect, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

// React takes over each public page the server drew (hydrateRoot) without drawing it again: no
// hydration mismatch, no error, and the elements the server sent are the ones React runs.

test.describe('hydration of the server-drawn pages', () => {
  test('each public page kind starts by itself over the drawn HTML, without an error', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const pages = await publicPages(page);
    for (const [path] of pages) {
      // A first visit each time: nothing stored, and the service worker registers as it would.
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
      const visit = await context.newPage();
      const errors: string[] = [];
      visit.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      visit.on('pageerror', (e) => errors.push(e.message));
      // The header, main and page heading the server drew, noted before any script of the app
      // runs (not what the app adds later, such as a dialog).
      await visit.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Object.assign(window, {
            drawnByServer: document.getElementById('root')?.hasAttribute('data-server-drawn'),
            drawnCount: document.querySelectorAll('#root *').length,
            drawnLandmarks: Array.from(
              document.querySelectorAll('#root header, #root main, #root h1'),
            ),
          });
        });
      });
      await visit.goto(path, { waitUntil: 'load' });
      // Drawn by the server (noted before the app ran: on a quiet machine it may have started
      // by the time the page's load event is seen here).
      expect(
        await visit.evaluate(() => (window as { drawnByServer?: boolean }).drawnByServer),
        path,
      ).toBe(true);
      // Nobody touches the page: the app starts by itself.
      await expect(visit.locator('#root'), path).not.toHaveAttribute('data-server-drawn', {
        timeout: 60_000,
      });
      await visit.waitForLoadState('networkidle');

      // React takes the drawn parts over one slice at a time, in idle moments: on a busy
      // machine the last may come after the network has rested. A part it drew again is gone
      // from the page for good, so waiting cannot hide one.
      await expect
        .poll(
          () =>
            visit.evaluate(() =>
              (window as unknown as { drawnLandmarks: Element[] }).drawnLandmarks.every(
                (e) => e.isConnected && Object.keys(e).some((k) => k.startsWith('__reactFiber$')),
              ),
            ),
          { message: `${path}: every drawn landmark taken over`, timeout: 60_000 },
        )
        .toBe(true)
        .catch(() => undefined);
      const kept = await visit.evaluate(() => {
        const w = window as unknown as { drawnLandmarks: Element[]; drawnCount: number };
        const owned = (e: Element) => Object.keys(e).some((k) => k.startsWith('__reactFiber$'));
        const root = document.getElementById('root')!;
        return {
          drawnCount: w.drawnCount,
          rootIsReact: Object.keys(root).some((k) => k.startsWith('__reactContainer$')),
          landmarks: w.drawnLandmarks.length,
          // A mismatch makes React throw the drawn elements away and draw new ones.
          replaced: w.drawnLandmarks
            .filter((e) => !e.isConnected || !owned(e))
            .map((e) => `${e.tagName} ${e.className}`),
        };
      });
      expect(errors, `${path}: console errors`).toEqual([]);
      expect(kept.drawnCount, `${path}: the server drew the page`).toBeGreaterThan(20);
      expect(kept.rootIsReact, `${path}: React runs the page`).toBe(true);
      expect(kept.landmarks, `${path}: header, main and heading`).toBeGreaterThanOrEqual(3);
      expect(kept.replaced, `${path}: drawn elements React did not keep`).toEqual([]);
      await context.close();
    }
  });
});
