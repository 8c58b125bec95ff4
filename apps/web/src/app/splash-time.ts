/** The start splash covers the first 2 seconds of a page's life (spec-2 §2.1). */
export const SPLASH_MS = 2000;

/** Whether the splash is still due: on the server (a first screen), or in the first 2 seconds. */
export function splashDue(): boolean {
  return typeof window === 'undefined' || performance.now() < SPLASH_MS;
}

/**
 * The boot script ends the splash a page was drawn with, on time, whether or not its app has
 * started by then (a page the server drew starts it when first used).
 */
export function endServerSplash(): void {
  setTimeout(
    () => document.querySelector('[data-testid="splash"]')?.remove(),
    Math.max(0, SPLASH_MS - performance.now()),
  );
}
