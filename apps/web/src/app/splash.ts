import { splashTexts } from '../i18n/he/splash';

const WAVE =
  '<svg viewBox="0 0 64 64" class="size-20" aria-hidden="true">' +
  '<path d="M4 40c8 0 8-8 16-8s8 8 16 8 8-8 16-8 8 8 8 8v20H4z" fill="currentColor" opacity=".9"/>' +
  '<path d="M4 30c8 0 8-8 16-8s8 8 16 8 8-8 16-8 8 8 8 8" stroke="currentColor" stroke-width="4" fill="none"/>' +
  '</svg>';

/**
 * The installed app's start screen (issue #31): on a cold start from the home
 * screen, over the empty shell the service worker serves, until the app's first drawing is on
 * the page, and not a moment longer. A page a browser opens never shows it (boot.ts): that page
 * is readable at once, and covering it only delayed it. Drawn by the boot script, without React,
 * so it shows while React's code is still on its way.
 */
export function showSplash(root: HTMLElement, ready: Promise<unknown>): void {
  // The app was quicker than this module: there is nothing left to cover.
  if (root.firstElementChild) return;
  const splash = document.createElement('div');
  splash.setAttribute('aria-hidden', 'true');
  splash.dataset.testid = 'splash';
  splash.className =
    'pointer-events-none fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-gradient-to-b from-sky-700 to-sky-900 text-white';
  splash.innerHTML = `${WAVE}<span class="text-4xl font-extrabold">${splashTexts.name}</span><span class="text-lg opacity-90">${splashTexts.tagline}</span>`;
  document.body.append(splash);
  const remove = () => splash.remove();
  ready.then(remove, remove);
}
