// The service worker keeps the signed-in user's own answers (favourites, own boards, the
// profile) in a cache of their own, network-first, so they open offline too
// (pwa/runtime-caching.ts). That cache belongs to one session: it is emptied whenever a session
// ends or a new one starts, so the next person on the phone never sees it.

/** The cache's name, shared with the worker's rule. */
export const USER_CACHE = 'galim-user';

// Requests sent with the session's token and not yet answered: the worker keeps each answer as
// it arrives, so one that lands after a sign-out emptied the cache would put it back.
let inFlight = 0;
const settled: (() => void)[] = [];

/** Counts a request sent with a token until it is answered or fails (lib/api.ts). */
export async function whileAuthorized<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await request;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const done of settled.splice(0)) done();
  }
}

/**
 * Empties the signed-in user's cache (a no-op where there is no Cache Storage), and again once
 * the requests the session still had on their way are answered.
 */
export async function forgetUserCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(USER_CACHE).catch(() => false);
  if (inFlight === 0) return;
  await new Promise<void>((resolve) => settled.push(resolve));
  // The worker stores an answer just after handing it over: a moment for that last write.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await caches.delete(USER_CACHE).catch(() => false);
}
