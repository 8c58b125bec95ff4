import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// Install-prompt rules: eligible when never shown or last shown over 7 days ago.

export const INSTALL_PROMPT_INTERVAL_MS = 604_800_000;

export function isInstallPromptEligible(now = Date.now()): boolean {
  const last = Number(readStorage(STORAGE_KEYS.lastInstallPrompt));
  return !last || !Number.isFinite(last) || now - last > INSTALL_PROMPT_INTERVAL_MS;
}

export function markInstallPromptShown(now = Date.now()): void {
  writeStorage(STORAGE_KEYS.lastInstallPrompt, String(now));
}

/** The iPhone hint was closed: it is not shown again on this device. */
export function dismissIosInstallHint(): void {
  writeStorage(STORAGE_KEYS.iosInstallHintDismissed, '1');
}

/**
 * Pages a visitor opens in a visit before the iPhone's steps are offered: never over the first
 * screen of a first visit, only once the app has been of some use. Counted in sessionStorage:
 * localStorage would make the next visit start the app at once (boot.ts).
 */
export const IOS_HINT_AFTER_PAGES = 3;
const PAGES_KEY = 'galim.pagesThisVisit';
export const PAGE_SEEN_EVENT = 'galim:page-seen';

function pagesThisVisit(): number {
  try {
    return Number(sessionStorage.getItem(PAGES_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** The visitor opened a page (app/page-view-tracker.tsx). */
export function notePageSeen(): void {
  const seen = pagesThisVisit();
  if (seen >= IOS_HINT_AFTER_PAGES) return;
  try {
    sessionStorage.setItem(PAGES_KEY, String(seen + 1));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(PAGE_SEEN_EVENT));
}

/**
 * Safari on iOS offers no install event: the hint that tells how to add the app to the home
 * screen, once the visitor has used it a little, unless it is already there, was closed, or was
 * shown in the last 7 days.
 */
export function wantsIosInstallHint(): boolean {
  return (
    typeof window !== 'undefined' &&
    isIos(navigator.userAgent, navigator.maxTouchPoints) &&
    !isStandalone() &&
    pagesThisVisit() >= IOS_HINT_AFTER_PAGES &&
    readStorage(STORAGE_KEYS.iosInstallHintDismissed) === null &&
    isInstallPromptEligible()
  );
}

export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  // iPadOS reports itself as a Mac with touch.
  return (
    /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
  );
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** The Chromium event that offers installation. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// A page drawn by the server starts its app when first used (decision 037). Chromium may offer
// installation before that: the boot script keeps the offer here, suppressing the browser's own
// mini-infobar as the app would, and the app's prompt takes it when it starts.
let early: BeforeInstallPromptEvent | null = null;

/** The boot script: keep the offer until the app starts. */
export function keepEarlyInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    early = e as BeforeInstallPromptEvent;
  });
}

/**
 * Whether there is an installation to offer: Chromium's offer has come, or this is an iPhone that
 * wants the hint. Once true it stays true: the prompt, loaded then (app/layout.tsx), takes the
 * offer.
 */
let offered = false;
export function installOffered(): boolean {
  offered ||= early !== null || wantsIosInstallHint();
  return offered;
}

/** The offer made before the app started, once. */
export function takeEarlyInstallOffer(): BeforeInstallPromptEvent | null {
  const offer = early;
  early = null;
  return offer;
}
