import { readStorage, STORAGE_KEYS } from './storage';

// Page views. The boot script sends the first page's view at load, whether or not
// the app has started (a page drawn by the server starts it when first used, decision 037); the
// app sends the views of the pages it navigates to.

let sentAtBoot: string | null = null;

/** Sends a page-view event; never blocks or fails the page. */
export function sendPageView(path: string): void {
  const token = readStorage(STORAGE_KEYS.token);
  void fetch('/api/events', {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ type: 'page_view', path }),
  }).catch(() => undefined);
}

/** The boot script: the view of the page the visitor opened. */
export function sendFirstPageView(path: string): void {
  sentAtBoot = path;
  // In a task of its own: a page's first request and first look at storage cost 5–15 ms each,
  // and the load's work is kept in pieces too short to block (decision 038).
  setTimeout(() => sendPageView(path), 0);
}

/** True once, when the app's first page is the one the boot script already counted. */
export function countedAtBoot(path: string): boolean {
  const counted = sentAtBoot === path;
  sentAtBoot = null;
  return counted;
}
